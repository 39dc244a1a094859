#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// The aggregate queries behind `months`, `years` and `calendar`: kept totals over calendar
/// periods. SQLite sums; Swift only fills the periods with no rows.
public struct CalendarTotalsStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Totals of each range [lower, upper) of `ranges` (Unix seconds), of the activities of
    /// `types` (all when empty), in the order given, from the kept hour, quarter-day and day
    /// buckets (`BucketTotalsStore`, migration 0025).
    /// - Throws: `DatabaseError`.
    public func totals(_ ranges: [Range<Int64>], types: [ActivityType] = []) throws -> [WeekTotals] {
        try BucketTotalsStore(database: database).totals(ranges, types: types)
    }

    /// The same totals row by row: a VALUES list of ranges CROSS JOIN activities on the covering
    /// start-time index (migration 0004), one index range scan per range. What the kept buckets
    /// must agree with.
    /// - Throws: `DatabaseError`.
    public func scannedTotals(_ ranges: [Range<Int64>], types: [ActivityType] = []) throws -> [WeekTotals] {
        var totals = ranges.map { WeekTotals(start: Self.date($0.lowerBound), end: Self.date($0.upperBound)) }
        guard !ranges.isEmpty else { return totals }
        var arguments: [SQLBindable] = []
        for (index, range) in ranges.enumerated() { arguments += [index, range.lowerBound, range.upperBound] }
        try WeekTotalsStore.addTotals(
            to: &totals, rangeCount: ranges.count, arguments: arguments + types.map(\.rawValue), types: types, database: database)
        return totals
    }

    /// The counted part of each period of `windows`: [start, min(end, as-of)).
    public func totals(_ windows: PeriodWindows, types: [ActivityType] = []) throws -> [WeekTotals] {
        try totals(windows.countedRanges, types: types)
    }

    /// The training load of each period of `windows`: the stored load, else the estimate from
    /// type, duration and effort (rows stored before loads were). Load is not in the covering
    /// index, so this reads the rows of the span.
    /// - Throws: `DatabaseError`.
    public func loads(_ windows: PeriodWindows, types: [ActivityType] = []) throws -> [Double] {
        var loads = [Double](repeating: 0, count: windows.count)
        let until = windows.countedEnd(windows.count - 1)
        guard windows.boundaries[0] < until else { return loads }
        let filter = types.isEmpty ? "" : " AND type IN (\(Array(repeating: "?", count: types.count).joinedText(separator: ", ")))"
        let sql = """
            SELECT start_utc, utc_offset, type, duration_s, effort, load, load_method, load_estimated
            FROM activities WHERE start_utc >= ? AND start_utc < ?\(filter)
            """
        let arguments: [SQLBindable] = [windows.boundaries[0], until]
        try database.cachedStatement(sql).forEach(arguments + types.map(\.rawValue)) { row in
            guard let index = windows.index(containing: row.int64(0)) else { return }
            if let stored = ActivityStore.load(row, at: 5) {
                loads[index] += stored.value
            } else if let typeName = row.string(2), let type = ActivityType(rawValue: typeName) {
                let activity = Activity(
                    start: LocalInstant(secondsSince1970: row.int64(0), utcOffset: row.int(1)), type: type, distance: 0,
                    duration: row.double(3), effort: row.isNull(4) ? nil : row.int(4))
                loads[index] += activity.trainingLoad().value
            }
        }
        return loads
    }

    /// The start (Unix seconds) of the earliest activity of `types` (any when empty), `nil` for none.
    /// - Throws: `DatabaseError`.
    public func firstStart(types: [ActivityType] = []) throws -> Int64? {
        let filter = types.isEmpty ? "" : " WHERE type IN (\(Array(repeating: "?", count: types.count).joinedText(separator: ", ")))"
        return try database.fetchOne("SELECT start_utc FROM activities\(filter) ORDER BY start_utc LIMIT 1", types.map(\.rawValue)) { $0.int64(0) }
    }

    private static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
