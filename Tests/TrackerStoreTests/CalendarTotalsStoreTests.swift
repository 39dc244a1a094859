import Foundation
import Testing
import TrackerCore
import TrackerTime
import TrackerStore
import TrackerRandom
import TrackerTestSupport

@Suite struct CalendarTotalsStoreTests {
    static let zones = ["UTC", "Europe/Lisbon", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham"]
    static let day: Int64 = 86_400

    /// A random history over a random year and as-of moment, with activities on every period
    /// boundary, a second either side of it and at the as-of instant: the SQL totals of the months
    /// and days of the year, and of the years, agree with the one-at-a-time reference.
    @Test(arguments: 0..<18)
    func sqlAgreesWithTheSwiftReference(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 3)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let zone = try #require(Zone(identifier: Self.zones[seed % Self.zones.count]))
        let asOfSeconds = Int64.random(in: 1_577_836_800...1_830_000_000, using: &random)
        let asOf = AsOf(Date(timeIntervalSince1970: TimeInterval(asOfSeconds)), timeZone: zone)
        // The as-of year, or one of the two before it (then every month is whole).
        let year = asOf.lastDay.year - Int.random(in: 0...2, using: &random)
        let months = PeriodWindows.months(of: year, asOf: asOf)
        let days = PeriodWindows.days(of: year, asOf: asOf)

        var starts: [Int64] = []
        for _ in 0..<Int.random(in: 0...200, using: &random) {
            starts.append(Int64.random(in: (months.boundaries[0] - 400 * Self.day)...(asOfSeconds + 40 * Self.day), using: &random))
        }
        for boundary in months.boundaries { starts += [boundary, boundary - 1, boundary + 1] }
        for _ in 0..<10 {
            let boundary = days.boundaries.randomElement(using: &random) ?? 0
            starts += [boundary, boundary - 1]
        }
        starts += [asOfSeconds, asOfSeconds - 1, asOfSeconds + 1]
        let activities = try database.inTransaction {
            try starts.map { start -> Activity in
                let activity = Activity(
                    start: LocalInstant(secondsSince1970: start, utcOffset: zone.secondsFromGMT(at: start)),
                    type: ActivityType.allCases.randomElement(using: &random) ?? .run,
                    distance: Double(Int.random(in: 0...60_000, using: &random)) / 2,
                    duration: Double(Int.random(in: 1...20_000, using: &random)),
                    elevationGain: Double(Int.random(in: 0...1_500, using: &random)))
                return try ActivityStore(database: database).insert(activity, createdAt: 0)
            }
        }
        let types = seed % 4 == 0 ? [ActivityType.run, .hike] : seed % 5 == 0 ? [.ride] : []
        let store = CalendarTotalsStore(database: database)

        for windows in [months, days] {
            let ranges = PeriodReport.ranges(windows)
            #expect(try store.totals(ranges, types: types) == PeriodBucketing.totals(activities: activities, ranges: ranges, types: types))
        }
        let loads = try store.loads(days, types: types)
        let reference = PeriodBucketing.loads(activities: activities, windows: days, types: types)
        #expect(loads.count == reference.count)
        #expect(zip(loads, reference).allSatisfy { abs($0 - $1) < 1e-6 })

        let report = try PeriodReport.years(from: database, types: types, asOf: asOf)
        let counted = activities.filter { (types.isEmpty || types.contains($0.type)) && $0.start.secondsSince1970 < asOfSeconds }
        #expect(report.total.activities == counted.count)
        #expect(report.lines.last?.label == String(asOf.lastDay.year))
    }

    /// Every boundary is local midnight of the first day of its period, in zones with clock changes.
    @Test(arguments: zones)
    func periodsStartAtLocalMidnight(zoneName: String) throws {
        let zone = try #require(Zone(identifier: zoneName))
        let asOf = AsOf(Date(timeIntervalSince1970: 1_800_000_000), timeZone: zone)
        for windows in [PeriodWindows.months(of: 2026, asOf: asOf), PeriodWindows.days(of: 2024, asOf: asOf)] {
            for (index, boundary) in windows.boundaries.enumerated() {
                #expect(LocalDay(date: Date(timeIntervalSince1970: TimeInterval(boundary)), timeZone: zone) == windows.firstDays[index])
                #expect(LocalDay(date: Date(timeIntervalSince1970: TimeInterval(boundary - 1)), timeZone: zone) == windows.firstDays[index].adding(days: -1))
            }
        }
        #expect(PeriodWindows.days(of: 2024, asOf: asOf).count == 366)
        #expect(PeriodWindows.months(of: 2026, asOf: asOf).count == 13)
    }

    /// A month half gone is compared with the same length of time into the month before.
    @Test func thePartialMonthIsComparedWithTheSameTimeIntoTheOneBefore() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        // 2026-11-15T12:00Z: a ride of 10 km on 5 October and one of 30 km on 25 October, 20 km on 3 November.
        let asOf = AsOf(Date(timeIntervalSince1970: 1_794_744_000), timeZone: .utc)
        for (start, meters) in [(1_791_158_400 as Int64, 10_000.0), (1_792_886_400, 30_000), (1_793_664_000, 20_000)] {
            _ = try ActivityStore(database: database).insert(
                Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: .ride, distance: meters, duration: 3600), createdAt: 0)
        }
        let report = try PeriodReport.months(of: 2026, from: database, types: [], asOf: asOf)
        #expect(report.lines.map(\.label) == (1...11).map { String(format: "2026-%02d", $0) })
        let november = try #require(report.lines.last)
        #expect(november.isPartial)
        #expect(november.previous?.distance == 10_000)
        #expect(november.change(of: .distance) == 1)
        let october = report.lines[9]
        #expect(october.totals.distance == 40_000)
        #expect(october.change(of: .distance) == nil)
    }

    @Test func theStatementReadsOnlyTheCoveringIndex() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let plan = try database.fetch(
            """
            EXPLAIN QUERY PLAN WITH windows(k, lo, hi) AS (VALUES (?, ?, ?), (?, ?, ?))
            SELECT w.k, count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m)
            FROM windows AS w CROSS JOIN activities AS a ON a.start_utc >= w.lo AND a.start_utc < w.hi AND a.type IN (?)
            GROUP BY w.k
            """, [0, 0, 10, 1, 10, 20, "run"]) { $0.string(3) ?? "" }
        #expect(plan.contains { $0.hasPrefix("SEARCH a USING COVERING INDEX activities_by_start_covering") })
    }
}
