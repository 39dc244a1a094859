import TrackerCore

extension StreamStore {
    /// Calls `body` with the id and the stream of each activity starting in [from, until) that has one,
    /// oldest first, optionally of some types only; one stream in memory at a time.
    /// - Throws: `StoreError.corruptRow` when a stored stream cannot be decoded, and what `body` throws.
    public func forEachStream(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [],
                              _ body: (Int64, ActivityStream) throws -> Void) throws {
        let (sql, arguments) = Self.streamQuery(from: from, until: until, types: types)
        try database.makeStatement(sql).forEach(arguments) { row in
            let id = row.int64(0)
            guard let stream = try Self.decode(row.value(1), forActivity: id) else { return }
            try body(id, stream)
        }
    }
}

extension StreamStore {
    /// Calls `body` with the id of each activity starting in [from, until) whose stream has positions,
    /// oldest first, and the box round them in degrees, read without decoding the streams
    /// (`StreamCodec.positionBounds`).
    /// - Throws: `StoreError.corruptRow` when a stored stream cannot be read, and what `body` throws.
    public func forEachPositionBounds(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [],
                                      _ body: (Int64, (south: Double, west: Double, north: Double, east: Double)) throws -> Void) throws {
        let (sql, arguments) = Self.streamQuery(from: from, until: until, types: types)
        try database.makeStatement(sql).forEach(arguments) { row in
            let id = row.int64(0)
            guard case .blob(let bytes) = row.value(1) else {
                throw StoreError.corruptRow(table: "activity_streams", id: id, reason: "the stream is not a BLOB")
            }
            let bounds: (south: Double, west: Double, north: Double, east: Double)?
            do {
                bounds = try StreamCodec.positionBounds(bytes)
            } catch let error as StreamError {
                throw StoreError.corruptRow(table: "activity_streams", id: id, reason: error.description)
            }
            if let bounds { try body(id, bounds) }
        }
    }

    /// The ids and streams of the activities in [from, until) of `types` (all when empty), oldest first.
    static func streamQuery(from: Int64?, until: Int64?, types: [ActivityType]) -> (String, [SQLBindable]) {
        var sql = """
            SELECT a.id, s.stream FROM activities a JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc >= ? AND a.start_utc < ?
            """
        var arguments: [SQLBindable] = [from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        return (sql + " ORDER BY a.start_utc, a.id", arguments)
    }
}
