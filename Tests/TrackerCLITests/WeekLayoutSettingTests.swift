import Foundation
import Testing
import TrackerTestSupport

/// `tracker config week`: the default layout of weeks, applied by every weekly view and
/// overridden by `--calendar`, `--rolling` and `--week-start`.
@Suite struct WeekLayoutSettingTests {
    /// Wednesday 25 November 2026: the last 7 days began on the 19th, the calendar week on
    /// Monday the 23rd (Sunday the 22nd).
    static func harness() -> TrackerHarness {
        let harness = TrackerHarness(now: "2026-11-25T12:00:00+00:00")
        harness.run("add --distance 10 --duration 1h --date 2026-11-20T08:00")
        harness.run("add --distance 4 --duration 30m --date 2026-11-24T08:00")
        harness.run("goal --distance 20")
        return harness
    }

    static func json(_ harness: TrackerHarness, _ line: String) throws -> [String: Any] {
        let result = harness.run(line)
        #expect(result.status == 0, "\(line): \(result.error)")
        return try WeeksCommandTests.json(result.output)
    }

    @Test func setShowAndResetTheSetting() {
        let harness = TrackerHarness()
        #expect(harness.run("config").output.contains("week = rolling (default)"))
        #expect(harness.run("config week SUNDAY").output == "week: rolling → sunday\n")
        #expect(harness.run("config week").output == "sunday\n")
        #expect(harness.run("config").output.contains("week = sunday\n"))
        #expect(harness.run("config week --reset").output == "week = rolling (default)\n")
    }

    @Test func anUnknownLayoutIsRefusedAndChangesNothing() throws {
        let harness = TrackerHarness()
        harness.run("config week monday")
        let before = harness.databaseBytes()
        let result = harness.run("config week fortnight")
        #expect(result.status == 64)
        #expect(result.error.contains("'fortnight' is not a week layout; use rolling, monday or sunday"))
        #expect(harness.databaseBytes() == before)
    }

    @Test(arguments: ["weeks --json", "goal --json", "summary --json"])
    func everyWeeklyCommandTakesTheStoredLayout(_ command: String) throws {
        let harness = Self.harness()
        func newestStart(_ object: [String: Any]) -> String? {
            if let weeks = object["weeks"] as? [[String: Any]] { return weeks.last?["start"] as? String }
            if let week = object["week"] as? [String: Any] { return week["start"] as? String }
            return (object["this_week"] as? [String: Any])?["start"] as? String
        }
        let rolling = try Self.json(harness, command)
        #expect(rolling["mode"] as? String == "rolling")
        #expect(newestStart(rolling) == "2026-11-18T12:00:00+00:00")

        harness.run("config week monday")
        let monday = try Self.json(harness, command)
        #expect(monday["mode"] as? String == "calendar")
        #expect(newestStart(monday) == "2026-11-23T00:00:00+00:00")

        harness.run("config week sunday")
        let sunday = try Self.json(harness, command)
        #expect(sunday["mode"] as? String == "calendar")
        #expect(newestStart(sunday) == "2026-11-22T00:00:00+00:00")
        // The options still win: --rolling, and --week-start within the stored calendar weeks.
        #expect(newestStart(try Self.json(harness, command + " --rolling")) == "2026-11-18T12:00:00+00:00")
        #expect(newestStart(try Self.json(harness, command + " --week-start monday")) == "2026-11-23T00:00:00+00:00")
    }

    @Test func goalAndSummaryShowTheStoredLayoutsWeek() {
        let harness = Self.harness()
        #expect(harness.run("goal").output.contains("NOV 19 - NOV 25  LAST 7 DAYS  2 activities"))
        harness.run("config week monday")
        let goal = harness.run("goal").output
        #expect(goal.contains("NOV 23 - NOV 29  THIS WEEK  1 activity"))
        #expect(goal.contains("4.00 km of 20.00 km"))
        let summary = harness.run("summary").output
        #expect(summary.contains("This week         1"))
    }

    /// An SVG with cairo's numbered ids (`glyph3-1`, `clip2`, which count on within a process)
    /// made plain, so two drawings of one picture compare equal.
    static func svg(_ harness: TrackerHarness, _ line: String) -> String {
        let text = String(decoding: harness.run(line).standardOutput, as: UTF8.self)
        return text.replacingOccurrences(of: #"([a-z]+)[0-9]+(-[0-9]+)?"#, with: "$1", options: .regularExpression)
    }

    /// The charts draw the same picture from the stored layout as from the options it stands for.
    @Test(arguments: ["chart --format svg", "chart rings --format svg"])
    func chartsTakeTheStoredLayout(_ command: String) {
        let harness = Self.harness()
        // Compared as booleans, so that a failure does not print two whole images.
        let rolling = Self.svg(harness, command)
        let calendar = Self.svg(harness, command + " --calendar")
        let repeatable = Self.svg(harness, command) == rolling
        #expect(repeatable, "the same chart twice is the same bytes")
        let differs = rolling != calendar
        #expect(differs)
        harness.run("config week monday")
        let stored = Self.svg(harness, command) == calendar
        #expect(stored, "line \(#line)")
        let overridden = Self.svg(harness, command + " --rolling") == rolling
        #expect(overridden, "line \(#line)")
    }

    /// The report page follows the stored layout too: the same page as with the option it stands for.
    @Test func theReportTakesTheStoredLayout() {
        let harness = Self.harness()
        let rolling = harness.run("report").output
        let calendar = harness.run("report --calendar").output
        let differs = rolling != calendar
        #expect(differs)
        harness.run("config week monday")
        let stored = harness.run("report").output == calendar
        #expect(stored)
        let overridden = harness.run("report --rolling").output == rolling
        #expect(overridden)
    }

    @Test(arguments: [
        ("weeks --calendar --rolling", "--calendar and --rolling are two layouts of weeks; give one of them"),
        ("summary --rolling --week-start sunday", "--week-start applies to calendar weeks; leave out --rolling"),
        ("goal --week-start sunday", "--week-start applies to calendar weeks; add --calendar (or make them the default: tracker config week monday)"),
        ("chart mood --rolling", "--rolling does not apply to the mood chart"),
    ])
    func conflictingLayoutsAreUsageErrors(_ line: String, _ message: String) {
        let harness = TrackerHarness()
        let result = harness.run(line)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
    }
}
