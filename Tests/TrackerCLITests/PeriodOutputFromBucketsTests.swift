import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

/// `months` and `calendar` read kept totals (`activity_buckets`); what they print, as tables,
/// JSON and CSV, must be byte for byte what the row-by-row scan of the activities gives, on random
/// histories after edits and deletes, with `--type`, `--year` and `--metric`.
@Suite struct PeriodOutputFromBucketsTests {
    static let zones = ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata", "Asia/Kathmandu"]

    @Test(arguments: 0..<10)
    func outputIsTheScansToTheByte(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7_727 &+ 1)
        let zoneName = Self.zones[seed % Self.zones.count]
        let zone = try #require(Zone(identifier: zoneName))
        let now: Int64 = 1_795_942_800 + Int64.random(in: 0...86_400 * 40, using: &random)
        let asOf = AsOf(Date(timeIntervalSince1970: TimeInterval(now)), timeZone: zone)
        let harness = TrackerHarness(
            now: ISO8601.string(asOf.instant, timeZone: .utc), timeZone: zoneName, extra: ["TRACKER_UNITS": "metric"])
        let database = try Database(path: harness.databasePath)
        let store = ActivityStore(database: database)
        func activity(_ id: Int64? = nil) -> Activity {
            let start = now - Int64.random(in: -86_400...(2 * 366 * 86_400), using: &random)
            return Activity(
                id: id, start: LocalInstant(secondsSince1970: start, utcOffset: zone.secondsFromGMT(at: start)),
                type: [ActivityType.run, .ride, .hike, .swim].randomElement(using: &random) ?? .run,
                distance: Double(Int.random(in: 0...80_000, using: &random)) / 4,
                duration: Double(Int.random(in: 60...18_000, using: &random)),
                elevationGain: Double(Int.random(in: 0...1_200, using: &random)))
        }
        var ids = try database.inTransaction { try (0..<Int.random(in: 100...500, using: &random)).map { _ in try store.insert(activity(), createdAt: 0).id ?? 0 } }
        for _ in 0..<40 {
            guard let id = ids.randomElement(using: &random) else { break }
            if Bool.random(using: &random) {
                try store.delete(id: id)
                ids.removeAll { $0 == id }
            } else {
                _ = try store.update(activity(id))
            }
        }

        let year = asOf.lastDay.year - Int.random(in: 0...1, using: &random)
        let scan = CalendarTotalsStore(database: database)
        let formatter = DisplayFormatter(units: .metric)
        let filters: [(types: [ActivityType], arguments: [String], scope: String)] = [
            ([], [], ""), ([.ride], ["--type", "ride"], " (ride)"), ([.run, .hike], ["--type", "run", "--type", "hike"], " (run, hike)"),
        ]
        for (types, scope, scopeText) in filters {
            let windows = PeriodWindows.months(of: year, asOf: asOf)
            let report = PeriodReport(windows: windows, totals: try scan.scannedTotals(PeriodReport.ranges(windows), types: types), asOf: asOf)
            let arguments = ["months", "--year", String(year)] + scope
            let heading = "Months of \(year)" + scopeText
            #expect(harness.run(arguments).output == report.table(formatter, terminal: Terminal(), heading: heading))
            #expect(harness.run(arguments + ["--json"]).output == report.json.serialized(pretty: true) + "\n")
            #expect(harness.run(arguments + ["--csv"]).output == report.csv)

            let days = PeriodWindows.days(of: year, asOf: asOf)
            let totals = try scan.scannedTotals(days.countedRanges, types: types)
            let metrics: [(metric: CalendarMetric, values: [Double])] = [(.distance, totals.map(\.distance)), (.time, totals.map(\.duration))]
            for (metric, values) in metrics {
                let grid = DayGrid(windows: days, values: values)
                let calendar = ["calendar", "--year", String(year), "--metric", metric.rawValue] + scope
                let summary = CalendarCommand.summary(grid, metric: metric, formatter: formatter)
                let title = "\(year)\(scopeText): \(summary)"
                #expect(harness.run(calendar).output == TerminalText.wrap(title, width: 80) + "\n" + TextChart.calendar(grid, width: 80, palette: nil))
                #expect(harness.run(calendar + ["--json"]).output == CalendarCommand.json(grid, metric: metric).serialized(pretty: true) + "\n")
            }
        }
        // The kept totals are what doctor finds in step.
        let doctor = harness.run("doctor")
        #expect(doctor.output.contains("Totals     ") && doctor.output.contains("kept buckets, in step"), "\(doctor.output)")
    }

    /// A kept total changed behind tracker's back: doctor says so, exits 1 and names the fix.
    @Test func doctorFindsKeptTotalsOutOfStep() throws {
        let harness = TrackerHarness()
        harness.run("add -t ride --distance 40 --duration 2h --date 2026-10-05T08:00")
        #expect(harness.run("doctor").output.contains("Totals     3 kept buckets, in step"))
        try Database(path: harness.databasePath).execute("UPDATE activity_buckets SET activities = 2 WHERE size = 86400")
        let result = harness.run("doctor")
        #expect(result.status == 1)
        #expect(result.output.contains("Totals     out of step: 1 kept bucket with other totals than the activities"), "\(result.output)")
        #expect(result.output.contains("Advice     rebuild them with the other derived tables: tracker records --rebuild"))
        harness.run("records --rebuild")
        #expect(harness.run("doctor").status == 0)
    }
}
