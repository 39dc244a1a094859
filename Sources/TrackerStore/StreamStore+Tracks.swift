import TrackerCore

extension StreamStore {
    /// Calls `body` with the id and the stream of each activity starting in [from, until) that has one,
    /// oldest first, optionally of some types only; one stream in memory at a time.
    /// - Throws: `StoreError.corruptRow` when a stored stream cannot be decoded, and what `body` throws.
    public func forEachStream(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [],
                              _ body: (Int64, ActivityStream) throws -> Void) throws {
        var sql = """
            SELECT a.id, s.stream FROM activities a JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc >= ? AND a.start_utc < ?
            """
        var arguments: [SQLBindable] = [from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        sql += " ORDER BY a.start_utc, a.id"
        try database.makeStatement(sql).forEach(arguments) { row in
            let id = row.int64(0)
            guard let stream = try Self.decode(row.value(1), forActivity: id) else { return }
            try body(id, stream)
        }
    }
}
