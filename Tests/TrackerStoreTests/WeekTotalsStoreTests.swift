import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct WeekTotalsStoreTests {
    static let zones = ["UTC", "Europe/Lisbon", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham"]
    static let week: Int64 = 604_800

    /// A random history around a random as-of instant: activities spread over the windows and
    /// beyond both ends, plus activities exactly on every boundary, one second before it, at
    /// the as-of instant and after it; moods on random days; random modes, zones and type filters.
    @Test(arguments: 0..<24)
    func sqlAgreesWithTheSwiftReference(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 17)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let zone = try #require(Zone(identifier: Self.zones[seed % Self.zones.count]))
        // As-of instants from 2020 to 2027, covering DST changes and year ends in every zone.
        let asOf = Int64.random(in: 1_577_836_800...1_830_000_000, using: &random)
        let mode: WindowMode = seed % 2 == 0 ? .rolling : .calendar
        let weekStart: WeekStart = seed % 4 < 2 ? .monday : .sunday
        let count = Int.random(in: 1...20, using: &random)
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: TimeInterval(asOf)), timeZone: zone), mode: mode, weekStart: weekStart, count: count)

        var starts: [Int64] = []
        for _ in 0..<Int.random(in: 0...150, using: &random) {
            starts.append(Int64.random(in: (windows.start(0) - 2 * Self.week)...(asOf + 2 * Self.week), using: &random))
        }
        for boundary in windows.boundaries {
            starts += [boundary, boundary - 1, boundary + 1]
        }
        starts += [asOf, asOf - 1, asOf + 1]
        // Leave some windows empty: drop everything in a random window now and then.
        let emptied = Int.random(in: 0..<count, using: &random)
        starts.removeAll { windows.index(containing: $0) == emptied && seed % 3 == 0 }

        let activities = try database.inTransaction {
            try starts.map { start -> Activity in
                let activity = Activity(
                    start: LocalInstant(secondsSince1970: start, utcOffset: zone.secondsFromGMT(at: start)),
                    type: ActivityType.allCases.randomElement(using: &random) ?? .run,
                    // Whole and half units add up exactly in any order, so sums compare with ==.
                    distance: Double(Int.random(in: 0...60_000, using: &random)) / 2,
                    duration: Double(Int.random(in: 1...20_000, using: &random)),
                    elevationGain: Double(Int.random(in: 0...1_500, using: &random)))
                return try ActivityStore(database: database).insert(activity, createdAt: 0)
            }
        }
        var moods: [Mood] = []
        let firstDay = windows.localDay(windows.start(0)).adding(days: -3)
        let lastDay = windows.localDay(asOf).adding(days: 3)
        var day = firstDay
        while day <= lastDay {
            if Int.random(in: 0..<3, using: &random) > 0, let level = MoodLevel.allCases.randomElement(using: &random) {
                let mood = Mood(day: day, level: level)
                try MoodStore(database: database).upsert(mood, updatedAt: 0)
                moods.append(mood)
            }
            day = day.adding(days: 1)
        }
        let types = seed % 5 == 0 ? [ActivityType.run, .hike] : seed % 7 == 0 ? [.ride] : []

        let fromSQL = try WeekTotalsStore(database: database).totals(windows, types: types, breakdown: Array(0..<count))
        let reference = WeekBucketing.totals(activities: activities, moods: moods, windows: windows, types: types)
        #expect(fromSQL == reference)
        // Every window is present, even the empty ones, and the as-of instant counts in none.
        #expect(fromSQL.count == count)
        let counted = activities.filter { (types.isEmpty || types.contains($0.type)) && windows.index(containing: $0.start.secondsSince1970) != nil }
        #expect(fromSQL.reduce(0) { $0 + $1.activities } == counted.count)
    }

    @Test func theWindowQueryReadsOnlyTheCoveringIndex() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: 1_800_000_000), timeZone: .utc), mode: .rolling, count: 12)
        _ = try WeekTotalsStore(database: database).totals(windows)
        var arguments: [SQLBindable] = []
        for index in 0..<12 { arguments += [index, windows.start(index), windows.countedEnd(index)] }
        let values = Array(repeating: "(?, ?, ?)", count: 12).joined(separator: ", ")
        let plan = try database.fetch(
            """
            EXPLAIN QUERY PLAN WITH windows(k, lo, hi) AS (VALUES \(values))
            SELECT w.k, count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m)
            FROM windows AS w CROSS JOIN activities AS a ON a.start_utc >= w.lo AND a.start_utc < w.hi
            GROUP BY w.k
            """, arguments) { $0.string(3) ?? "" }
        #expect(plan.contains { $0.hasPrefix("SEARCH a USING COVERING INDEX activities_by_start_covering (start_utc>? AND start_utc<?)") })
        // The split by family, over the selected window, reads the same index and never the table.
        let split = try database.fetch(
            """
            EXPLAIN QUERY PLAN WITH windows(k, lo, hi) AS (VALUES (?, ?, ?))
            SELECT w.k, a.type, count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m)
            FROM windows AS w CROSS JOIN activities AS a ON a.start_utc >= w.lo AND a.start_utc < w.hi
            GROUP BY w.k, a.type
            """, [11, windows.start(11), windows.countedEnd(11)]) { $0.string(3) ?? "" }
        #expect(split.contains { $0.hasPrefix("SEARCH a USING COVERING INDEX activities_by_start_covering (start_utc>? AND start_utc<?)") })
        #expect(!split.contains { $0.hasPrefix("SCAN a") })
    }

    @Test func weeklyGoalsRoundTripInSIUnits() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let settings = SettingsStore(database: database)
        #expect(try settings.weeklyGoals().isEmpty)
        try settings.setWeeklyGoals(WeeklyGoals(distance: 50_000, duration: 16_200.5))
        #expect(try settings.weeklyGoals() == WeeklyGoals(distance: 50_000, duration: 16_200.5))
        #expect(try settings.value(for: SettingsStore.GoalKey.distance) == "50000")
        try settings.setWeeklyGoals(WeeklyGoals(elevation: 800))
        #expect(try settings.weeklyGoals() == WeeklyGoals(elevation: 800))
        try settings.set("not a number", for: SettingsStore.GoalKey.distance)
        #expect(try settings.weeklyGoals().distance == nil)
    }

    @Test func eachFamilysGoalsAreKeptUnderTheirOwnKeys() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let settings = SettingsStore(database: database)
        try settings.setWeeklyGoals(WeeklyGoals(distance: 100_000))
        try settings.setWeeklyGoals(WeeklyGoals(distance: 40_000, duration: 14_400), for: .run)
        try settings.setWeeklyGoals(WeeklyGoals(elevation: 1_000), for: .ride)
        #expect(try settings.value(for: "goal.run.distance_m") == "40000")
        #expect(try settings.value(for: "goal.ride.elevation_m") == "1000")
        #expect(try settings.value(for: "goal.distance_m") == "100000")
        let goals = try settings.sportGoals()
        #expect(goals.all == WeeklyGoals(distance: 100_000))
        #expect(goals.goals(for: .run) == WeeklyGoals(distance: 40_000, duration: 14_400))
        #expect(goals.familiesWithGoals == [.run, .ride])
        // Clearing one family's goals leaves the rest.
        try settings.setWeeklyGoals(WeeklyGoals(), for: .run)
        #expect(try settings.sportGoals() == SportGoals(all: WeeklyGoals(distance: 100_000), families: [.ride: WeeklyGoals(elevation: 1_000)]))
        // A value that is not a positive number reads as unset, as for the all-sport goals.
        try settings.set("-5", for: "goal.swim.distance_m")
        #expect(try settings.sportGoals().families[.swim] == nil)
        try settings.setSportGoals(SportGoals())
        #expect(try settings.all().filter { $0.key.hasPrefix("goal.") }.isEmpty)
    }
}
