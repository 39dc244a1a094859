import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

/// `years` adds up the kept spans (`activity_spans`) as `summary` does; its totals must be the
/// ones the index scan of every row gives, in every zone and on every edge.
@Suite struct YearTotalsFromSpansTests {
    @Test(arguments: 0..<16)
    func yearsFromSpansAgreeWithTheRowByRowTotals(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 3)
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        let zone = try #require(Zone(identifier: ["UTC", "Europe/Berlin", "America/Los_Angeles", "Pacific/Kiritimati", "Asia/Kolkata"][seed % 5]))
        let asOfSeconds = Int64.random(in: 1_700_000_000...1_830_000_000, using: &random)
        let asOf = AsOf(Date(timeIntervalSince1970: TimeInterval(asOfSeconds)), timeZone: zone)
        let years = Int64.random(in: 1...7, using: &random)
        var starts = (0..<Int.random(in: 1...400, using: &random)).map { _ in
            Int64.random(in: (asOfSeconds - years * 366 * 86_400)...(asOfSeconds + 86_400), using: &random)
        }
        // Around the local New Year of each year, and the as-of instant.
        for year in (asOf.lastDay.year - Int(years))...asOf.lastDay.year {
            guard let newYear = LocalDay(year: year, month: 1, day: 1)?.instant(in: zone).timeIntervalSince1970 else { continue }
            starts += [Int64(newYear), Int64(newYear) - 1, Int64(newYear) + 1]
        }
        starts += [asOfSeconds - 1, asOfSeconds]
        try database.inTransaction {
            for start in starts {
                let offset = zone.secondsFromGMT(at: start)
                _ = try store.insert(Activity(
                    start: LocalInstant(secondsSince1970: start, utcOffset: offset),
                    type: [ActivityType.run, .ride, .swim, .strength].randomElement(using: &random) ?? .run,
                    // Any fraction: a distance sum may differ from the row-by-row one in its last bits (the
                    // grouping of the additions differs), so it is compared within 1e-9; the rest exactly.
                    distance: Double.random(in: 0...40_000, using: &random).rounded(.down) + 0.37,
                    duration: Double(Int.random(in: 1...20_000, using: &random)),
                    elevationGain: Double(Int.random(in: 0...1_500, using: &random))), createdAt: 0)
            }
        }
        for types in [[], [ActivityType.ride], [.run, .swim]] {
            let report = try PeriodReport.years(from: database, types: types, asOf: asOf)
            let windows = try PeriodReport.yearWindows(from: database, types: types, asOf: asOf)
            let reference = PeriodReport(
                windows: windows, totals: try CalendarTotalsStore(database: database).totals(PeriodReport.ranges(windows), types: types), asOf: asOf)
            #expect(report.lines.map(\.label) == reference.lines.map(\.label))
            func agree(_ totals: WeekTotals, _ other: WeekTotals, _ label: String) {
                #expect(totals.start == other.start && totals.end == other.end, "\(label)")
                #expect(totals.activities == other.activities, "\(label) \(types)")
                #expect(totals.longest == other.longest, "\(label)")
                #expect(abs(totals.distance - other.distance) <= 1e-9 * max(1, other.distance), "\(label)")
                #expect(totals.duration == other.duration && totals.elevation == other.elevation, "\(label)")
            }
            for (line, expected) in zip(report.lines, reference.lines) {
                agree(line.totals, expected.totals, line.label)
                #expect((line.previous == nil) == (expected.previous == nil))
                if let previous = line.previous, let other = expected.previous { agree(previous, other, "before \(line.label)") }
                #expect(line.isPartial == expected.isPartial)
            }
        }
    }
}
