import Foundation
import Testing
import TrackerTestSupport

@Suite struct SummaryCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func anEmptyDatabaseReadsWell() {
        let result = TrackerHarness().run("summary")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("All time          0   0.00 km    0m  +0 m"))
        #expect(result.output.contains("Longest activity  none yet."))
        #expect(result.output.contains("Streak            0 weeks now, best 0 weeks"))
        #expect(result.output.contains("no moods recorded"))
        #expect(result.output.contains("not enough data: 0 weeks with a mood, 6 needed"))
    }

    @Test(arguments: ["summarise", "summarize"])
    func aliasesRunTheSameCommand(_ alias: String) {
        let harness = TrackerHarness()
        harness.run("add --distance 5 --duration 30m --date 2026-11-28T08:00")
        #expect(harness.run(alias).output == harness.run("summary").output)
    }

    @Test func periodsStreaksAndLongestActivity() throws {
        let harness = TrackerHarness()
        // Weeks back from 2026-11-29T09:00Z: 0, 1, 2 active, 3 empty, 4 and 5 active; one last year.
        for (date, distance) in [("2026-11-28T08:00", "10"), ("2026-11-21T08:00", "21.1"), ("2026-11-14T08:00", "5"),
                                 ("2026-10-31T08:00", "7"), ("2026-10-24T08:00", "8"), ("2025-12-31T08:00", "42.2"),
                                 ("2026-11-29T10:00", "99")] {
            harness.run(["add", "--distance", distance, "--duration", "1h", "--date", date])
        }
        let object = try Self.json(harness.run("summary --json").output)
        func period(_ name: String) throws -> [String: Any] { try #require(object[name] as? [String: Any]) }
        #expect(try period("this_week")["activities"] as? Int == 1)
        #expect(try period("last_12_weeks")["activities"] as? Int == 5)
        #expect(try period("last_12_weeks")["distance_m"] as? Double == 51_100)
        #expect(try period("year_to_date")["activities"] as? Int == 5)
        // The activity after the as-of instant counts nowhere.
        #expect(try period("all_time")["activities"] as? Int == 6)
        let streaks = try #require(object["streaks"] as? [String: Any])
        #expect(streaks["current_weeks"] as? Int == 3)
        #expect(streaks["best_weeks"] as? Int == 3)
        let longest = try #require(object["longest"] as? [String: Any])
        #expect(longest["distance_m"] as? Double == 42_200)
        let average = try #require(object["weekly_average"] as? [String: Any])
        #expect(average["distance_m"] as? Double == 51_100.0 / 12)
    }

    /// Six weeks whose distance and mood rise together, with moods 0, 1, 1, 2, 2, 3: distance ranks
    /// 1...6, mood ranks 1, 2.5, 2.5, 4.5, 4.5, 6, so ρ = 16.5 / √(17.5 × 16.5) = √(16.5 / 17.5) ≈ 0.971.
    @Test func moodAndLoadCorrelation() throws {
        let harness = TrackerHarness()
        let levels = ["terrible", "usual", "usual", "good", "good", "excellent"]
        for week in 0..<6 {
            // Week k back: activity and mood two days before the window's end.
            let day = 27 - 7 * week
            let date = String(format: "2026-%02d-%02d", day > 0 ? 11 : 10, day > 0 ? day : day + 31)
            harness.run(["add", "--distance", "\(60 - 10 * week)", "--duration", "1h", "--date", date + "T08:00"])
            harness.run(["mood", levels[5 - week], "--date", date])
        }
        let object = try Self.json(harness.run("summary --json").output)
        let mood = try #require(object["mood"] as? [String: Any])
        let correlation = try #require(mood["load_correlation"] as? [String: Any])
        #expect(correlation["n"] as? Int == 6)
        let rho = try #require(correlation["rho"] as? Double)
        #expect(abs(rho - (16.5 / 17.5).squareRoot()) < 1e-12)
        #expect(mood["days"] as? Int == 6)
        let text = harness.run("summary", columns: 300).output
        // Every activity is a run, so the mood is set against the run distance.
        #expect(text.contains("Mood and load  rho = +0.97 over 6 weeks (95% interval +0.74 to +1.00): weeks with more run distance felt better"))
        #expect(correlation["load"] as? String == "run distance")
        let lower = try #require(correlation["lower"] as? Double)
        #expect(lower > 0 && lower < rho)
        #expect(text.contains("Spearman's rank correlation"))

        let short = TrackerHarness()
        short.run("mood good --date 2026-11-27")
        short.run("add --distance 5 --duration 30m --date 2026-11-27T08:00")
        let shortText = short.run("summary").output
        #expect(shortText.contains("not enough data: 1 week with a mood, 6 needed"))
        #expect(!shortText.contains("Spearman"), "no number, so no reading of it")
    }

    @Test func moodTrendComparesWithTheTwelveWeeksBeforeAndSaysHowManyDaysEachHolds() throws {
        let harness = TrackerHarness()
        // Seven days with a mood on each side: the least a trend is given for.
        for day in 1...7 {
            harness.run(["mood", "usual", "--date", String(format: "2026-08-%02d", day)])
            harness.run(["mood", day <= 4 ? "excellent" : "good", "--date", String(format: "2026-11-%02d", day)])
        }
        let object = try Self.json(harness.run("summary --json").output)
        let mood = try #require(object["mood"] as? [String: Any])
        #expect(mood["days"] as? Int == 7 && mood["previous_days"] as? Int == 7)
        #expect(mood["previous_average"] as? Double == 1)
        let trend = try #require(mood["trend"] as? Double)
        #expect(abs(trend - (18.0 / 7 - 1)) < 1e-12)
        #expect(mood["trend_minimum_days"] as? Int == 7)
        #expect(harness.run("summary", columns: 300).output.contains(
            "2.6 (excellent) over 7 days with a mood; the 12 weeks before: 1.0 over 7 days, up 1.6"))
    }

    /// One mood before is no baseline: the summary says so, with the days on each side.
    @Test func moodTrendBelowTheMinimumSaysNotEnoughData() throws {
        let harness = TrackerHarness()
        harness.run("mood terrible --date 2026-08-01")
        for day in 1...9 { harness.run(["mood", "good", "--date", String(format: "2026-11-%02d", day)]) }
        let object = try Self.json(harness.run("summary --json").output)
        let mood = try #require(object["mood"] as? [String: Any])
        #expect(mood["previous_average"] as? Double == 0)
        #expect(mood["trend"] is NSNull)
        let text = harness.run("summary", columns: 300).output
        #expect(text.contains("2.0 (good) over 9 days with a mood; the 12 weeks before: 1 day with a mood; not enough data for a trend (7 days needed on each side)"))
        #expect(!text.contains(" up ") && !text.contains(" down "))
    }

    /// The year starts at local midnight on 1 January: in New York, 23:59:59 on 31 December is last year.
    @Test func yearToDateStartsAtLocalMidnight() throws {
        let harness = TrackerHarness(now: "2026-01-05T12:00:00-05:00", timeZone: "America/New_York")
        harness.run(["add", "--distance", "3", "--duration", "1h", "--date", "2025-12-31T23:59:59-05:00"])
        harness.run(["add", "--distance", "5", "--duration", "1h", "--date", "2026-01-01T00:00:00-05:00"])
        let object = try Self.json(harness.run("summary --json").output)
        let year = try #require(object["year_to_date"] as? [String: Any])
        #expect(year["activities"] as? Int == 1)
        #expect(year["distance_m"] as? Double == 5_000)
        #expect(year["start"] as? String == "2026-01-01T00:00:00-05:00")
        let all = try #require(object["all_time"] as? [String: Any])
        #expect(all["activities"] as? Int == 2)
    }
}

extension SummaryCommandTests {
    /// The as-of instant is exclusive: the end of 31 December still belongs to that year.
    @Test func yearToDateOnTheLastDayOfTheYear() throws {
        let harness = TrackerHarness(now: "2027-01-05T09:00:00Z")
        harness.run("add --distance 10 --duration 1h --date 2026-06-01T08:00")
        harness.run("add --distance 5 --duration 30m --date 2025-06-01T08:00")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(harness.run("summary --as-of 2026-12-31 --json").standardOutput)) as? [String: Any])
        let ytd = try #require(object["year_to_date"] as? [String: Any])
        #expect(ytd["distance_m"] as? Double == 10_000 || ytd["distance_m"] as? Int == 10_000)
    }
}
