import Foundation
import Testing
import TrackerTestSupport

@Suite struct WeeksCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func anEmptyDatabaseShowsTwelveEmptyWeeksAndHowToStart() {
        let harness = TrackerHarness()
        let result = harness.run("weeks")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "NOV 23 - NOV 29  LAST 7 DAYS")
        #expect(result.output.contains("LAST 12 WEEKS  no activities"))
        #expect(lines.filter { $0.contains(" - ") && $0.hasSuffix("-") }.count == 12)
        #expect(result.output.contains("No activities in these weeks. Record one with: tracker add"))
        #expect(!result.output.contains("MOOD"))
    }

    @Test func oneActivityIsTheBestWeekAndTheSelectedRowIsMarked() {
        let harness = TrackerHarness()
        harness.run("add --distance 5.2 --duration 2700 --elevation 156 --date 2026-11-27T07:30")
        let result = harness.run("weeks --as-of 2026-11-29")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "NOV 23 - NOV 29  LAST 7 DAYS")
        #expect(lines[1] == "  5.20 km   45m   +156 m   1 activity")
        #expect(lines[2] == "LAST 12 WEEKS  best 5.20 km (NOV 23 - NOV 29)")
        let selected = lines.filter { $0.hasPrefix("▶") }
        #expect(selected.count == 1)
        #expect(selected.first?.contains("NOV 23 - NOV 29") == true)
        #expect(selected.first?.hasSuffix("████████████████████████") == true)
        // No moods recorded: the mood column is left out rather than shown empty.
        #expect(!result.output.contains("MOOD"))
    }

    @Test func todaysMoodShowsAtOnceInTheNewestWeekAndTheSummary() throws {
        // The harness's clock stands at 09:00 on 29 November, before that day's noon.
        let harness = TrackerHarness()
        harness.run("mood good")
        let weeks = try #require(try Self.json(harness.run("weeks --json").output)["weeks"] as? [[String: Any]])
        #expect(weeks.last?["mood_avg"] as? Double == 2)
        #expect(harness.run("weeks").output.contains("MOOD"))
        let summary = harness.run("summary").output
        #expect(!summary.contains("no moods recorded"), "\(summary)")
        #expect(summary.contains("over 1 day with a mood"), "\(summary)")
    }

    @Test func aSwimsCardCountsInMetresOrYards() {
        let harness = TrackerHarness()
        harness.run("add --type swim --distance 1500 --duration 35m --date 2026-11-28")
        let card = harness.run("weeks --type swim").output
        #expect(card.contains("  1500 m   35m"), "\(card)")
        #expect(card.contains("best 1500 m (NOV 23 - NOV 29)"), "\(card)")
        #expect(harness.run("--units imperial weeks --type swim").output.contains("best 1640 yd"))
        // Over every sport the total stays in km.
        #expect(harness.run("weeks").output.contains("  1.50 km   35m"))
    }

    @Test func jsonIsInSIUnitsOldestFirstWithEveryWindow() throws {
        let harness = TrackerHarness()
        harness.run("add --distance 3mi --duration 1800 --date 2026-11-20T08:00")
        harness.run("add --distance 10 --duration 3600 --elevation 100 --date 2026-11-28T08:00")
        harness.run("mood good --date 2026-11-27")
        harness.run("mood excellent --date 2026-11-26")
        let result = harness.run(["--units", "imperial", "weeks", "--weeks", "3", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try Self.json(result.output)
        #expect(object["as_of"] as? String == "2026-11-29T09:00:00+00:00")
        #expect(object["mode"] as? String == "rolling")
        #expect(object["selected"] as? Int == 2)
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks.map { $0["start"] as? String } == ["2026-11-08T09:00:00+00:00", "2026-11-15T09:00:00+00:00", "2026-11-22T09:00:00+00:00"])
        #expect(weeks.map { $0["activities"] as? Int } == [0, 1, 1])
        #expect(weeks[1]["distance_m"] as? Double == 4828.032)
        // Typed as 10 in metric units: 10 km, whatever units the output is shown in.
        #expect(weeks[2]["distance_m"] as? Double == 10_000)
        #expect(weeks[2]["longest_m"] as? Double == 10_000)
        #expect(weeks[2]["mood_avg"] as? Double == 2.5)
        #expect(weeks[0]["mood_avg"] is NSNull)
    }

    @Test func calendarWeeksWithASundayStartAndAnOlderSelectedWeek() throws {
        let harness = TrackerHarness(timeZone: "Europe/Lisbon")
        harness.run("add --distance 8 --duration 2700 --date 2026-11-22T10:00")
        let result = harness.run("weeks --calendar --week-start sunday --weeks 4 --week 0 --csv")
        #expect(result.status == 0, "\(result.error)")
        let rows = result.output.split(separator: "\r\n").map(String.init)
        #expect(rows.first == "start,end,activities,distance_m,duration_s,elevation_m,longest_m,mood_avg,selected")
        #expect(rows.count == 5)
        #expect(rows[3].hasPrefix("2026-11-22T00:00:00+00:00,2026-11-29T00:00:00+00:00,1,8000,2700,0,8000,,0"))
        #expect(rows[4].hasPrefix("2026-11-29T00:00:00+00:00,2026-12-06T00:00:00+00:00,0,"))
        #expect(rows[4].hasSuffix(",1"))

        let card = harness.run("weeks --calendar --week-start sunday --weeks 4 --week 1")
        #expect(card.output.hasPrefix("NOV 22 - NOV 28  1 WEEK AGO\n  8.00 km"))
    }

    @Test func theMetricChoosesTheBarsAndTheBestWeek() {
        let harness = TrackerHarness()
        harness.run("add --distance 20 --duration 1h --elevation 10 --date 2026-11-20T08:00")
        harness.run("add --distance 5 --duration 3h --elevation 900 --date 2026-11-27T08:00")
        #expect(harness.run("weeks").output.contains("LAST 12 WEEKS  best 20.00 km (NOV 16 - NOV 22)"))
        #expect(harness.run("weeks --metric elevation").output.contains("LAST 12 WEEKS  best +900 m (NOV 23 - NOV 29)"))
        let duration = harness.run("weeks --metric duration --type ride").output
        #expect(duration.contains("LAST 12 WEEKS  no activities of type ride"))
    }

    @Test(arguments: [
        (["weeks", "--weeks", "0"], "--weeks: '0' is not a number of weeks; use a whole number from 1 to 520"),
        (["weeks", "--weeks", "521"], "--weeks: '521' is not a number of weeks"),
        (["weeks", "--metric", "speed"], "--metric: 'speed' is not a metric; use distance, duration or elevation"),
        (["weeks", "--week", "12"], "--week: '12' is beyond the 12 weeks shown; use 0 to 11"),
        (["weeks", "--week", "-1"], "--week: '-1' is not a week"),
        (["weeks", "--calendar", "--week-start", "friday"], "--week-start: 'friday' is not a week start; use monday or sunday"),
        (["weeks", "--week-start", "sunday"], "--week-start applies to calendar weeks; add --calendar"),
        (["weeks", "--as-of", "tomorrowish"], "--as-of: 'tomorrowish' is not a date"),
        (["summary", "--as-of", "1969-12-31"], "--as-of: '1969-12-31' is before 1970; use a date from 1970 on"),
        (["weeks", "--type", "curling"], "--type: 'curling' is not an activity type or family"),
        (["weeks", "--json", "--csv"], "--json and --csv cannot be used together"),
        (["goal", "--clear", "--distance", "10"], "--clear removes every goal"),
        (["goal", "--distance", "-5"], "--distance: '-5' is negative"),
        (["summary", "--metric", "elevation"], "unknown option '--metric'"),
    ])
    func badInputIsAUsageErrorAndChangesNothing(_ arguments: [String], _ message: String) {
        let harness = TrackerHarness()
        harness.run("add --distance 5 --duration 30m")
        harness.run("goal --distance 30")
        let before = harness.databaseBytes()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.contains("tracker: error: " + message), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(harness.databaseBytes() == before)
    }
}
