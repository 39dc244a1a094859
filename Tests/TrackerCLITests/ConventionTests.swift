import Foundation
import Testing
@testable import TrackerCLI
import TrackerTestSupport

/// The conventions users bring from git and friends: `-n`, `show` for the latest, `mood` to
/// look, plural type names, a one-screen `tracker`, a mistyped `--db`, and the sports an import knows.
@Suite struct ConventionTests {
    let tracker = TrackerHarness(now: "2026-11-29T21:30:00Z", timeZone: "UTC")

    @Test func listTakesGitsDashN() {
        for day in 20...25 { tracker.run(["add", "-T", "30m", "--date", "2026-11-\(day)T08:00"]) }
        let result = tracker.run(["list", "-n", "3", "--csv"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(whereSeparator: \.isNewline).count == 4, "\(result.output)")
        #expect(result.output.contains("2026-11-25") && !result.output.contains("2026-11-22"))
        #expect(tracker.run(["list", "-n", "0"]).status == 64)
    }

    @Test func showWithoutAnIdIsTheLatest() {
        tracker.run(["add", "-T", "30m", "--date", "2026-11-20T08:00", "--name", "older"])
        tracker.run(["add", "-T", "30m", "--date", "2026-11-25T08:00", "--name", "newest"])
        let result = tracker.run(["show", "--json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("\"newest\"") && !result.output.contains("\"older\""), "\(result.output)")
        #expect(result.output == tracker.run(["show", "last", "--json"]).output)
    }

    @Test func moodWithoutALevelShowsTheDaysMood() {
        let none = tracker.run(["mood"])
        #expect(none.status == 0)
        #expect(none.output == "No mood recorded for Sun 29 Nov; record one with: tracker mood good\n")
        #expect(!FileManager.default.fileExists(atPath: tracker.databasePath), "showing created the database")
        tracker.run(["mood", "good", "--note", "long ride"])
        #expect(tracker.run(["mood"]).output == "Mood for Sun 29 Nov: good (long ride)\n")
        #expect(tracker.run(["mood", "--date", "yesterday"]).output == "No mood recorded for Sat 28 Nov; record one with: tracker mood good --date 2026-11-28\n")
        #expect(tracker.run(["mood", "--note", "x"]).status == 64)
    }

    @Test(arguments: ["runs", "Runs", "rides", "swims", "hikes", "trail runs", "Walks and hikes", "Winter sports", "others"])
    func aTypeFilterTakesThePluralHeadingsPrint(_ name: String) {
        tracker.run(["add", "-T", "30m", "--date", "2026-11-25T08:00"])
        let result = tracker.run(["list", "--type", name, "--csv"])
        #expect(result.status == 0, "\(name): \(result.error)")
    }

    @Test func aPluralSelectsWhatItsSingularDoes() {
        tracker.run(["add", "-t", "trail-run", "-T", "30m", "--date", "2026-11-25T08:00"])
        tracker.run(["add", "-t", "ride", "-T", "30m", "--date", "2026-11-24T08:00"])
        #expect(tracker.run(["list", "--type", "runs", "--csv"]).output == tracker.run(["list", "--type", "run", "--csv"]).output)
        #expect(tracker.run(["list", "--type", "trail runs", "--csv"]).output.contains("trail-run"))
        #expect(!tracker.run(["list", "--type", "runs", "--csv"]).output.contains("ride"))
        #expect(tracker.run(["list", "--type", "runz"]).status == 64)
    }

    @Test func bareTrackerPrintsOneScreenWithoutThePager() {
        let result = tracker.run([], terminal: true, columns: 80)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        // The harness's terminal has 24 rows, fewer than a line a command: the names alone, packed.
        #expect(lines.count <= 24, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count <= 80 })
        let names = Set(result.output.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        #expect(CommandRegistry.all.allSatisfy { names.contains($0.spec.name) })
        #expect(result.output.contains("tracker help COMMAND"))
        // The full help is still there, behind --help.
        #expect(tracker.run(["--help", "--no-pager"]).output.contains("OPTIONS:"))
        #expect(tracker.run([], terminal: true, columns: 60).output.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }

    /// A terminal with room for every command, or one whose rows are unknown, gets a line each.
    @Test(arguments: [nil, 60] as [Int?])
    func theOverviewGivesALineACommandWhenTheScreenHoldsThem(rows: Int?) {
        let specs = CommandRegistry.all.map(\.spec)
        let text = HelpGenerator.overview(commands: specs, version: "1", width: 80, rows: rows)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= specs.count + 4)
        for spec in specs { #expect(lines.contains { $0.hasPrefix("  \(spec.name) ") }, "\(spec.name)") }
        #expect(lines.count <= rows ?? .max)
    }

    @Test(arguments: [["list"], ["show"], ["records"], ["moods"], ["weeks"], ["summary"], ["export"]])
    func aMissingDatabaseNamedByDbIsAnError(_ command: [String]) {
        let path = tracker.databasePath + ".typo"
        let result = tracker.run(["--db", path] + command)
        #expect(result.status == 1, "\(command): \(result.output)")
        #expect(result.error == "tracker: error: \(path) does not exist; check the --db path (nothing was created)\n", "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// Without --db (the default place or TRACKER_DB), a first run is an empty history.
    @Test func aMissingDefaultDatabaseIsAnEmptyHistory() {
        let result = tracker.run(["list"])
        #expect(result.status == 0)
        #expect(!FileManager.default.fileExists(atPath: tracker.databasePath))
    }

    @Test(arguments: [("pilates", "workout"), ("Pilates", "workout"), ("golf", "other"), ("rock climbing", "other"), ("Weight Training", "strength")])
    func addTakesTheSportsAnImportNames(_ name: String, _ type: String) {
        let result = tracker.run(["add", "-t", name, "-T", "45m", "--json"])
        #expect(result.status == 0, "\(name): \(result.error)")
        #expect(result.output.contains("\"type\" : \"\(type)\"") || result.output.contains("\"type\": \"\(type)\""), "\(result.output)")
    }

    @Test(arguments: ["golfz", "9", "xyzzy"])
    func aTypoIsStillRefused(_ name: String) {
        #expect(tracker.run(["add", "-t", name, "-T", "45m"]).status == 64)
    }
}
