import TrackerCore

/// Reads and writes activity streams (`activity_streams`), one StreamCodec BLOB per activity.
/// All SQL about that table lives here; the weekly queries never read it.
public struct StreamStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Stores `stream` for the activity `id`, replacing the one it had.
    /// - Throws: `StreamError` when a value cannot be encoded; `DatabaseError` (a foreign key) when
    ///   no activity has that id.
    public func save(_ stream: ActivityStream, forActivity id: Int64) throws {
        try save(encoded: try StreamCodec.encode(stream), of: stream, forActivity: id)
    }

    /// Stores `bytes`, the encoding of `stream`, for the activity `id`, replacing the one it had.
    func save(encoded bytes: [UInt8], of stream: ActivityStream, forActivity id: Int64) throws {
        try database.cachedStatement(
            "INSERT OR REPLACE INTO activity_streams (activity_id, samples, elapsed_s, stream) VALUES (?, ?, ?, ?)"
        ).execute([id, stream.count, stream.elapsedTime, SQLValue.blob(bytes)])
    }

    /// The stream of activity `id`, or `nil` when it has none (typed with `add`, a CSV row).
    /// - Throws: `StoreError.corruptRow` when the stored bytes cannot be decoded.
    public func stream(forActivity id: Int64) throws -> ActivityStream? {
        guard let value = try database.fetchOne(
            "SELECT stream FROM activity_streams WHERE activity_id = ?", [id], { $0.value(0) }) else { return nil }
        return try Self.decode(value, forActivity: id)
    }

    /// The stream a `stream` column holds, `nil` for NULL (a LEFT JOIN without a stream).
    /// - Throws: `StoreError.corruptRow` when the value is not a stream's bytes.
    static func decode(_ value: SQLValue, forActivity id: Int64) throws -> ActivityStream? {
        if case .null = value { return nil }
        guard case .blob(let bytes) = value else {
            throw StoreError.corruptRow(table: "activity_streams", id: id, reason: "the stream is not a BLOB")
        }
        do {
            return try StreamCodec.decode(bytes)
        } catch let error as StreamError {
            throw StoreError.corruptRow(table: "activity_streams", id: id, reason: error.description)
        }
    }

    /// The number of stored streams, their samples and their encoded bytes, for `doctor`.
    public func totals() throws -> (streams: Int, samples: Int, bytes: Int64) {
        try database.fetchOne(
            "SELECT count(*), coalesce(sum(samples), 0), coalesce(sum(length(stream)), 0) FROM activity_streams", [],
            { ($0.int(0), $0.int(1), $0.int64(2)) }) ?? (0, 0, 0)
    }

    /// The ids of every activity with a stream, oldest id first.
    public func activityIDs() throws -> [Int64] {
        try database.fetch("SELECT activity_id FROM activity_streams ORDER BY activity_id", [], { $0.int64(0) })
    }
}
