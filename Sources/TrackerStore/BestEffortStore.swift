import TrackerCore
import TrackerTime

/// Reads and writes best efforts (`best_efforts`) and answers the records queries. All SQL about
/// that table lives here.
///
/// Efforts come from streams as stored (`ActivityStream.bestEfforts(for:)`), computed by
/// `ActivityWriter.afterWrite(_:)` whenever an activity is written, imported, edited or rebuilt.
/// The whole-activity records (longest distance, longest time, biggest climb) are read from the
/// `activities` table itself, so activities without a stream have them too; each type's best of
/// them is also kept in `type_bests` (migration 0010, `keepTypeBests`), for
/// `wholeActivityBests(type:)`.
public struct BestEffortStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    // MARK: - Writing

    /// Replaces the stored efforts of activity `id` with `efforts`, leaving out those that measure
    /// nothing (no power, a zero or infinite value); returns those it stored.
    /// - Throws: `DatabaseError`.
    @discardableResult
    public func replace(_ efforts: [BestEffort], forActivity id: Int64) throws -> [BestEffort] {
        try database.cachedStatement("DELETE FROM best_efforts WHERE activity_id = ?").execute([id])
        let insert = try database.cachedStatement(
            "INSERT INTO best_efforts (activity_id, kind, target, value, start_offset, distance_m) VALUES (?, ?, ?, ?, ?, ?)")
        var stored: [BestEffort] = []
        for effort in efforts {
            guard let (kind, target, value) = Self.row(of: effort), value > 0, value.isFinite else { continue }
            try insert.execute([id, kind, target, value, effort.startOffset, effort.distance])
            stored.append(effort)
        }
        return stored
    }

    /// Keeps each type's whole-activity bests (`type_bests`) in step with `batch`: the one feeder of
    /// that table (`ActivityWriter.afterWrite(_:)`). A removed row that held one of its type's maxima
    /// has the type's row read again from `activities` (one scan of the covering index, only in that
    /// case); the stored rows raise the maxima with one upsert per type, where a trigger per inserted
    /// row cost a 1M-row import a fifth more time.
    /// - Throws: `DatabaseError`.
    func keepTypeBests(_ batch: WriteBatch) throws {
        for old in batch.removed { try recountTypeBests(ifHeldBy: old) }
        guard !batch.stored.isEmpty else { return }
        // A list, not a dictionary: a batch holds a few types, and `add` pays for every generic
        // type the process instantiates.
        var maxima: [Activity] = []
        for activity in batch.stored {
            guard let index = maxima.firstIndex(where: { $0.type == activity.type }) else {
                maxima.append(activity)
                continue
            }
            maxima[index].distance = max(maxima[index].distance, activity.distance)
            maxima[index].duration = max(maxima[index].duration, activity.duration)
            maxima[index].elevationGain = max(maxima[index].elevationGain, activity.elevationGain)
        }
        let upsert = try database.cachedStatement(
            """
            INSERT INTO type_bests (type, distance_m, duration_s, elevation_m) VALUES (?, ?, ?, ?)
            ON CONFLICT (type) DO UPDATE SET
                distance_m = max(distance_m, excluded.distance_m),
                duration_s = max(duration_s, excluded.duration_s),
                elevation_m = max(elevation_m, excluded.elevation_m)
            WHERE excluded.distance_m > distance_m OR excluded.duration_s > duration_s OR excluded.elevation_m > elevation_m
            """)
        for best in maxima {
            try upsert.execute([best.type.rawValue, best.distance, best.duration, best.elevationGain])
        }
    }

    /// Reads the row of `old`'s type again when `old` held one of its maxima. Only such a row can
    /// lower one (a zero distance or climb never does: the maximum stays zero, and the type's last
    /// activity always holds the longest time).
    private func recountTypeBests(ifHeldBy old: Activity) throws {
        let removed = try database.cachedStatement(
            """
            DELETE FROM type_bests WHERE type = ?1
                AND (?3 >= duration_s OR (?2 > 0 AND ?2 >= distance_m) OR (?4 > 0 AND ?4 >= elevation_m))
            """)
        try removed.execute([old.type.rawValue, old.distance, old.duration, old.elevationGain])
        guard database.changes > 0 else { return }
        try database.cachedStatement(
            """
            INSERT INTO type_bests (type, distance_m, duration_s, elevation_m)
            SELECT type, max(distance_m), max(duration_s), max(elevation_m) FROM activities WHERE type = ? GROUP BY type
            """
        ).execute([old.type.rawValue])
    }

    /// Computes and stores the efforts of activity `id` from its stored stream and type, or removes
    /// them when it has no stream; returns what was stored (`ActivityWriter.refreshDerived`).
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    @discardableResult
    public func update(forActivity id: Int64) throws -> [BestEffort] {
        try ActivityWriter(database: database).refreshDerived(forActivity: id)
    }

    /// Recomputes every derived table from the stored activities and streams (`tracker records
    /// --rebuild`), in one transaction, through the after-write step every write runs
    /// (`ActivityWriter.rebuild()`); returns the number of activities with a stream.
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    @discardableResult
    public func rebuild() throws -> Int {
        try ActivityWriter(database: database).rebuild()
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
    /// calendar year (of each activity's own local date). SQL only selects the candidates; they are
    /// ranked and filtered by year in Swift (`TopRecords`, `PersonalRecord.ranks(above:)` and
    /// `isIn(year:)`), the one ranking of records.
    public func records(_ category: RecordCategory, type: ActivityType, year: Int? = nil, limit: Int = 3) throws -> [PersonalRecord] {
        var top = TopRecords(limit: limit)
        try candidates([category], type: type) { record in
            if record.isIn(year: year) { top.offer(record) }
        }
        return top.records
    }

    /// The records table: for each type (or only `type`), each of its categories' top `limit`.
    /// Categories nobody has reached are left out.
    public func records(type: ActivityType? = nil, year: Int? = nil, limit: Int = 3) throws -> [PersonalRecord] {
        try records(types: type.map { [$0] }, year: year, limit: limit)
    }

    /// The records table of `types`, in that order (every stored type, in `ActivityType.allCases`
    /// order, when `nil`): each type's categories' top `limit`, best efforts first, then the
    /// whole-activity ones. A type nobody has recorded asks nothing of the database.
    ///
    /// Two scans whatever the number of types: one of the activities (only the columns a record
    /// needs; for a year, only those starting within a day of it, by `activities_by_start`), which
    /// offers the whole-activity candidates and notes each activity's type and start, and one of
    /// `best_efforts` alone, whose rows find their activity among those noted. Joining the two in
    /// SQL looked each effort's activity up in the table, per category and type, which cost more
    /// than all the rest of the command.
    public func records(types requested: [ActivityType]?, year: Int? = nil, limit: Int = 3) throws -> [PersonalRecord] {
        let stored = try storedTypes()
        let types = requested.map { $0.filter(stored.contains) } ?? stored
        guard !types.isEmpty else { return [] }
        let categories = types.map(RecordCategory.categories(for:))
        var tops = categories.map { $0.map { _ in TopRecords(limit: limit) } }
        // The activities of `types` in the year, by id: the index of their type and their start.
        var noted: [Int64: (type: Int, start: LocalInstant)] = [:]
        try activityRows(year: year) { activityType, id, activity in
            guard let typeIndex = types.firstIndex(of: activityType) else { return }
            // An effort's record starts when its activity does, so the year filter is the activity's.
            guard PersonalRecord(category: .longestTime, value: activity.duration, activityID: id,
                                 activityType: activityType, start: activity.start).isIn(year: year) else { return }
            noted[id] = (typeIndex, activity.start)
            for (index, category) in categories[typeIndex].enumerated() {
                guard let value = category.value(of: activity), value > 0 else { continue }
                tops[typeIndex][index].offer(PersonalRecord(
                    category: category, value: value, activityID: id, activityType: activityType, start: activity.start))
            }
        }
        guard !noted.isEmpty else { return [] }
        try database.cachedStatement("SELECT activity_id, kind = 'power', target, value, start_offset FROM best_efforts").forEach { row in
            let id = row.int64(0)
            guard let activity = noted[id] else { return }
            let target: BestEffortTarget = row.int64(1) != 0 ? .duration(row.double(2)) : .distance(row.double(2))
            guard let index = categories[activity.type].firstIndex(of: .effort(target)) else { return }
            tops[activity.type][index].offer(PersonalRecord(
                category: .effort(target), value: row.double(3), activityID: id, activityType: types[activity.type],
                start: activity.start, startOffset: row.double(4)))
        }
        return tops.flatMap { $0.flatMap(\.records) }
    }

    /// Every candidate of `categories` among activities of `type`, in no order: each stored effort of
    /// a best-effort category, and each activity's total for the whole-activity ones (one scan of the
    /// type's activities for all three), leaving out values that measure nothing.
    private func candidates(_ categories: [RecordCategory], type: ActivityType, _ body: (PersonalRecord) throws -> Void) throws {
        for category in categories {
            guard case .effort(let target) = category,
                  let (kind, value, _) = Self.row(of: BestEffort(target: target, startOffset: 0, elapsedTime: 1, distance: 1, averagePower: 1)) else { continue }
            try database.cachedStatement(
                """
                SELECT e.value, e.start_offset, a.id, a.start_utc, a.utc_offset FROM best_efforts e
                JOIN activities a ON a.id = e.activity_id
                WHERE e.kind = ? AND e.target = ? AND a.type = ?
                """
            ).forEach([kind, value, type.rawValue]) { row in
                try body(PersonalRecord(
                    category: category, value: row.double(0), activityID: row.int64(2), activityType: type,
                    start: LocalInstant(secondsSince1970: row.int64(3), utcOffset: row.int(4)), startOffset: row.double(1)))
            }
        }
        let whole = categories.filter(RecordCategory.wholeActivity.contains)
        guard !whole.isEmpty else { return }
        try wholeActivityCandidates(type: type) { record in
            if whole.contains(record.category) { try body(record) }
        }
    }

    /// Each activity's totals as candidates for the whole-activity records, of `type`, in no order,
    /// leaving out the zero ones (a session without distance or climb).
    private func wholeActivityCandidates(type: ActivityType, _ body: (PersonalRecord) throws -> Void) throws {
        try activityRows(year: nil) { activityType, id, activity in
            guard activityType == type else { return }
            for category in RecordCategory.wholeActivity {
                guard let value = category.value(of: activity), value > 0 else { continue }
                try body(PersonalRecord(category: category, value: value, activityID: id, activityType: type, start: activity.start))
            }
        }
    }

    /// Each stored activity of a known type and its id, in no order, with only what a record reads (start,
    /// distance, duration, climb); for a `year`, only those whose UTC start lies within the largest
    /// offset (18 h, the column's check) of it, a range of `activities_by_start`. That selects
    /// candidates only: `PersonalRecord.isIn(year:)` is the filter.
    private func activityRows(year: Int?, _ body: (ActivityType, Int64, Activity) throws -> Void) throws {
        let columns = "SELECT type, distance_m, duration_s, elevation_m, id, start_utc, utc_offset FROM activities"
        var arguments: [SQLBindable] = []
        if let year {
            let slack: Int64 = 64_800
            arguments = [Self.secondsAtStartOfYear(year) - slack, Self.secondsAtStartOfYear(year + 1) + slack]
        }
        let statement = try database.cachedStatement(year == nil ? columns : columns + " WHERE start_utc >= ? AND start_utc < ?")
        // The type named by the previous row, looked up again only when the name changes.
        var lastName = "", lastType: ActivityType?
        try statement.forEach(arguments) { row in
            let name = row.string(0) ?? ""
            if name != lastName {
                lastName = name
                lastType = ActivityType(rawValue: name)
            }
            guard let activityType = lastType else { return }
            let id = row.int64(4)
            try body(activityType, id, Activity(
                id: id, start: LocalInstant(secondsSince1970: row.int64(5), utcOffset: row.int(6)), type: activityType,
                distance: row.double(1), duration: row.double(2), elevationGain: row.double(3)))
        }
    }

    /// The UTC second at which `year` starts on the proleptic Gregorian calendar.
    private static func secondsAtStartOfYear(_ year: Int) -> Int64 {
        Int64(LocalDay.daysSince1970(year: year, month: 1, day: 1)) * 86_400
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
            var best: PersonalRecord?
            try candidates([category], type: type) { record in
                guard !excluded.contains(record.activityID) else { return }
                if best.map({ record.ranks(above: $0) }) ?? true { best = record }
            }
            if let best { result[category] = best.value }
        }
        return result
    }

    /// The records that `imported` (activities just written, with the efforts the writer stored for
    /// them) set: for each type and best-effort category, the best of them when it beats every other
    /// activity of the type by the category's resolution. Ordered by type, then category; on a tie
    /// among the new ones the lower id is named. Only best efforts are announced after an import.
    /// - Throws: `DatabaseError`.
    public func newRecords(among imported: [StoredEfforts]) throws -> [NewRecord] {
        guard !imported.isEmpty else { return [] }
        var records: [NewRecord] = []
        for type in ActivityType.allCases {
            let ofType = imported.filter { $0.type == type }.sorted { $0.id < $1.id }
            guard !ofType.isEmpty else { continue }
            let previous = try bests(BestEffortTarget.targets(for: type).map { .effort($0) }, type: type, excluding: Set(ofType.map(\.id)))
            var best: [RecordCategory: (value: Double, id: Int64)] = [:]
            for activity in ofType {
                for effort in activity.efforts {
                    guard let value = effort.recordValue else { continue }
                    let category = effort.category
                    if best[category].map({ category.improves(value, on: $0.value) }) ?? true { best[category] = (value, activity.id) }
                }
            }
            for category in RecordCategory.categories(for: type) {
                guard let new = best[category], let old = previous[category], category.improves(new.value, on: old) else { continue }
                records.append(NewRecord(category: category, type: type, value: new.value, previous: old, activityID: new.id))
            }
        }
        return records
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
}
