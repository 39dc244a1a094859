import Foundation
import Testing
import TrackerCore
import TrackerMigrations
import TrackerRandom
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// The kept hour, quarter-day and day totals (`activity_buckets`) against the row-by-row scan
/// they replace, through inserts, edits and deletes, in zones whose midnights fall on any hour,
/// on half hours and on quarter hours.
@Suite struct BucketTotalsStoreTests {
    static let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Lord_Howe", "Pacific/Chatham"]
    static let day: Int64 = 86_400

    // MARK: - Pieces

    /// The pieces of a range cover it exactly once, in order, each bucket piece on its size's
    /// boundaries, and rows only where no hour fits.
    @Test(arguments: 0..<8)
    func piecesCoverTheRangeExactlyOnce(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &* 31 &+ 5)
        for _ in 0..<500 {
            let lower = Int64.random(in: -3 * 365 * Self.day...(3 * 365 * Self.day), using: &random)
            let upper = lower + Int64.random(in: 0...(40 * Self.day), using: &random)
            var covered = lower
            for piece in BucketTotalsStore.pieces(of: lower..<upper) {
                switch piece {
                case let .buckets(size, from, until):
                    #expect(from * size == covered && from < until)
                    covered = until * size
                case let .rows(from, until):
                    #expect(from == covered && from < until && until - from < 2 * 3_600)
                    covered = until
                }
            }
            #expect(covered == upper)
        }
        #expect(BucketTotalsStore.bucket(-1, size: 3_600) == -1)
        #expect(BucketTotalsStore.bucket(-3_600, size: 3_600) == -1)
        #expect(BucketTotalsStore.bucket(-3_601, size: 3_600) == -2)
        // A local day on a whole hour is whole quarters and hours; a UTC day is one bucket.
        #expect(BucketTotalsStore.pieces(of: 0..<Self.day) == [.buckets(size: 86_400, from: 0, until: 1)])
        #expect(BucketTotalsStore.pieces(of: -3_600..<(Self.day - 3_600)) == [
            .buckets(size: 3_600, from: -1, until: 0), .buckets(size: 21_600, from: 0, until: 3), .buckets(size: 3_600, from: 18, until: 23),
        ])
    }

    // MARK: - Against the scan

    /// A random history, then random edits and deletes: after each step the kept table is the
    /// recount of the activities to the bit, and the totals of the months and days of the year
    /// (and of random ranges) equal the row-by-row scan's.
    @Test(arguments: 0..<14)
    func keptTotalsEqualTheScanThroughEditsAndDeletes(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 104_729 &+ 11)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        let zone = try #require(Zone(identifier: Self.zones[seed % Self.zones.count]))
        let asOfSeconds = Int64.random(in: 1_577_836_800...1_830_000_000, using: &random)
        let asOf = AsOf(Date(timeIntervalSince1970: TimeInterval(asOfSeconds)), timeZone: zone)
        let year = asOf.lastDay.year - Int.random(in: 0...1, using: &random)
        let months = PeriodWindows.months(of: year, asOf: asOf)
        let days = PeriodWindows.days(of: year, asOf: asOf)
        var starts = (0..<Int.random(in: 50...300, using: &random)).map { _ in
            Int64.random(in: (months.boundaries[0] - 30 * Self.day)...(asOfSeconds + 10 * Self.day), using: &random)
        }
        for boundary in months.boundaries { starts += [boundary, boundary - 1, boundary + 1] }
        for _ in 0..<20 {
            let boundary = days.boundaries.randomElement(using: &random) ?? 0
            starts += [boundary, boundary - 1, boundary - 1_800]
        }
        starts += [asOfSeconds, asOfSeconds - 1]
        func activity(at start: Int64, id: Int64? = nil) -> Activity {
            Activity(
                id: id, start: LocalInstant(secondsSince1970: start, utcOffset: zone.secondsFromGMT(at: start)),
                type: [ActivityType.run, .ride, .swim, .hike].randomElement(using: &random) ?? .run,
                distance: Double(Int.random(in: 0...60_000, using: &random)) / 2,
                duration: Double(Int.random(in: 1...20_000, using: &random)),
                elevationGain: Double(Int.random(in: 0...1_500, using: &random)))
        }
        var ids = try database.inTransaction { try starts.map { try store.insert(activity(at: $0), createdAt: 0).id ?? 0 } }
        try expectInStep(database, months: months, days: days, asOf: asOfSeconds, random: &random)
        for _ in 0..<3 {
            for _ in 0..<Int.random(in: 5...40, using: &random) {
                guard let id = ids.randomElement(using: &random) else { break }
                if Bool.random(using: &random) {
                    try store.delete(id: id)
                    ids.removeAll { $0 == id }
                } else {
                    // Moved anywhere in the year, or kept in place with other values.
                    let old = try #require(try store.fetch(id: id))
                    let start = Bool.random(using: &random)
                        ? Int64.random(in: months.boundaries[0]...asOfSeconds, using: &random) : old.start.secondsSince1970
                    _ = try store.update(activity(at: start, id: id))
                }
            }
            try expectInStep(database, months: months, days: days, asOf: asOfSeconds, random: &random)
        }
        let kept = try DerivedSnapshot(database).buckets
        _ = try ActivityWriter(database: database).rebuild()
        #expect(try DerivedSnapshot(database).buckets == kept)
    }

    private func expectInStep(_ database: Database, months: PeriodWindows, days: PeriodWindows, asOf: Int64, random: inout SeededRandom) throws {
        #expect(try Self.kept(database) == Self.recounted(database))
        #expect(try BucketTotalsStore(database: database).problems().isEmpty)
        let calendar = CalendarTotalsStore(database: database)
        var arbitrary: [Range<Int64>] = []
        for _ in 0..<30 {
            let lower = Int64.random(in: (months.boundaries[0] - 10 * Self.day)...asOf, using: &random)
            arbitrary.append(lower..<(lower + Int64.random(in: 0...(20 * Self.day), using: &random)))
        }
        for ranges in [PeriodReport.ranges(months), PeriodReport.ranges(days), arbitrary] {
            for types in [[], [ActivityType.ride], [.run, .hike]] {
                #expect(try calendar.totals(ranges, types: types) == calendar.scannedTotals(ranges, types: types))
            }
        }
    }

    /// The kept rows, each REAL as its bits.
    static func kept(_ database: Database) throws -> [String] {
        try DerivedSnapshot(database).buckets
    }

    /// The activities added up by bucket, as migration 0025 adds them.
    static func recounted(_ database: Database) throws -> [String] {
        func bits(_ row: Row, _ index: Int) -> String { String(row.double(index).bitPattern, radix: 16) }
        return try database.fetch("SELECT * FROM (\(BucketTotalsStore.recountSQL)) ORDER BY 1, 2, 3") {
            "\($0.int64(0)) \($0.int64(1)) \($0.string(2) ?? "") \($0.int(3)) \(bits($0, 4)) \(bits($0, 5)) \(bits($0, 6)) \(bits($0, 7))"
        }
    }

    /// Distances with any fraction: the sums are grouped otherwise than the scan's, so they may
    /// differ in their last bits; counts and longest distances never do.
    @Test(arguments: 0..<4)
    func anyFractionAgreesWithinRounding(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 77)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let zone = try #require(Zone(identifier: Self.zones[(seed + 1) % Self.zones.count]))
        let asOf = AsOf(Date(timeIntervalSince1970: 1_795_942_800), timeZone: zone)
        try database.inTransaction {
            for _ in 0..<600 {
                let start = Int64.random(in: 1_760_000_000...1_795_942_800, using: &random)
                _ = try ActivityStore(database: database).insert(Activity(
                    start: LocalInstant(secondsSince1970: start, utcOffset: zone.secondsFromGMT(at: start)),
                    distance: Double.random(in: 0...40_000, using: &random), duration: Double.random(in: 1...9_000, using: &random),
                    elevationGain: Double.random(in: 0...900, using: &random)), createdAt: 0)
            }
        }
        let store = CalendarTotalsStore(database: database)
        let ranges = PeriodReport.ranges(PeriodWindows.days(of: 2026, asOf: asOf))
        for (kept, scanned) in zip(try store.totals(ranges), try store.scannedTotals(ranges)) {
            #expect(kept.activities == scanned.activities && kept.longest == scanned.longest)
            #expect(abs(kept.distance - scanned.distance) <= 1e-9 * max(1, scanned.distance))
            #expect(abs(kept.duration - scanned.duration) <= 1e-9 * max(1, scanned.duration))
        }
        #expect(try BucketTotalsStore(database: database).problems().isEmpty)
    }

    // MARK: - Migration and doctor

    /// Migration 0025 fills the table for a database written before it, as the writer would have.
    @Test func theMigrationFillsTheBucketsOfAnOlderDatabase() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.db")
        var random = SeededRandom(seed: 9)
        do {
            let old = try Database(path: path, migrations: Migrations.all.filter { $0.version <= 23 })
            for _ in 0..<200 {
                // Before 1970 too, where the floor of a negative start matters.
                let start = Int64.random(in: -200_000...1_800_000_000, using: &random)
                try old.execute(
                    "INSERT INTO activities (start_utc, utc_offset, type, distance_m, duration_s, elevation_m, created_utc) VALUES (?, 0, ?, ?, ?, ?, 0)",
                    [start, ["run", "ride"].randomElement(using: &random) ?? "run", Double(Int.random(in: 0...9_999, using: &random)) / 4,
                     Double(Int.random(in: 1...9_999, using: &random)), Double(Int.random(in: 0...99, using: &random))])
            }
        }
        let database = try Database(path: path)
        #expect(try database.fetchInt("SELECT count(*) FROM activity_buckets") ?? 0 > 200)
        #expect(try Self.kept(database) == Self.recounted(database))
        let snapshot = try DerivedSnapshot(database).buckets
        _ = try ActivityWriter(database: database).rebuild()
        #expect(try DerivedSnapshot(database).buckets == snapshot)
    }

    /// `doctor`'s check finds a bucket changed, one removed and one left over.
    @Test func problemsNameWhatIsOutOfStep() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        for start in [1_790_000_000 as Int64, 1_790_100_000, 1_790_200_000] {
            _ = try ActivityStore(database: database).insert(
                Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: .ride, distance: 1_000, duration: 60), createdAt: 0)
        }
        let store = BucketTotalsStore(database: database)
        #expect(try store.problems().isEmpty)
        try database.execute("UPDATE activity_buckets SET distance_m = distance_m + 1 WHERE size = 3600 AND bucket = 1790000000 / 3600")
        #expect(try store.problems() == ["1 kept bucket with other totals than the activities"])
        try database.execute("DELETE FROM activity_buckets WHERE size = 86400")
        try database.execute("INSERT INTO activity_buckets VALUES (3600, 1, 'run', 1, 0, 0, 0, 0)")
        #expect(try store.problems() == ["3 buckets of activities not kept", "1 kept bucket without activities", "1 kept bucket with other totals than the activities"])
    }

    /// A month and a day read kept rows by the table's key, never every activity of the range.
    @Test func theStatementSearchesTheKeptTableByItsKey() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let plan = try database.fetch(
            """
            EXPLAIN QUERY PLAN WITH pieces(k, size, lo, hi) AS (VALUES (?, ?, ?, ?), (?, ?, ?, ?))
            SELECT p.k, sum(b.activities), total(b.distance_m) FROM pieces AS p CROSS JOIN activity_buckets AS b
            ON b.size = p.size AND b.bucket >= p.lo AND b.bucket < p.hi AND b.type IN (?) GROUP BY p.k
            """, [0, 86_400, 0, 10, 1, 3_600, 5, 9, "run"]) { $0.string(3) ?? "" }
        #expect(plan.contains { $0.hasPrefix("SEARCH b USING PRIMARY KEY (size=? AND bucket>? AND bucket<?)") }, "\(plan)")
    }
}
