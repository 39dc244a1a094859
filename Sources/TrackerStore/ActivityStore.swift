#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads activities, and writes them through the one writer (`ActivityWriter`, which binds a row
/// with `ActivityRow` and keeps every derived table). The SQL that reads `activities` lives here.
public struct ActivityStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    static let columns = "id, start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, effort, load, load_method, load_estimated, gear_id"
    /// `columns` of the table named `a`, for joins; written out rather than built from `columns` at
    /// each call, which was 1.5% of `add`'s run.
    static let prefixedColumns = "a.id, a.start_utc, a.utc_offset, a.type, a.name, a.notes, a.distance_m, a.duration_s, a.elevation_m, "
        + "a.effort, a.load, a.load_method, a.load_estimated, a.gear_id"

    /// Inserts `activity` with its load (`Activity.trainingLoad`) through the one writer
    /// (`ActivityWriter`), which keeps the derived tables, and returns it with its new id and load.
    /// - Throws: `DatabaseError` (a CHECK constraint) for values the schema refuses.
    @discardableResult
    public func insert(_ activity: Activity, createdAt: Int64) throws -> Activity {
        try ActivityWriter(database: database).insert(activity, stream: nil, source: nil, sourceID: nil, createdAt: createdAt).activity
    }

    /// Replaces every field of the stored activity with `activity.id`, and its load with the
    /// one its new fields and its stored stream give, which it returns; its derived values (best
    /// efforts, totals, bests) follow.
    /// - Throws: `StoreError.notFound` when no such activity exists.
    @discardableResult
    public func update(_ activity: Activity) throws -> TrainingLoad {
        try ActivityWriter(database: database).update(activity)
    }

    /// Deletes one activity.
    /// - Throws: `StoreError.notFound` when no such activity exists.
    public func delete(id: Int64) throws {
        try ActivityWriter(database: database).delete(id: id)
    }

    public func fetch(id: Int64) throws -> Activity? {
        try database.fetchOne("SELECT \(Self.columns) FROM activities WHERE id = ?", [id], Self.activity)
    }

    /// Activities starting in [from, until), newest first, optionally of some types only.
    /// Bounds are Unix seconds; `nil` leaves that side open.
    public func fetch(from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [], limit: Int? = nil) throws -> [Activity] {
        var (sql, arguments) = Self.rangeQuery(from: from, until: until, types: types)
        sql += " ORDER BY start_utc DESC, id DESC"
        if let limit {
            sql += " LIMIT ?"
            arguments.append(limit)
        }
        return try database.fetch(sql, arguments, Self.activity)
    }

    /// Activities whose indexed texts (`ActivitySearchIndex`) hold every word of `words` (each as
    /// the beginning of a word), starting in [from, until) and of `types` (empty: any), best match
    /// first (`bm25`), then newest first. No word finds nothing.
    /// - Throws: `DatabaseError`.
    public func search(_ words: SearchWords, from: Int64? = nil, until: Int64? = nil, types: [ActivityType] = [], limit: Int? = nil) throws -> [Activity] {
        guard let query = words.query else { return [] }
        var sql = "SELECT \(Self.prefixedColumns) FROM activity_search JOIN activities a ON a.id = activity_search.rowid "
            + "WHERE activity_search MATCH ? AND a.start_utc >= ? AND a.start_utc < ?"
        var arguments: [SQLBindable] = [query, from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        sql += " ORDER BY \(ActivitySearchIndex.rankSQL), a.start_utc DESC, a.id DESC"
        if let limit {
            sql += " LIMIT ?"
            arguments.append(limit)
        }
        return try database.fetch(sql, arguments, Self.activity)
    }

    /// The SELECT of every activity column over [from, until) and the types, with its arguments.
    static func rangeQuery(from: Int64?, until: Int64?, types: [ActivityType], extraColumns: String = "") -> (String, [SQLBindable]) {
        var sql = "SELECT \(columns)\(extraColumns) FROM activities WHERE start_utc >= ? AND start_utc < ?"
        var arguments: [SQLBindable] = [from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        return (sql, arguments)
    }

    /// The stored activities other than `activity` itself whose time span overlaps its span, oldest
    /// first. A span runs from the start for the duration, or for the stream's elapsed time when longer.
    public func overlapping(_ activity: Activity) throws -> [Activity] {
        let start = activity.start.secondsSince1970
        let end = Double(start) + activity.duration
        // No span is longer than ActivityLimits.maximumDuration, so the index bounds the search.
        return try database.fetch(
            """
            SELECT \(Self.prefixedColumns) FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc BETWEEN ? AND ? AND a.id IS NOT ?
                AND \(DuplicateIndex.storedSpanEnd) > ? AND a.start_utc < ?
            ORDER BY a.start_utc, a.id
            """,
            [start - Int64(ActivityLimits.maximumDuration), Int64(end.rounded(.up)), activity.id, Double(start), end],
            Self.activity)
    }

    public func count() throws -> Int {
        Int(try database.fetchInt("SELECT count(*) FROM activities") ?? 0)
    }

    /// Decodes a row selected with `columns`. A value the schema should never hold is an error, not a crash.
    static func activity(_ row: Row) throws -> Activity {
        guard let typeName = row.string(3), let type = ActivityType(rawValue: typeName) else {
            throw StoreError.corruptRow(table: "activities", id: row.int64(0), reason: "unknown type '\(row.string(3) ?? "NULL")'")
        }
        return Activity(
            id: row.int64(0),
            start: LocalInstant(secondsSince1970: row.int64(1), utcOffset: row.int(2)),
            type: type, name: row.string(4), notes: row.string(5),
            distance: row.double(6), duration: row.double(7), elevationGain: row.double(8),
            effort: row.isNull(9) ? nil : row.int(9), load: load(row, at: 10),
            gearID: row.isNull(13) ? nil : row.int64(13))
    }

    /// The load stored in three columns from `index` on (value, method, estimated), or `nil`
    /// when none is stored or the method is unknown (it is then computed again).
    static func load(_ row: Row, at index: Int) -> TrainingLoad? {
        guard let value = row.optionalDouble(index), let name = row.string(index + 1),
              let method = LoadMethod(rawValue: name) else { return nil }
        return TrainingLoad(value: value, method: method, isEstimated: row.int(index + 2) != 0)
    }
}
