import Foundation
import Testing
import TrackerTestSupport

/// `--type` end to end: a family name selects every type of the family, a type name only that
/// type, in `weeks`, `list`, `summary` and `export`; `add` reads a bare swim distance in metres.
@Suite struct ActivityTypeFilterTests {
    /// A road run, a trail run, a treadmill run, a gravel ride and a hike in the week before
    /// 2026-11-29T09:00Z.
    static func harnessWithMixedWeek() -> TrackerHarness {
        let harness = TrackerHarness()
        harness.run("add --type run --distance 10 --duration 50m --date 2026-11-23T07:00")
        harness.run(["add", "--type", "trail run", "--distance", "15", "--duration", "2h", "--date", "2026-11-24T07:00"])
        harness.run("add --type treadmill-run --distance 5 --duration 25m --date 2026-11-25T07:00")
        harness.run("add --type gravel --distance 40 --duration 2h --date 2026-11-26T07:00")
        harness.run("add --type hike --distance 12 --duration 4h --date 2026-11-27T07:00")
        return harness
    }

    static func newestWeek(_ harness: TrackerHarness, _ arguments: [String]) throws -> [String: Any] {
        let result = harness.run(["weeks", "--weeks", "1", "--json"] + arguments)
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        return try #require(weeks.last)
    }

    @Test func weeksOfTheRunFamilyCountEveryRun() throws {
        let harness = Self.harnessWithMixedWeek()
        let runs = try Self.newestWeek(harness, ["--type", "run"])
        #expect(runs["activities"] as? Int == 3)
        #expect(runs["distance_m"] as? Double == 30_000)
        let trail = try Self.newestWeek(harness, ["--type", "trail-run"])
        #expect(trail["activities"] as? Int == 1)
        #expect(trail["distance_m"] as? Double == 15_000)
        let rides = try Self.newestWeek(harness, ["--type", "cycling"])
        #expect(rides["distance_m"] as? Double == 40_000)
        let walks = try Self.newestWeek(harness, ["--type", "walk"])
        #expect(walks["activities"] as? Int == 1)
        let both = try Self.newestWeek(harness, ["--type", "trail-run", "--type", "hike"])
        #expect(both["activities"] as? Int == 2)
        let all = try Self.newestWeek(harness, [])
        #expect(all["activities"] as? Int == 5)
    }

    @Test func theWeeksCardNamesTheFamilyItCounts() {
        let harness = TrackerHarness()
        let result = harness.run("weeks --type winter --weeks 2")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("no activities of type winter"))
    }

    @Test func listAndExportFilterByFamilyOrType() {
        let harness = Self.harnessWithMixedWeek()
        let runs = harness.run("list --type run --csv")
        #expect(runs.status == 0, "\(runs.error)")
        #expect(runs.output.split(separator: "\r\n").count == 4)
        #expect(runs.output.contains("trail-run") && runs.output.contains("treadmill-run") && !runs.output.contains("gravel-ride"))
        let trail = harness.run(["list", "--type", "Trail Run"])
        #expect(trail.output.contains("Trail run") && !trail.output.contains("Treadmill run"))
        let export = harness.run("export --type ride --format csv")
        #expect(export.status == 0, "\(export.error)")
        #expect(export.output.contains("gravel-ride") && !export.output.contains("trail-run"))
    }

    @Test func summaryTakesAFamily() {
        let harness = Self.harnessWithMixedWeek()
        let result = harness.run("summary --type run")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("(run only)"))
        #expect(result.output.contains("30.00 km"))
    }

    @Test func anUnknownTypeNamesWhatIsAccepted() {
        let result = TrackerHarness().run("weeks --type curling")
        #expect(result.status == 64)
        #expect(result.error.contains("'curling' is not an activity type or family; use run, ride, swim, walk, winter, water, fitness, other, trail-run"))
    }

    @Test func aBareSwimDistanceIsMetresOrYards() throws {
        let harness = TrackerHarness()
        let metric = harness.run("add -t swim -d 500 -T 12m --json")
        #expect(metric.status == 0, "\(metric.error)")
        let added = try #require(try JSONSerialization.jsonObject(with: Data(metric.output.utf8)) as? [String: Any])
        #expect(added["distance_m"] as? Double == 500)
        #expect(metric.error.isEmpty)
        let pool = harness.run("add --type pool-swim --distance 1000 --duration 20m")
        #expect(pool.output.contains("Pool swim  1000 m  20:00  2:00 /100m"))
        let imperial = harness.run(["--units", "imperial", "add", "-t", "open water swim", "-d", "500", "-T", "12m", "--json"])
        let yards = try #require(try JSONSerialization.jsonObject(with: Data(imperial.output.utf8)) as? [String: Any])
        #expect(abs((yards["distance_m"] as? Double ?? 0) - 457.2) < 1e-6)
        // A run keeps kilometres.
        let run = harness.run("add -t run -d 5 -T 25m --json")
        let five = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(five["distance_m"] as? Double == 5_000)
    }

    @Test func editingToASwimReadsTheNewDistanceInMetres() throws {
        let harness = TrackerHarness()
        harness.run("add -t run -d 5 -T 25m")
        let edit = harness.run("edit 1 --type swim --distance 750 --json")
        #expect(edit.status == 0, "\(edit.error)")
        let edited = try #require(try JSONSerialization.jsonObject(with: Data(edit.output.utf8)) as? [String: Any])
        #expect(edited["distance_m"] as? Double == 750)
        #expect(edited["type"] as? String == "swim")
    }
}
