import Foundation
import Testing
import TrackerTestSupport

@Suite struct GoalCommandTests {
    @Test func withoutGoalsItSaysHowToSetThem() {
        let result = TrackerHarness().run("goal")
        #expect(result.status == 0)
        #expect(result.output == "No weekly goals set. Set some with: tracker goal --distance 50 --duration 5h\n")
    }

    @Test func setShowRemoveAndClear() {
        let harness = TrackerHarness()
        harness.run("add --distance 12.5 --duration 1h15m --elevation 300 --date 2026-11-28T08:00")
        let set = harness.run("goal --distance 50 --duration 5h")
        #expect(set.status == 0, "\(set.error)")
        #expect(set.output == """
            Weekly goals: distance 50.00 km, duration 5h 0m
            NOV 23 - NOV 29  LAST 7 DAYS  1 activity
              Distance goal  12.50 km of 50.00 km   25%  █████░░░░░░░░░░░░░░░
              Duration goal  1h 15m of 5h 0m        25%  █████░░░░░░░░░░░░░░░

            """)
        // Setting one goal keeps the others.
        harness.run("goal --elevation 200")
        let shown = harness.run("goal").output
        #expect(shown.contains("Elevation goal  +300 m of +200 m      150%  ████████████████████"))
        #expect(shown.contains("Distance goal"))
        // Zero removes one goal.
        #expect(!harness.run("goal --distance 0").output.contains("Distance goal"))
        #expect(!harness.run("goal --duration 0").output.contains("Duration goal"))
        let cleared = harness.run("goal --clear")
        #expect(cleared.output.hasPrefix("Weekly goals cleared.\nNo weekly goals set."))
    }

    @Test func goalsAreStoredInSIUnitsAndShownInTheDisplayUnits() throws {
        let harness = TrackerHarness()
        harness.run("goal --distance 10mi")
        let json = harness.run("goal --json").output
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let goals = try #require(object["goals"] as? [String: Any])
        #expect(goals["distance_m"] as? Double == 16093.44)
        #expect(harness.run(["--units", "imperial", "goal"]).output.contains("of 10.00 mi"))
        // The weeks view reports the same progress for every week.
        let weeks = harness.run("weeks --json").output
        #expect(weeks.contains("\"goal_progress\""))
    }

    /// With --calendar, this week is the current calendar week, cut at now.
    @Test func calendarWeekProgress() {
        let harness = TrackerHarness(now: "2026-11-25T12:00:00Z")
        harness.run("add --distance 10 --duration 1h --date 2026-11-22T08:00")
        harness.run("add --distance 4 --duration 1h --date 2026-11-23T08:00")
        harness.run("goal --distance 20")
        let rolling = harness.run("goal").output
        #expect(rolling.contains("NOV 19 - NOV 25  LAST 7 DAYS  2 activities"))
        #expect(rolling.contains("14.00 km of 20.00 km   70%"))
        let calendar = harness.run("goal --calendar").output
        #expect(calendar.contains("NOV 23 - NOV 29  THIS WEEK  1 activity"))
        #expect(calendar.contains("4.00 km of 20.00 km   20%"))
    }
}

