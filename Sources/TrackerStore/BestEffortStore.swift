import TrackerCore
import TrackerTime

/// Reads and writes best efforts (`best_efforts`) and answers the records queries. All SQL about
/// that table lives here.
///
/// Efforts come from streams (`ActivityStream.bestEfforts(for:)`) and are computed once, when an
/// activity is imported or edited (`update(forActivity:)`), or for all at once (`rebuild()`).
/// The whole-activity records (longest distance, longest time, biggest climb) are read from the
/// `activities` table itself, so activities without a stream have them too; each type's best of
/// them is also kept in `type_bests` (migration 0010, `countInserted`), for
/// `wholeActivityBests(type:)`.
public struct BestEffortStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    // MARK: - Writing

    /// Replaces the stored efforts of activity `id` with `efforts`.
    /// - Throws: `DatabaseError`.
    public func replace(_ efforts: [BestEffort], forActivity id: Int64) throws {
        try database.cachedStatement("DELETE FROM best_efforts WHERE activity_id = ?").execute([id])
        let insert = try database.cachedStatement(
            "INSERT INTO best_efforts (activity_id, kind, target, value, start_offset, distance_m) VALUES (?, ?, ?, ?, ?, ?)")
        for effort in efforts {
            guard let (kind, target, value) = Self.row(of: effort), value > 0, value.isFinite else { continue }
            try insert.execute([id, kind, target, value, effort.startOffset, effort.distance])
        }
    }

    /// Raises each type's kept bests (`type_bests`) to count `activities`, just inserted, with one
    /// upsert per type. `ImportWriter` calls it after every batch it inserts, `ActivityStore.insert`
    /// (through `countInserted(_:)`) after each activity: a trigger per inserted row cost a 1M-row
    /// import a fifth more time. Deletes and edits are counted by the triggers of migration 0010.
    /// - Throws: `DatabaseError`.
    public func countInserted<Activities: Sequence<Activity>>(contentsOf activities: Activities) throws {
        // A list, not a dictionary: a batch holds a few types, and `add` pays for every generic
        // type the process instantiates.
        var maxima: [Activity] = []
        for activity in activities {
            guard let index = maxima.firstIndex(where: { $0.type == activity.type }) else {
                maxima.append(activity)
                continue
            }
            maxima[index].distance = max(maxima[index].distance, activity.distance)
            maxima[index].duration = max(maxima[index].duration, activity.duration)
            maxima[index].elevationGain = max(maxima[index].elevationGain, activity.elevationGain)
        }
        for best in maxima { try countInserted(best) }
    }

    /// Raises the kept bests of `activity`'s type to count it, just inserted.
    /// - Throws: `DatabaseError`.
    public func countInserted(_ activity: Activity) throws {
        try database.cachedStatement(
            """
            INSERT INTO type_bests (type, distance_m, duration_s, elevation_m) VALUES (?, ?, ?, ?)
            ON CONFLICT (type) DO UPDATE SET
                distance_m = max(distance_m, excluded.distance_m),
                duration_s = max(duration_s, excluded.duration_s),
                elevation_m = max(elevation_m, excluded.elevation_m)
            WHERE excluded.distance_m > distance_m OR excluded.duration_s > duration_s OR excluded.elevation_m > elevation_m
            """
        ).execute([activity.type.rawValue, activity.distance, activity.duration, activity.elevationGain])
    }

    /// Computes and stores the efforts of activity `id` from its stream and type, or removes them
    /// when it has no stream; returns what was stored.
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    @discardableResult
    public func update(forActivity id: Int64) throws -> [BestEffort] {
        guard let activity = try ActivityStore(database: database).fetch(id: id) else { return [] }
        let efforts = try StreamStore(database: database).stream(forActivity: id)?.bestEfforts(for: activity.type) ?? []
        try replace(efforts, forActivity: id)
        return efforts
    }

    /// Recomputes the efforts of every activity with a stream (`tracker records --rebuild`), and
    /// each type's whole-activity bests, in one transaction; returns the number of activities
    /// with a stream.
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    @discardableResult
    public func rebuild() throws -> Int {
        try database.inTransaction(.immediate) {
            try database.execute("DELETE FROM type_bests")
            try database.execute(
                """
                INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
                SELECT type, max(distance_m), max(duration_s), max(elevation_m) FROM activities GROUP BY type
                """)
            try database.execute("DELETE FROM best_efforts")
            let rows = try database.fetch(
                """
                SELECT a.id, a.type, s.stream FROM activity_streams s JOIN activities a ON a.id = s.activity_id
                ORDER BY a.id
                """, [], { ($0.int64(0), $0.string(1) ?? "", $0.value(2)) })
            for (id, typeName, value) in rows {
                guard let type = ActivityType(rawValue: typeName) else {
                    throw StoreError.corruptRow(table: "activities", id: id, reason: "unknown type '\(typeName)'")
                }
                guard case .blob(let bytes) = value else {
                    throw StoreError.corruptRow(table: "activity_streams", id: id, reason: "the stream is not a BLOB")
                }
                let stream: ActivityStream
                do {
                    stream = try StreamCodec.decode(bytes)
                } catch let error as StreamError {
                    throw StoreError.corruptRow(table: "activity_streams", id: id, reason: error.description)
                }
                try replace(stream.bestEfforts(for: type), forActivity: id)
            }
            return rows.count
        }
    }

    // MARK: - Reading

    /// The stored efforts of activity `id`, in target order (distances, then power).
    public func efforts(forActivity id: Int64) throws -> [BestEffort] {
        try database.fetch(
            "SELECT kind, target, value, start_offset, distance_m FROM best_efforts WHERE activity_id = ? ORDER BY kind, target",
            [id]
        ) { row in
            let target = row.double(1), value = row.double(2)
            if row.string(0) == "power" {
                return BestEffort(target: .duration(target), startOffset: row.double(3), elapsedTime: target,
                                  distance: row.double(4), averagePower: value)
            }
            return BestEffort(target: .distance(target), startOffset: row.double(3), elapsedTime: value, distance: target)
        }
    }

    /// The top `limit` of one category among activities of `type`, best first, optionally in one
    /// calendar year (of each activity's own local date).
    public func records(_ category: RecordCategory, type: ActivityType, year: Int? = nil, limit: Int = 3) throws -> [PersonalRecord] {
        var arguments: [SQLBindable] = []
        let sql: String
        // The year of the local date: start_utc + utc_offset, between the year's first and last second.
        var yearFilter = ""
        if year != nil {
            yearFilter = " AND a.start_utc + a.utc_offset >= ? AND a.start_utc + a.utc_offset < ?"
        }
        switch category {
        case .effort(let target):
            guard let (kind, value, _) = Self.row(of: BestEffort(target: target, startOffset: 0, elapsedTime: 1, distance: 1, averagePower: 1)) else { return [] }
            sql = """
                SELECT e.value, e.start_offset, a.id, a.start_utc, a.utc_offset FROM best_efforts e
                JOIN activities a ON a.id = e.activity_id
                WHERE e.kind = ? AND e.target = ? AND a.type = ?\(yearFilter)
                ORDER BY e.value \(category.smallerIsBetter ? "ASC" : "DESC"), a.start_utc, a.id LIMIT ?
                """
            arguments = [kind, value, type.rawValue]
        case .longestDistance, .longestTime, .biggestClimb:
            let column = Self.column(of: category)
            sql = """
                SELECT a.\(column), 0, a.id, a.start_utc, a.utc_offset FROM activities a
                WHERE a.type = ? AND a.\(column) > 0\(yearFilter)
                ORDER BY a.\(column) DESC, a.start_utc, a.id LIMIT ?
                """
            arguments = [type.rawValue]
        }
        if let year {
            arguments += [Self.secondsAtStartOfYear(year), Self.secondsAtStartOfYear(year + 1)]
        }
        arguments.append(limit)
        return try database.fetch(sql, arguments) { row in
            PersonalRecord(
                category: category, value: row.double(0), activityID: row.int64(2), activityType: type,
                start: LocalInstant(secondsSince1970: row.int64(3), utcOffset: row.int(4)), startOffset: row.double(1))
        }
    }

    /// The records table: for each type (or only `type`), each of its categories' top `limit`.
    /// Categories nobody has reached are left out.
    public func records(type: ActivityType? = nil, year: Int? = nil, limit: Int = 3) throws -> [PersonalRecord] {
        let types = try type.map { [$0] } ?? storedTypes()
        var result: [PersonalRecord] = []
        for type in types {
            for category in RecordCategory.categories(for: type) {
                result += try records(category, type: type, year: year, limit: limit)
            }
        }
        return result
    }

    /// The types that have activities, in `ActivityType.allCases` order: the rows of `type_bests`, so
    /// that the records table asks nothing about the dozens of types nobody has recorded.
    func storedTypes() throws -> [ActivityType] {
        let names = Set(try database.fetch("SELECT type FROM type_bests", []) { $0.string(0) ?? "" })
        return ActivityType.allCases.filter { names.contains($0.rawValue) }
    }

    /// The best value of each of `categories` (all of `type`'s when `nil`) among activities of
    /// `type`, leaving out the activities `excluded`: what new activities have to beat.
    public func bests(_ categories: [RecordCategory]? = nil, type: ActivityType, excluding excluded: Set<Int64> = []) throws -> [RecordCategory: Double] {
        var result: [RecordCategory: Double] = [:]
        for category in categories ?? RecordCategory.categories(for: type) {
            let top = try records(category, type: type, limit: excluded.count + 1)
            if let best = top.first(where: { !excluded.contains($0.activityID) }) { result[category] = best.value }
        }
        return result
    }

    /// The longest distance, longest time and biggest climb among the stored activities of `type`,
    /// from its one row of `type_bests`; a category nobody has reached (no distance, no climb) is
    /// left out, as in `records`. Read before inserting an activity, it is what that one has to beat.
    /// - Throws: `DatabaseError`.
    public func wholeActivityBests(type: ActivityType) throws -> [RecordCategory: Double] {
        let bests = try database.fetchOne(
            "SELECT distance_m, duration_s, elevation_m FROM type_bests WHERE type = ?", [type.rawValue]
        ) { row in
            [RecordCategory.longestDistance: row.double(0), .longestTime: row.double(1), .biggestClimb: row.double(2)]
        }
        return (bests ?? [:]).filter { $0.value > 0 }
    }

    // MARK: - Rows

    /// An effort's `kind`, `target` and `value` columns.
    static func row(of effort: BestEffort) -> (kind: String, target: Double, value: Double)? {
        guard let value = effort.recordValue else { return nil }
        switch effort.target {
        case .distance(let metres): return ("distance", metres, value)
        case .duration(let seconds): return ("power", seconds, value)
        }
    }

    private static func column(of category: RecordCategory) -> String {
        switch category {
        case .longestTime: return "duration_s"
        case .biggestClimb: return "elevation_m"
        case .longestDistance, .effort: return "distance_m"
        }
    }

    /// Seconds since 1970 of January 1 of `year`, 00:00, on the proleptic Gregorian calendar.
    static func secondsAtStartOfYear(_ year: Int) -> Int64 {
        Int64(LocalDay.daysSince1970(year: year, month: 1, day: 1)) * 86_400
    }
}
