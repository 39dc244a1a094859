import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct TrainingCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T21:00:00Z", timeZone: "UTC")

    func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    }

    // MARK: - Load per activity

    @Test func effortGivesSessionRPEAndOtherwiseTheLoadIsEstimated() throws {
        #expect(tracker.run("add --duration 1h --effort 5 --date 2026-11-28").status == 0)
        #expect(tracker.run("add --duration 30m --type walk --date 2026-11-29T08:00").status == 0)
        let stored = try ActivityStore(database: Database(path: tracker.databasePath)).fetch()
        #expect(stored.map(\.effort) == [nil, 5])
        // 5 x 60 = 300 effort-minutes; an hour at effort 7 (420) is 100.
        #expect(stored[1].load == TrainingLoad(value: 300.0 * 100 / 420, method: .sessionEffort))
        let walk = try #require(stored[0].load)
        #expect(walk.method == .estimate && walk.isEstimated)
        #expect(abs(walk.value - 30 * TrainingLoad.estimatePerMinute(.walk)) < 1e-9)

        let csv = tracker.run("load --days 2 --csv").output.split(separator: "\r\n").map(String.init)
        #expect(csv[0] == "date,load,fitness,fatigue,form,acute_chronic_ratio")
        #expect(csv[1].hasPrefix("2026-11-28,71.4,"))
        let noEstimates = tracker.run("load --days 2 --csv --no-estimates").output
        #expect(noEstimates.contains("2026-11-29,0,"))
    }

    @Test func editChangesTheEffortAndTheLoadFollows() throws {
        tracker.run("add --duration 40m --date 2026-11-28")
        #expect(tracker.run("edit 1 --effort 8").output == "Updated #1: effort (none) → 8\n")
        var load = try #require(try ActivityStore(database: Database(path: tracker.databasePath)).fetch(id: 1)?.load)
        #expect(load == TrainingLoad(value: 320.0 * 100 / 420, method: .sessionEffort))
        #expect(tracker.run(["edit", "1", "--effort", ""]).output == "Updated #1: effort 8 → (none)\n")
        load = try #require(try ActivityStore(database: Database(path: tracker.databasePath)).fetch(id: 1)?.load)
        #expect(load.method == .estimate)
    }

    @Test(arguments: ["0", "11", "5.5", "hard"])
    func effortOutsideOneToTenIsRefused(_ effort: String) {
        tracker.run("add --duration 30m --date 2026-11-28")
        let before = tracker.databaseBytes()
        let result = tracker.run(["add", "--duration", "30m", "--effort", effort])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: --effort: '\(effort)' is not a session effort; give a whole number from 1 (very easy) to 10 (maximal)"))
        #expect(tracker.databaseBytes() == before)
    }

    @Test func heartRateAndTimeConstantsAreSettings() {
        #expect(tracker.run("config resting-heart-rate 48").output == "resting-heart-rate: none → 48\n")
        #expect(tracker.run("config max-heart-rate 300").status == 64)
        #expect(tracker.run("config fitness-days 0").status == 64)
        #expect(tracker.run("config fatigue-days 5").status == 0)
        let listing = tracker.run("config").output
        #expect(listing.contains("resting-heart-rate = 48\n") && listing.contains("max-heart-rate = none (default)\n"))
        #expect(listing.contains("fatigue-days = 5\n") && listing.contains("fitness-days = 42 (default)\n"))
    }

    @Test func heartRatesOutOfOrderAreRefusedNamingBoth() {
        #expect(tracker.run("config max-heart-rate 185").status == 0)
        let before = tracker.databaseBytes()
        let resting = tracker.run("config resting-heart-rate 200")
        #expect(resting.status == 64)
        #expect(resting.error.hasPrefix("tracker: error: resting-heart-rate 200 must be below the stored max-heart-rate 185; "
            + "give a lower resting rate, or raise max-heart-rate first (nothing was changed)\n"))
        #expect(tracker.run("config resting-heart-rate 185").status == 64)
        #expect(tracker.databaseBytes() == before)
        #expect(tracker.run("config resting-heart-rate 50").status == 0)
        let maximum = tracker.run("config max-heart-rate 50")
        #expect(maximum.status == 64)
        #expect(maximum.error.hasPrefix("tracker: error: max-heart-rate 50 must be above the stored resting-heart-rate 50; "
            + "give a higher maximum, or lower resting-heart-rate first (nothing was changed)\n"))
        #expect(tracker.run("config max-heart-rate").output == "185\n")
        // Resetting one leaves nothing to contradict.
        #expect(tracker.run("config max-heart-rate --reset").status == 0)
        #expect(tracker.run("config resting-heart-rate 200").status == 0)
    }

    // MARK: - tracker load

    @Test func loadFollowsTheGoldenCheetahRecursion() throws {
        tracker.run("add --duration 1h --effort 5 --date 2026-11-27")
        let days = try #require(try json(tracker.run("load --days 3 --json"))["days"] as? [[String: Any]])
        #expect(days.map { $0["date"] as? String } == ["2026-11-27", "2026-11-28", "2026-11-29"])
        let load = 300.0 * 100 / 420
        let fitness = load * (1 - exp(-1.0 / 42)), fatigue = load * (1 - exp(-1.0 / 7))
        #expect(abs((days[0]["fitness"] as? Double ?? 0) - fitness) < 0.06)
        #expect(abs((days[0]["fatigue"] as? Double ?? 0) - fatigue) < 0.06)
        #expect(days[0]["form"] as? Double == 0)
        #expect(abs((days[1]["form"] as? Double ?? 0) - (fitness - fatigue)) < 0.06)
        #expect(days[2]["acute_chronic_ratio"] is NSNull)
    }

    @Test func loadSaysEachFigureInWordsWithTheCaveat() {
        for day in 0..<60 { tracker.run("add --duration 45m --effort 6 --date \(LocalDay(iso: "2026-09-30")!.adding(days: day).iso)") }
        // Sentences wrap at the width; read them joined again.
        let text = tracker.run("load --days 7", columns: 400).output
        #expect(text.contains("Fitness ") && text.contains("your average daily load over about the last 42 days"))
        #expect(text.contains("Fatigue ") && text.contains("over about the last 7 days"))
        #expect(text.contains("Form ") && text.contains("(yesterday's fitness minus fatigue)"))
        #expect(text.contains("Acute:chronic ratio ") && text.contains(FitnessFatigueModel.acuteChronicCaveat))
        #expect(text.contains("Loads: 60 from your effort"))
    }

    @Test func loadWithoutActivitiesSaysSo() {
        #expect(tracker.run("load").output.hasPrefix("No training load up to Sun 29 Nov."))
        #expect(tracker.run("load --days 0").status == 64)
        #expect(tracker.run("load --json --csv").status == 64)
    }

    // MARK: - tracker insights

    /// 120 days: a hard session every third day, and a worse mood on each day after one.
    func plantHardDayEffect() throws {
        let database = try Database(path: tracker.databasePath)
        let activities = ActivityStore(database: database), moods = MoodStore(database: database)
        var random = SeededRandom(seed: 7)
        let first = LocalDay(iso: "2026-08-02")!
        for offset in 0..<120 {
            let day = first.adding(days: offset)
            let hard = offset % 3 == 0, afterHard = offset % 3 == 1
            let start = LocalInstant(secondsSince1970: Int64(day.daysSince1970) * 86_400 + 7 * 3600, utcOffset: 0)
            try activities.insert(
                Activity(start: start, distance: 0, duration: hard ? 5400 : 1800, effort: hard ? 9 : 3), createdAt: 0)
            let base = afterHard ? 1 : 2
            let level = MoodLevel(rawValue: min(3, max(0, base + (random.int(0...5) == 0 ? 1 : 0))))!
            try moods.upsert(Mood(day: day, level: level), updatedAt: 0)
        }
    }

    @Test func insightsFindAPlantedEffectWithItsSign() throws {
        try plantHardDayEffect()
        let report = try json(tracker.run("insights --json"))
        let findings = try #require(report["findings"] as? [[String: Any]])
        let load = try #require(findings.first { $0["question"] as? String == "previous_day_load" })
        #expect(load["shows_effect"] as? Bool == true)
        #expect((load["estimate"] as? Double ?? 0) < 0 && (load["upper"] as? Double ?? 0) < 0)
        #expect(load["days"] as? Int == 120)
        let text = tracker.run("insights").output
        #expect(text.contains("Your mood tends to be lower the day after a heavier training load"))
        #expect(text.contains("Moods: 120 days logged"))
    }

    @Test func insightsSayHowManyMoreDaysAreNeeded() {
        for day in 0..<10 { tracker.run("mood good --date \(LocalDay(iso: "2026-11-20")!.adding(days: day - 1).iso)") }
        let text = tracker.run("insights").output
        #expect(text.contains("Not enough data yet for every question: about"))
        #expect(text.contains("needs 18 more days"))
        #expect(!text.contains("Your mood"))
        #expect(text.contains("current run 10, best run 10 days in a row"))
    }

    @Test func loadOfOneDayTimeConstantsSaysTheLastDay() {
        tracker.run("add --duration 1h --effort 5 --date 2026-11-28")
        tracker.run("config fitness-days 1")
        tracker.run("config fatigue-days 1")
        let text = tracker.run("load --days 3", columns: 400).output
        #expect(text.components(separatedBy: "your average daily load over about the last day; ").count == 3, "\(text)")
        #expect(!text.contains("1 days"), "\(text)")
    }

    @Test func insightsOfOneDaySayDayNotDays() {
        tracker.run("mood good --date 2026-11-29")
        let text = tracker.run("insights", columns: 200).output
        #expect(text.contains("(1 day with a mood; "), "\(text)")
        #expect(text.contains("Moods: 1 day logged; current run 1, best run 1 day in a row."), "\(text)")
        #expect(!text.contains("1 days"), "\(text)")
    }

    @Test(arguments: [60, 80])
    func loadAndInsightsFitTheTerminalWidth(columns: Int) throws {
        try plantHardDayEffect()
        // A load from time and type beside the efforts: the methods sentence then runs longest.
        #expect(tracker.run("add --duration 30m --type walk --date 2026-11-29T08:00").status == 0)
        for command in ["load --days 14", "insights"] {
            let text = tracker.run(command, columns: columns).output
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 10, "\(command)")
            for line in lines { #expect(line.count <= columns, "\(command): \(line)") }
            // Wrapped, not cut: every word of the sentences is still there.
            if command.hasPrefix("load") {
                #expect(text.contains("Fitness ") && text.replacingOccurrences(of: "\n    ", with: " ").contains("it grows slowly with steady training and fades slowly when you stop."))
                #expect(text.replacingOccurrences(of: "\n  ", with: " ").contains("One scale: 100 is an hour at threshold."))
            } else {
                #expect(text.replacingOccurrences(of: "\n  ", with: " ").contains("intervals at 99.6%, together 95%):") || text.contains("together 95%"))
            }
        }
    }

    @Test func rowsWithoutEnoughDataShowNoEstimateOrInterval() {
        // 30 varied days: enough for the correlations, not for any one weekday (four or five of each).
        let levels = ["terrible", "usual", "good", "excellent", "good", "usual", "good"]
        for day in 0..<30 {
            tracker.run("mood \(levels[(day * 3) % levels.count]) --date \(LocalDay(iso: "2026-11-28")!.adding(days: -day).iso)")
        }
        let rows = tracker.run("insights").output.split(separator: "\n").filter { $0.contains(" vs other days") }
        #expect(rows.count == 7)
        for row in rows {
            #expect(row.contains("needs ") && row.contains(" more days"), "\(row)")
            // Neither a difference nor an interval: `-` and `-`.
            #expect(!row.contains(" to ") && row.split(separator: " ").filter { $0 == "-" }.count == 2, "\(row)")
        }
    }

    // MARK: - tracker chart load

    @Test func chartLoadWritesAPNG() throws {
        try plantHardDayEffect()
        let path = tracker.directory.file("load.png")
        let result = tracker.run(["chart", "load", "--days", "60", "-o", path])
        #expect(result.output == "Wrote \(path) (PNG, 1200x600)\n")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(tracker.run(["chart", "load", "--curve", "smooth", "-o", path]).status == 64)
        #expect(tracker.run(["chart", "mood", "--no-estimates", "-o", path]).status == 64)
    }
}
