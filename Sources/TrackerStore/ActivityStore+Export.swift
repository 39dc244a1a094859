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

    /// Calls `body` with each activity starting in [from, until), oldest first, and its identity:
    /// the one it was imported with, else this database's name and its id.
    public func forEachActivityWithIdentity(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [],
                                            _ body: (Activity, ActivityIdentity) throws -> Void) throws {
        let own = try databaseName()
        // Rows typed or imported from other files have no origin: their identity is this database's.
        var (sql, arguments) = Self.rangeQuery(
            from: from, until: until, types: types,
            extraColumns: ", (SELECT name FROM identity_databases WHERE number = origin_database), origin_id")
        sql += " ORDER BY start_utc, id"
        try database.makeStatement(sql).forEach(arguments) { row in
            let activity = try Self.activity(row)
            let identity = ActivityIdentity(
                database: row.string(14) ?? own, id: row.isNull(15) ? activity.id ?? 0 : row.int64(15))
            try body(activity, identity)
        }
    }

    /// The name this database gave itself (migration 0013): the first half of its rows' identities.
    /// - Throws: `StoreError.corruptRow` when the name is missing or not 32 hex digits.
    public func databaseName() throws -> String {
        let name = try database.fetchString("SELECT name FROM identity_databases WHERE number = 0", [])
        guard let name, ActivityIdentity.isDatabaseName(name) else {
            throw StoreError.corruptRow(table: "identity_databases", id: 0, reason: "the database's own name is missing")
        }
        return name
    }

    /// Where an activity came from: `(source, source_id)`, both `nil` for one typed in.
    public func origin(id: Int64) throws -> (source: String?, sourceID: String?)? {
        try database.fetchOne("SELECT source, source_id FROM activities WHERE id = ?", [id]) { ($0.string(0), $0.string(1)) }
    }
}
