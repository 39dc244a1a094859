import TrackerCore

extension ActivityStore {
    /// Calls `body` with each activity starting in [from, until), oldest first, one row at a
    /// time: an export of any size holds one activity in memory.
    public func forEachActivity(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [],
                                _ body: (Activity) throws -> Void) throws {
        var (sql, arguments) = Self.rangeQuery(from: from, until: until, types: types)
        sql += " ORDER BY start_utc, id"
        try database.makeStatement(sql).forEach(arguments) { row in try body(Self.activity(row)) }
    }

    /// Where an activity came from: `(source, source_id)`, both `nil` for one typed in.
    public func origin(id: Int64) throws -> (source: String?, sourceID: String?)? {
        try database.fetchOne("SELECT source, source_id FROM activities WHERE id = ?", [id]) { ($0.string(0), $0.string(1)) }
    }
}
