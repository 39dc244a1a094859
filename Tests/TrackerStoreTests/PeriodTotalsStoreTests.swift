import Foundation
import Testing
import TrackerCore
import TrackerMigrations
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct PeriodTotalsStoreTests {
    static let week: Int64 = 604_800
    static let span: Int64 = 1 << PeriodTotalsStore.spanShift

    /// A random history of several years, written, edited and deleted through `ActivityStore`,
    /// against a brute-force count of what is left: the kept spans, the totals of random periods
    /// (open or not, ending inside a span or on its edge), all time with its longest activity,
    /// and the streak weeks.
    @Test(arguments: 0..<24)
    func keptSpansAgreeWithABruteForceCount(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 6271 &+ 5)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        let asOf = Int64.random(in: 1_600_000_000...1_830_000_000, using: &random)
        let years = Int64.random(in: 1...6, using: &random)
        var starts = (0..<Int.random(in: 0...300, using: &random)).map { _ in
            Int64.random(in: (asOf - years * 365 * 86_400)...(asOf + 3 * Self.week), using: &random)
        }
        // On span edges, a second either side, and on the as-of instant.
        let edge = (asOf >> PeriodTotalsStore.spanShift) << PeriodTotalsStore.spanShift
        starts += [edge, edge - 1, edge + 1, edge - Self.span, edge - Self.span - 1, asOf, asOf - 1]
        func randomActivity(start: Int64) -> Activity {
            Activity(
                start: LocalInstant(secondsSince1970: start, utcOffset: 0),
                type: [ActivityType.run, .ride, .hike, .swim].randomElement(using: &random) ?? .run,
                // Whole and half units add up exactly in any order, so sums compare with ==; few
                // values, so the longest distance is often tied.
                distance: Double(Int.random(in: 0...40, using: &random)) * 250 / 2,
                duration: Double(Int.random(in: 1...20_000, using: &random)),
                elevationGain: Double(Int.random(in: 0...1_500, using: &random)))
        }
        var activities: [Int64: Activity] = [:]
        try database.inTransaction {
            for start in starts {
                let stored = try store.insert(randomActivity(start: start), createdAt: 0)
                if let id = stored.id { activities[id] = stored }
            }
        }
        // Deletions and edits: the longest ones first, so spans lose their longest distance.
        let byLength = activities.values.sorted { ($0.distance, $0.id ?? 0) > ($1.distance, $1.id ?? 0) }
        for activity in byLength.prefix(Int.random(in: 0...8, using: &random)) {
            guard let id = activity.id else { continue }
            if Bool.random(using: &random) {
                try store.delete(id: id)
                activities[id] = nil
            } else {
                var edited = randomActivity(start: activity.start.secondsSince1970 + Int64.random(in: -Self.span...Self.span, using: &random))
                edited.id = id
                try store.update(edited)
                activities[id] = try store.fetch(id: id)
            }
        }

        // The kept spans are what a fresh count gives.
        let kept = try database.fetch("SELECT span, type, activities, distance_m, duration_s, elevation_m, longest_m FROM activity_spans ORDER BY span, type") {
            "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.double(3)) \($0.double(4)) \($0.double(5)) \($0.double(6))"
        }
        let counted = try database.fetch(
            """
            SELECT start_utc >> 21, type, count(*), total(distance_m), total(duration_s), total(elevation_m), max(distance_m)
            FROM activities GROUP BY 1, 2 ORDER BY 1, 2
            """) { "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.double(3)) \($0.double(4)) \($0.double(5)) \($0.double(6))" }
        #expect(kept == counted)

        let types = seed % 4 == 0 ? [ActivityType.run, .hike] : seed % 4 == 1 ? [.swim] : []
        let periods = PeriodTotalsStore(database: database)
        func chosen(_ activity: Activity, from: Int64?, until: Int64) -> Bool {
            let start = activity.start.secondsSince1970
            return (types.isEmpty || types.contains(activity.type)) && start >= (from ?? Int64.min) && start < until
        }
        var bounds: [(Int64?, Int64)] = [(nil, asOf), (nil, edge), (edge - Self.span, asOf), (edge - 1, edge + 1)]
        for _ in 0..<6 {
            let until = Int64.random(in: (asOf - years * 365 * 86_400)...(asOf + Self.week), using: &random)
            let from = Int64.random(in: (until - 400 * 86_400)...until, using: &random)
            bounds.append((Bool.random(using: &random) ? nil : from, until))
        }
        for (from, until) in bounds {
            let inside = activities.values.filter { chosen($0, from: from, until: until) }
            let totals = try periods.totals(from: from, until: until, types: types)
            #expect(totals.activities == inside.count)
            #expect(totals.distance == inside.reduce(0) { $0 + $1.distance })
            #expect(totals.duration == inside.reduce(0) { $0 + $1.duration })
            #expect(totals.elevation == inside.reduce(0) { $0 + $1.elevationGain })
            #expect(totals.longest == inside.map(\.distance).max() ?? 0)
            let start = from ?? inside.map(\.start.secondsSince1970).min() ?? until
            #expect(totals.start == Date(timeIntervalSince1970: TimeInterval(start)))
            #expect(totals.end == Date(timeIntervalSince1970: TimeInterval(until)))
        }

        let before = activities.values.filter { chosen($0, from: nil, until: asOf) }
        let allTime = try periods.allTime(until: asOf, types: types)
        #expect(allTime.totals.activities == before.count)
        // The longest, and the earliest of those tied with it.
        let longest = before.max { ($0.distance, -$0.start.secondsSince1970, -($0.id ?? 0)) < ($1.distance, -$1.start.secondsSince1970, -($1.id ?? 0)) }
        #expect(allTime.longest == longest)
        let expectedWeeks = Set(before.map { Int((asOf - 1 - $0.start.secondsSince1970) / Self.week) }).sorted()
        #expect(try periods.activeWeeksAgo(asOf: asOf, types: types) == expectedWeeks)
    }

    @Test func summaryQueriesOnAnEmptyDatabase() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = PeriodTotalsStore(database: database)
        let totals = try store.totals(from: nil, until: 1_800_000_000)
        #expect(totals.activities == 0 && totals.distance == 0 && totals.longest == 0)
        #expect(totals.start == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(try store.activeWeeksAgo(asOf: 1_800_000_000).isEmpty)
        #expect(try store.allTime(until: 1_800_000_000).longest == nil)
    }

    @Test func activeWeeksAreCountedBackInWholeSevenDayWindows() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let asOf: Int64 = 1_800_000_000
        for start in [asOf - 1, asOf - Self.week, asOf - Self.week - 1, asOf - 5 * Self.week - 1, asOf - 4 * Self.week, asOf, asOf + 10] {
            try ActivityStore(database: database).insert(Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), distance: 1, duration: 1), createdAt: 0)
        }
        #expect(try PeriodTotalsStore(database: database).activeWeeksAgo(asOf: asOf) == [0, 1, 3, 5])
    }

    @Test func theLongestActivityIsTheEarliestOfATie() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        for (start, distance) in [(3_000, 500.0), (2_000, 900.0), (1_000, 900.0), (4_000, 900.0), (1_000, 900.0)] as [(Int64, Double)] {
            try store.insert(Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), distance: distance, duration: 60), createdAt: 0)
        }
        let allTime = try PeriodTotalsStore(database: database).allTime(until: 3_500)
        #expect(allTime.longest?.id == 3)
        #expect(allTime.totals.activities == 4)
        #expect(allTime.totals.start == Date(timeIntervalSince1970: 1_000))
        #expect(try PeriodTotalsStore(database: database).allTime(until: 999).longest == nil)
    }

    /// Before 1970 a span is still a floor division: the second before the epoch is in span -1.
    @Test func activitiesBeforeTheEpochFallInNegativeSpans() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        for start in [-1, 0, -Self.span, -Self.span - 1] as [Int64] {
            try store.insert(Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), distance: 1_000, duration: 60), createdAt: 0)
        }
        let spans = try database.fetch("SELECT span, activities FROM activity_spans ORDER BY span") { "\($0.int64(0)):\($0.int(1))" }
        #expect(spans == ["-2:1", "-1:2", "0:1"])
        let totals = try PeriodTotalsStore(database: database).totals(from: nil, until: Self.span)
        #expect(totals.activities == 4)
        #expect(totals.start == Date(timeIntervalSince1970: TimeInterval(-Self.span - 1)))
    }

    /// Every statement is a search of an index or of the kept spans: none reads all the rows.
    @Test func everyStatementSearchesAnIndex() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        func plan(_ sql: String, _ arguments: [SQLBindable]) throws -> [String] {
            try database.fetch("EXPLAIN QUERY PLAN " + sql, arguments) { $0.string(3) ?? "" }
        }
        let rows = try plan(
            """
            SELECT count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m), min(a.start_utc)
            FROM activities AS a WHERE a.start_utc >= ? AND a.start_utc < ? AND a.type IN (?)
            """, [0, 1, "run"])
        #expect(rows == ["SEARCH a USING COVERING INDEX activities_by_start_covering (start_utc>? AND start_utc<?)"])
        let spans = try plan(
            """
            SELECT coalesce(sum(s.activities), 0), total(s.distance_m), total(s.duration_s), total(s.elevation_m), max(s.longest_m), min(s.span)
            FROM activity_spans AS s WHERE s.span >= ? AND s.span < ?
            """, [0, 1])
        #expect(spans == ["SEARCH s USING PRIMARY KEY (span>? AND span<?)"])
        let longest = try plan(
            """
            SELECT id FROM activities AS a WHERE a.start_utc >= ? AND a.start_utc < ? AND a.distance_m = ?
            ORDER BY a.start_utc, a.id LIMIT 1
            """, [0, 1, 2.0])
        // Without the single-column start index (migration 0014) the rows of one start are sorted by id
        // among themselves; the range is still searched, never scanned.
        let searches = longest.filter { $0 != "USE TEMP B-TREE FOR RIGHT PART OF ORDER BY" }
        #expect(!searches.isEmpty && searches.allSatisfy { $0.hasPrefix("SEARCH a USING") && $0.contains("(start_utc>? AND start_utc<?)") })
        let probe = try plan("SELECT max(a.start_utc) FROM activities AS a WHERE a.start_utc < ?", [1])
        #expect(probe.allSatisfy { $0.hasPrefix("SEARCH a USING") })
        // Each trigger's statements, too: a deleted longest distance reads its span's range only.
        let recount = try plan(
            """
            SELECT max(a.distance_m) FROM activities AS a
            WHERE a.start_utc >= (? >> 21) << 21 AND a.start_utc < ((? >> 21) + 1) << 21 AND a.type = ?
            """, [0, 0, "run"])
        #expect(recount == ["SEARCH a USING COVERING INDEX activities_by_start_covering (start_utc>? AND start_utc<?)"])
    }

    /// The importer counts the spans of the rows it inserts, a batch at a time; a refused file
    /// leaves neither its rows nor their totals.
    @Test func theImporterKeepsTheSpansOfWhatItInserts() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        func activity(_ index: Int, distance: Double) -> Activity {
            Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(index) * 40_000, utcOffset: 0),
                type: index % 3 == 0 ? .ride : .run, distance: distance, duration: 600, elevationGain: Double(index % 7))
        }
        func spans() throws -> [String] {
            try database.fetch("SELECT span, type, activities, distance_m, duration_s, elevation_m, longest_m FROM activity_spans ORDER BY span, type") {
                "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.double(3)) \($0.double(4)) \($0.double(5)) \($0.double(6))"
            }
        }
        func counted() throws -> [String] {
            try database.fetch(
                """
                SELECT start_utc >> 21, type, count(*), total(distance_m), total(duration_s), total(elevation_m), max(distance_m)
                FROM activities GROUP BY 1, 2 ORDER BY 1, 2
                """) { "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.double(3)) \($0.double(4)) \($0.double(5)) \($0.double(6))" }
        }
        try ActivityStore(database: database).insert(activity(5, distance: 99_000), createdAt: 0)
        let writer = try ImportWriter(database: database, createdAt: 0)
        // Three batches of rows, over about forty spans.
        try writer.writeFile {
            for index in 10..<700 { try writer.add(activity(index, distance: Double(index % 50) * 100), source: "csv", sourceID: nil) }
        }
        #expect(writer.added == 690)
        #expect(try spans() == counted())
        let before = try spans()
        // A negative distance is refused by the schema: the whole file goes, totals included.
        #expect(throws: DatabaseError.self) {
            try writer.writeFile {
                for index in 800..<1_100 { try writer.add(activity(index, distance: index == 1_050 ? -1 : 500), source: "csv", sourceID: nil) }
            }
        }
        #expect(try spans() == before)
        // An activity added after it is counted as well.
        try ActivityStore(database: database).insert(activity(2_000, distance: 1_000), createdAt: 0)
        #expect(try spans() == counted())
    }

    /// A database written before the spans were kept gets them from its rows on upgrade.
    @Test func theMigrationCountsTheStoredActivities() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("old.db")
        let before = Migrations.all.filter { $0.version < 11 }
        do {
            let old = try Database(path: path, migrations: before)
            for (start, type, distance) in [(Int64(1_000), "run", 5_000.0), (2_000, "run", 7_000), (Self.span + 5, "ride", 20_000)] {
                try old.execute(
                    "INSERT INTO activities (start_utc, utc_offset, type, distance_m, duration_s, elevation_m, created_utc) VALUES (?, 0, ?, ?, 600, 10, 0)",
                    [start, type, distance])
            }
        }
        let upgraded = try Database(path: path)
        let spans = try upgraded.fetch("SELECT span, type, activities, distance_m, longest_m FROM activity_spans ORDER BY span") {
            "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.double(3)) \($0.double(4))"
        }
        #expect(spans == ["0 run 2 12000.0 7000.0", "1 ride 1 20000.0 20000.0"])
        #expect(try PeriodTotalsStore(database: upgraded).totals(from: nil, until: 2 * Self.span).distance == 32_000)
    }
}
