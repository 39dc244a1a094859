import Foundation
import Testing
import TrackerTestSupport

/// Goals and views per sport family, end to end: a runner who also rides and swims.
@Suite struct SportGoalsTests {
    /// Sunday 29 November 2026, 09:00 UTC: this week holds two runs, a ride and a swim; the week
    /// before a hike.
    static func harness() -> TrackerHarness {
        let harness = TrackerHarness()
        for line in [
            "add -t run -d 10 -T 55m --date 2026-11-24T07:00", "add -t run -d 15.38 -T 1h25m --date 2026-11-27T07:00",
            "add -t ride -d 60 -T 2h30m -e 800 --date 2026-11-28T08:00", "add -t swim -d 2km -T 45m --date 2026-11-26T18:00",
            "add -t hike -d 12 -T 4h -e 400 --date 2026-11-15T09:00",
        ] {
            #expect(harness.run(line).status == 0, "\(line)")
        }
        return harness
    }

    @Test func aSportsGoalIsKeptApartFromTheGoalOverEverySport() throws {
        let harness = Self.harness()
        #expect(harness.run("goal --distance 100").status == 0)
        let run = harness.run("goal --type run --distance 40km --duration 4h")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("Weekly run goals: distance 40.00 km, duration 4h 0m\nNOV 23 - NOV 29  LAST 7 DAYS  2 activities\n"))
        #expect(run.output.contains("Distance goal  25.38 km of 40.00 km   63%"))
        #expect(!run.output.contains("100.00 km"))
        let object = try WeeksCommandTests.json(harness.run("goal --json").output)
        #expect((object["goals"] as? [String: Any])?["distance_m"] as? Double == 100_000)
        let familyGoals = try #require(object["family_goals"] as? [String: Any])
        #expect((familyGoals["run"] as? [String: Any])?["distance_m"] as? Double == 40_000)
        #expect((familyGoals["run"] as? [String: Any])?["duration_s"] as? Double == 14_400)
        // Clearing the ride goals leaves the others; clearing the run goals leaves the all-sport one.
        harness.run("goal --type ride --elevation 1000")
        #expect(harness.run("goal --type ride --clear").output.hasPrefix("Weekly ride goals cleared."))
        #expect(harness.run("goal").output.contains("of 40.00 km"))
        harness.run("goal --type run --clear")
        let shown = harness.run("goal").output
        #expect(shown.contains("87.38 km of 100.00 km") && !shown.contains("of 40.00 km"))
    }

    @Test func weeksOfOneSportMeasureAgainstThatSportsGoalOnly() {
        let harness = Self.harness()
        harness.run("goal --distance 100")
        let withoutRunGoal = harness.run("weeks --type run").output
        #expect(!withoutRunGoal.contains("Distance goal"), "run kilometres are never measured against the all-sport goal")
        harness.run("goal --type run --distance 40")
        let run = harness.run("weeks --type run").output
        #expect(run.contains("  Distance goal  25.38 km of 40.00 km   63%"))
        #expect(!run.contains("100.00 km"))
        // Several sports together have no goal of their own, nor has one type of a family.
        #expect(!harness.run("weeks --type run --type ride").output.contains("goal"))
        harness.run("add -t trail-run -d 8 -T 1h --date 2026-11-28T07:00")
        #expect(harness.run("weeks --type run").output.contains("  Distance goal  33.38 km of 40.00 km"))
        #expect(!harness.run("weeks --type trail-run").output.contains("goal"))
    }

    @Test func weeksShowOneLinePerSportWithItsGoals() throws {
        let harness = Self.harness()
        harness.run("goal --distance 100")
        harness.run("goal --type run --distance 40")
        let card = harness.run("weeks").output
        let lines = card.split(separator: "\n").map(String.init)
        #expect(lines[1] == "  87.38 km   5h 35m   +800 m   4 activities")
        #expect(lines[2].hasPrefix("  Distance goal  87.38 km of 100.00 km   87%"))
        #expect(lines[3] == "  Runs    25.38 km   2h 20m     +0 m   2 activities")
        #expect(lines[4].hasPrefix("    Distance goal  25.38 km of 40.00 km   63%"))
        #expect(lines[5] == "  Rides   60.00 km   2h 30m   +800 m   1 activity")
        // A swim counts in metres, as its own lines do.
        #expect(lines[6] == "  Swims     2000 m      45m     +0 m   1 activity")
        #expect(lines[7].hasPrefix("LAST 12 WEEKS"))
        // The week of the hike alone has one sport and so no breakdown.
        #expect(!harness.run("weeks --week 2").output.contains("Walks and hikes"))

        let object = try WeeksCommandTests.json(harness.run("weeks --json").output)
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        let families = try #require(weeks.last?["families"] as? [[String: Any]])
        #expect(families.compactMap { $0["family"] as? String } == ["run", "ride", "swim"])
        #expect(families[0]["distance_m"] as? Double == 25_380)
        let progress = try #require(families[0]["goal_progress"] as? [String: Any])
        #expect(abs((progress["distance"] as? Double ?? 0) - 25_380.0 / 40_000) < 1e-12)
        #expect(families[1]["goal_progress"] == nil)
    }

    @Test func summaryBreaksTheWeeksDownBySportAndNeverAddsTheirKilometresForTheMood() throws {
        let harness = Self.harness()
        harness.run("goal --type run --distance 40")
        let text = harness.run("summary", columns: 200).output
        #expect(text.contains("BY SPORT         WEEK ACT  WEEK DIST  ACT  DISTANCE    TIME    ELEV"))
        #expect(text.contains("Runs                    2   25.38 km    2  25.38 km  2h 20m    +0 m"))
        #expect(text.contains("Walks and hikes         0          -    1  12.00 km   4h 0m  +400 m"))
        #expect(text.contains("  Runs\n    Distance goal  25.38 km of 40.00 km   63%"))
        let all = try WeeksCommandTests.json(harness.run("summary --json").output)
        let mood = try #require(all["mood"] as? [String: Any])
        #expect((mood["load_correlation"] as? [String: Any])?["load"] as? String == "time")
        let families = try #require(all["families"] as? [[String: Any]])
        #expect(families.compactMap { $0["family"] as? String } == ["run", "ride", "swim", "walk"])

        let run = try WeeksCommandTests.json(harness.run("summary --type run --json").output)
        #expect(((run["mood"] as? [String: Any])?["load_correlation"] as? [String: Any])?["load"] as? String == "run distance")
        let goals = try #require(run["goals"] as? [[String: Any]])
        #expect(goals.count == 1 && goals[0]["target"] as? Double == 40_000 && goals[0]["achieved"] as? Double == 25_380)
        #expect(!harness.run("summary --type run", columns: 200).output.contains("BY SPORT"))
    }

    @Test func ringsDrawEachSportsGoals() {
        let harness = Self.harness()
        harness.run("goal --type run --distance 40")
        #expect(harness.run("chart rings --format svg").status == 0)
        let swim = harness.run("chart rings --type swim --format svg")
        #expect(swim.status == 1)
        #expect(swim.error.contains("no weekly goals are set for swim, so there are no rings to draw; set them with: tracker goal --type swim"))
    }

    @Test func aSwimGoalCountsInMetresAsASwimDoes() throws {
        let harness = Self.harness()
        let set = harness.run("goal --type swim --distance 3000")
        #expect(set.status == 0, "\(set.error)")
        #expect(set.output.hasPrefix("Weekly swim goals: distance 3000 m\n"))
        #expect(set.output.contains("  Distance goal  2000 m of 3000 m   66%"))
        let object = try WeeksCommandTests.json(harness.run("goal --json").output)
        let familyGoals = try #require(object["family_goals"] as? [String: Any])
        #expect((familyGoals["swim"] as? [String: Any])?["distance_m"] as? Double == 3000)
        // Every view of the swim goal gives metres, and the all-sport card gives it under the swims.
        #expect(harness.run("weeks --type swim").output.contains("  Distance goal  2000 m of 3000 m   66%"))
        #expect(harness.run("weeks").output.contains("    Distance goal  2000 m of 3000 m   66%"))
        #expect(harness.run("summary", columns: 200).output.contains("Distance goal  2000 m of 3000 m   66%"))
        // In imperial units a bare number is yards, as in `add`.
        harness.run("config units imperial")
        #expect(harness.run("goal --type swim --distance 2000").output.hasPrefix("Weekly swim goals: distance 2000 yd\n"))
        let imperial = try WeeksCommandTests.json(harness.run("goal --json").output)
        let distance = try #require(((imperial["family_goals"] as? [String: Any])?["swim"] as? [String: Any])?["distance_m"] as? Double)
        #expect(abs(distance - 2000 * 0.9144) < 1e-6)
        // Other families keep kilometres (miles).
        #expect(harness.run("goal --type run --distance 20").output.hasPrefix("Weekly run goals: distance 20.00 mi\n"))
    }

    @Test(arguments: [
        ("goal --type trail-run --distance 5", "--type: 'trail-run' is one type of the run family, and goals are kept per family; use --type run"),
        ("goal --type curling --distance 5", "--type: 'curling' is not an activity family; use run, ride, swim, walk, winter, water, fitness or other\n"),
    ])
    func aTypeThatIsNotAFamilyIsRefusedAndChangesNothing(_ line: String, _ message: String) {
        let harness = Self.harness()
        let before = harness.databaseBytes()
        let result = harness.run(line)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(harness.databaseBytes() == before)
    }
}
