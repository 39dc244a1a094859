import TrackerCore

/// Reads and writes the `gear` table (migration 0019), and reads each gear's use from the
/// activities done with it: the totals have one home, `activities`, and are never kept apart.
public struct GearStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let columns = "id, name, kind, family, is_default, limit_m, since_utc, retired_utc, notes, brand, model, strava_id"

    // MARK: - Reading

    /// Every gear by name (letter case ignored), retired ones too unless `inUseOnly`.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a kind the schema should never hold.
    public func all(inUseOnly: Bool = false) throws -> [Gear] {
        try database.fetch(
            "SELECT \(Self.columns) FROM gear" + (inUseOnly ? " WHERE retired_utc IS NULL" : "") + " ORDER BY name COLLATE NOCASE, id",
            [], Self.gear)
    }

    /// The gear of this name, whatever its letter case.
    public func find(name: String) throws -> Gear? {
        try database.fetchOne("SELECT \(Self.columns) FROM gear WHERE name = ? COLLATE NOCASE", [name], Self.gear)
    }

    public func find(id: Int64) throws -> Gear? {
        try database.fetchOne("SELECT \(Self.columns) FROM gear WHERE id = ?", [id], Self.gear)
    }

    /// Every gear's name by id, for the pages that show an activity's gear.
    public func names() throws -> [Int64: String] {
        var names: [Int64: String] = [:]
        for (id, name) in try database.fetch("SELECT id, name FROM gear", [], { ($0.int64(0), $0.string(1) ?? "") }) {
            names[id] = name
        }
        return names
    }

    /// What the activities done with each gear add up to, by gear id, read from `activities`
    /// through `activities_by_gear`; a gear never used has no entry.
    public func uses() throws -> [Int64: GearUse] {
        var uses: [Int64: GearUse] = [:]
        let rows = try database.fetch(
            """
            SELECT gear_id, count(*), total(distance_m), total(duration_s), min(start_utc), max(start_utc)
            FROM activities WHERE gear_id IS NOT NULL GROUP BY gear_id
            """, []) { row in
            (row.int64(0), GearUse(activities: row.int(1), distance: row.double(2), duration: row.double(3),
                                   first: row.int64(4), last: row.int64(5)))
        }
        for (id, use) in rows { uses[id] = use }
        return uses
    }

    /// One gear's use (zero when unused): one range of `activities_by_gear`.
    public func use(of id: Int64) throws -> GearUse {
        try database.fetchOne(
            "SELECT count(*), total(distance_m), total(duration_s), min(start_utc), max(start_utc) FROM activities WHERE gear_id = ?",
            [id]) { row in
            GearUse(activities: row.int(0), distance: row.double(1), duration: row.double(2),
                    first: row.isNull(3) ? nil : row.int64(3), last: row.isNull(4) ? nil : row.int64(4))
        } ?? GearUse()
    }

    /// One gear's distance per local calendar month (`2026-11`), oldest first: the month the
    /// activity started in where it happened.
    public func monthlyDistance(of id: Int64) throws -> [(month: String, distance: Double, activities: Int)] {
        try database.fetch(
            """
            SELECT strftime('%Y-%m', start_utc + utc_offset, 'unixepoch') AS month, total(distance_m), count(*)
            FROM activities WHERE gear_id = ? GROUP BY month ORDER BY month
            """, [id]) { ($0.string(0) ?? "", $0.double(1), $0.int(2)) }
    }

    /// The activities done with gear `id`, newest first.
    public func activities(of id: Int64, limit: Int? = nil) throws -> [Activity] {
        var sql = "SELECT \(ActivityStore.columns) FROM activities WHERE gear_id = ? ORDER BY start_utc DESC, id DESC"
        var arguments: [SQLBindable] = [id]
        if let limit {
            sql += " LIMIT ?"
            arguments.append(limit)
        }
        return try database.fetch(sql, arguments, ActivityStore.activity)
    }

    /// The default gear for an activity of `family` starting at `start`, if one is set and in use then.
    public func defaultGear(for family: ActivityFamily, at start: Int64) throws -> Gear? {
        let found = try database.fetchOne(
            "SELECT \(Self.columns) FROM gear WHERE is_default = 1 AND family = ?", [family.rawValue], Self.gear)
        guard let found, found.isDefault(for: family, at: start) else { return nil }
        return found
    }

    // MARK: - Writing

    /// Stores a new gear; when it is a default, the family's former default stops being one.
    /// - Throws: `DatabaseError` (a UNIQUE constraint for a name taken, a CHECK for a limit of zero).
    @discardableResult
    public func insert(_ gear: Gear, createdAt: Int64) throws -> Gear {
        if gear.isDefault, let family = gear.family { try clearDefault(of: family) }
        try database.execute(
            """
            INSERT INTO gear (name, kind, family, is_default, limit_m, since_utc, retired_utc, notes, brand, model, strava_id, created_utc)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            Self.values(gear) + [createdAt])
        var stored = gear
        stored.id = database.lastInsertedRowID
        return stored
    }

    /// Writes every field of the stored gear `gear.id`.
    /// - Throws: `StoreError.notFound` when there is no such gear; `DatabaseError`.
    public func update(_ gear: Gear) throws {
        guard let id = gear.id else { throw StoreError.notFound(kind: "gear", id: "(none)") }
        if gear.isDefault, let family = gear.family { try clearDefault(of: family, except: id) }
        try database.execute(
            """
            UPDATE gear SET name = ?, kind = ?, family = ?, is_default = ?, limit_m = ?, since_utc = ?, retired_utc = ?,
                notes = ?, brand = ?, model = ?, strava_id = ?
            WHERE id = ?
            """,
            Self.values(gear) + [id])
        guard database.changes == 1 else { throw StoreError.notFound(kind: "gear", id: gear.name) }
    }

    /// Deletes gear `id`, first taking it off the activities done with it (through the one
    /// writer); returns how many it was taken off.
    /// - Throws: `DatabaseError`.
    @discardableResult
    public func delete(id: Int64) throws -> Int {
        let detached = try ActivityWriter(database: database).detachGear(id)
        try database.execute("DELETE FROM gear WHERE id = ?", [id])
        return detached
    }

    private func clearDefault(of family: ActivityFamily, except id: Int64? = nil) throws {
        try database.execute("UPDATE gear SET is_default = 0 WHERE is_default = 1 AND family = ? AND id IS NOT ?", [family.rawValue, id])
    }

    private static func values(_ gear: Gear) -> [SQLBindable] {
        [gear.name, gear.kind.rawValue, gear.family?.rawValue, Int64(gear.isDefault ? 1 : 0), gear.limit, gear.since,
         gear.retired, gear.notes, gear.brand, gear.model, gear.stravaID]
    }

    /// Decodes a row selected with `columns`.
    static func gear(_ row: Row) throws -> Gear {
        guard let kindName = row.string(2), let kind = GearKind(rawValue: kindName) else {
            throw StoreError.corruptRow(table: "gear", id: row.int64(0), reason: "unknown kind '\(row.string(2) ?? "NULL")'")
        }
        return Gear(
            id: row.int64(0), name: row.string(1) ?? "", kind: kind, family: row.string(3).flatMap(ActivityFamily.init(rawValue:)),
            isDefault: row.int(4) != 0, limit: row.optionalDouble(5), since: row.isNull(6) ? nil : row.int64(6),
            retired: row.isNull(7) ? nil : row.int64(7), notes: row.string(8), brand: row.string(9), model: row.string(10),
            stravaID: row.string(11))
    }
}
