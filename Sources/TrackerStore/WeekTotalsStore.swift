#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// The aggregate queries behind the weekly views. SQLite buckets and sums; Swift only
/// fills the windows that have no rows.
public struct WeekTotalsStore {
    public let database: Database
    /// Only the activities done with this gear (`weeks --gear`), when set.
    public let gearID: Int64?

    public init(database: Database, gearID: Int64? = nil) {
        self.database = database
        self.gearID = gearID
    }

    /// Totals of every window of `windows`, oldest first, of the activities of `types`
    /// (all when empty), with the mean mood of the days each window's label names (up to today).
    ///
    /// Each window is one range scan of the covering start-time index (migration 0004), reading
    /// no table rows, so the cost follows the rows inside the span, not the length of the
    /// history. The windows of `breakdown` (indices, oldest first) also get their totals per
    /// family: they are scanned by a second statement grouped by type instead of the first, so no
    /// activity is read twice, and their totals are the sum of their types'.
    /// - Throws: `DatabaseError`.
    public func totals(_ windows: WeekWindows, types: [ActivityType] = [], breakdown: [Int] = []) throws -> [WeekTotals] {
        var weeks = (0..<windows.count).map { WeekTotals(start: windows.date($0), end: windows.date($0 + 1)) }
        let split = Set(breakdown.filter { weeks.indices.contains($0) })
        try addTotals(to: &weeks, windows, indices: (0..<windows.count).filter { !split.contains($0) }, types: types)
        try addFamilies(to: &weeks, windows, indices: split.sorted(), types: types)
        for (index, average) in try moodAverages(windows).enumerated() {
            weeks[index].moodAverage = average
        }
        return weeks
    }

    /// The `WITH windows(k, lo, hi)` rows of `indices` and their arguments, ahead of the type filter's.
    private func windowArguments(_ windows: WeekWindows, indices: [Int], types: [ActivityType]) -> [SQLBindable] {
        var arguments: [SQLBindable] = []
        for index in indices {
            arguments += [index, windows.start(index), windows.countedEnd(index)]
        }
        return arguments + types.map(\.rawValue) + (gearID.map { [$0] } ?? [])
    }

    /// Fills the totals of the weeks at `indices` from one statement.
    private func addTotals(to weeks: inout [WeekTotals], _ windows: WeekWindows, indices: [Int], types: [ActivityType]) throws {
        guard !indices.isEmpty else { return }
        try Self.addTotals(
            to: &weeks, rangeCount: indices.count, arguments: windowArguments(windows, indices: indices, types: types),
            types: types, gear: gearID != nil, database: database)
    }

    /// Fills `totals[k]` with the totals of the k-th range [lo, hi) that `arguments` bind as
    /// (k, lo, hi) triples, followed by the names of `types`: the one statement of the weekly views
    /// and the calendar periods alike.
    static func addTotals(
        to totals: inout [WeekTotals], rangeCount: Int, arguments: [SQLBindable], types: [ActivityType], gear: Bool = false,
        database: Database
    ) throws {
        // CROSS JOIN keeps the windows as the outer loop: one index range scan per window.
        let sql = """
            WITH windows(k, lo, hi) AS (VALUES \(placeholders(rows: rangeCount, columns: 3)))
            SELECT w.k, count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m)
            FROM windows AS w CROSS JOIN activities AS a ON a.start_utc >= w.lo AND a.start_utc < w.hi\(typeFilter(types))\(gear ? gearFilter : "")
            GROUP BY w.k
            """
        try database.cachedStatement(sql).forEach(arguments) { row in
            let index = row.int(0)
            guard totals.indices.contains(index) else { return }
            totals[index].activities = row.int(1)
            totals[index].distance = row.double(2)
            totals[index].duration = row.double(3)
            totals[index].elevation = row.double(4)
            totals[index].longest = row.double(5)
        }
    }

    /// Fills the totals and `families` of the weeks at `indices`: the same scan grouped by window
    /// and type (both in the covering index), each type's totals added to its family's and to the week's.
    private func addFamilies(to weeks: inout [WeekTotals], _ windows: WeekWindows, indices: [Int], types: [ActivityType]) throws {
        guard !indices.isEmpty else { return }
        let sql = """
            WITH windows(k, lo, hi) AS (VALUES \(Self.placeholders(rows: indices.count, columns: 3)))
            SELECT w.k, a.type, count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m)
            FROM windows AS w CROSS JOIN activities AS a ON a.start_utc >= w.lo AND a.start_utc < w.hi\(Self.typeFilter(types))\(gearID != nil ? Self.gearFilter : "")
            GROUP BY w.k, a.type
            """
        try database.cachedStatement(sql).forEach(windowArguments(windows, indices: indices, types: types)) { row in
            let index = row.int(0)
            guard weeks.indices.contains(index) else { return }
            let line = FamilyTotals(
                family: ActivityType(storedName: row.string(1) ?? "")?.family ?? .other, activities: row.int(2),
                distance: row.double(3), duration: row.double(4), elevation: row.double(5))
            FamilyTotals.add(line, to: &weeks[index].families)
            weeks[index].activities += line.activities
            weeks[index].distance += line.distance
            weeks[index].duration += line.duration
            weeks[index].elevation += line.elevation
            weeks[index].longest = max(weeks[index].longest, row.double(6))
        }
    }

    /// The mean mood per window (the days its label names, up to today), `nil` where none is recorded.
    public func moodAverages(_ windows: WeekWindows) throws -> [Double?] {
        var averages = [Double?](repeating: nil, count: windows.count)
        // Each window's index and days, straight into the arguments.
        var arguments: [SQLBindable] = []
        for index in 0..<windows.count {
            if let days = windows.moodDays(index) { arguments += [index, days.lowerBound.iso, days.upperBound.iso] as [SQLBindable] }
        }
        guard !arguments.isEmpty else { return averages }
        let sql = """
            WITH windows(k, first_day, last_day) AS (VALUES \(Self.placeholders(rows: arguments.count / 3, columns: 3)))
            SELECT w.k, avg(m.level)
            FROM windows AS w CROSS JOIN moods AS m ON m.day >= w.first_day AND m.day <= w.last_day
            GROUP BY w.k
            """
        try database.cachedStatement(sql).forEach(arguments) { row in
            let index = row.int(0)
            if averages.indices.contains(index) { averages[index] = row.double(1) }
        }
        return averages
    }

    /// The mean mood of the days in `days` and how many days have one.
    public func moodAverage(_ days: ClosedRange<LocalDay>) throws -> (average: Double?, days: Int) {
        let sql = "SELECT avg(level), count(*) FROM moods WHERE day >= ? AND day <= ?"
        return try database.fetchOne(sql, [days.lowerBound.iso, days.upperBound.iso]) { row in
            (row.isNull(0) ? nil : row.double(0), row.int(1))
        } ?? (nil, 0)
    }

    // MARK: - SQL text

    /// `(?, ?, ?), (?, ?, ?)`.
    static func placeholders(rows: Int, columns: Int) -> String {
        let row = "(" + Array(repeating: "?", count: max(0, columns)).joinedText(separator: ", ") + ")"
        return Array(repeating: row, count: max(0, rows)).joinedText(separator: ", ")
    }

    /// The gear filter, bound after the types.
    static let gearFilter = " AND a.gear_id = ?"

    /// ` AND a.type IN (?, ?)` or nothing.
    static func typeFilter(_ types: [ActivityType]) -> String {
        types.isEmpty ? "" : " AND a.type IN (\(Array(repeating: "?", count: types.count).joinedText(separator: ", ")))"
    }
}
