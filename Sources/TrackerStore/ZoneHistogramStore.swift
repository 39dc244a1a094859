import TrackerCore

/// Reads and writes each activity's zone histograms (`zone_histograms`, migration 0022): seconds
/// per 1 bpm, 1 W and 0.01 m/s bucket, kept by `ActivityWriter.afterWrite` from the stream as stored.
public struct ZoneHistogramStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Replaces activity `id`'s histograms with those of `stream` (none when it is `nil`), or with
    /// `histograms` when they were computed from it before.
    /// - Throws: `DatabaseError`.
    func replace(forActivity id: Int64, type: ActivityType, stream: ActivityStream?, histograms: [ZoneHistogram]? = nil) throws {
        try database.cachedStatement("DELETE FROM zone_histograms WHERE activity_id = ?").execute([id])
        guard let stream else { return }
        let insert = try database.cachedStatement(
            "INSERT INTO zone_histograms (activity_id, kind, seconds, buckets) VALUES (?, ?, ?, ?)")
        for histogram in histograms ?? DerivedStream.histograms(of: stream, type: type) {
            try insert.execute([id, histogram.kind.rawValue, histogram.totalSeconds, SQLValue.blob(histogram.bytes)])
        }
    }

    /// Activity `id`'s histogram of `kind`, or `nil` when it has none.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for bytes that are not a histogram.
    public func histogram(forActivity id: Int64, kind: ZoneKind) throws -> ZoneHistogram? {
        guard let value = try database.fetchOne(
            "SELECT buckets FROM zone_histograms WHERE activity_id = ? AND kind = ?", [id, kind.rawValue], { $0.value(0) })
        else { return nil }
        return try Self.decode(value, kind: kind, id: id)
    }

    /// Every histogram of `kind` of the activities starting in `from..<until` (Unix seconds), with
    /// each activity's start and type, oldest first.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for bytes that are not a histogram.
    public func histograms(kind: ZoneKind, from: Int64, until: Int64) throws -> [(start: Int64, type: ActivityType, histogram: ZoneHistogram)] {
        var result: [(start: Int64, type: ActivityType, histogram: ZoneHistogram)] = []
        try database.cachedStatement(
            """
            SELECT a.id, a.start_utc, a.type, z.buckets FROM activities a
            JOIN zone_histograms z ON z.activity_id = a.id AND z.kind = ?
            WHERE a.start_utc >= ? AND a.start_utc < ? ORDER BY a.start_utc
            """
        ).forEach([kind.rawValue, from, until]) { row in
            guard let name = row.string(2), let type = ActivityType(rawValue: name) else { return }
            result.append((row.int64(1), type, try Self.decode(row.value(3), kind: kind, id: row.int64(0))))
        }
        return result
    }

    static func decode(_ value: SQLValue, kind: ZoneKind, id: Int64) throws -> ZoneHistogram {
        guard case .blob(let bytes) = value, let histogram = ZoneHistogram(kind: kind, bytes: bytes) else {
            throw StoreError.corruptRow(table: "zone_histograms", id: id, reason: "the buckets are not a zone histogram")
        }
        return histogram
    }
}
