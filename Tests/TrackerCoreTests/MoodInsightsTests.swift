import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct MoodInsightsTests {
    /// A year of history with a planted effect, over 20 seeds: found with the right sign in
    /// at least 18 and never with the wrong one. (Over 200 seeds the three effects were found
    /// in 195, 200 and 200, never with the wrong sign.)
    @Test(arguments: [SyntheticMoodHistory.Effect.lowAfterHardSession, .betterOnRestDays, .mondayDip])
    func plantedEffectIsFoundWithItsSign(_ effect: SyntheticMoodHistory.Effect) {
        var right = 0, wrong = 0
        for seed in 0..<UInt64(20) {
            let report = SyntheticMoodHistory(seed: seed, days: 365, effect: effect).insights()
            let finding: Finding
            switch effect {
            case .lowAfterHardSession: finding = report.previousDayLoad
            case .betterOnRestDays: finding = report.trainingDays
            case .mondayDip, .none: finding = report.weekdays[0]
            }
            if finding.direction == -1 { right += 1 }
            if finding.direction == 1 { wrong += 1 }
            // The planted effect never shows up on the other side of its own question.
            if effect == .mondayDip { #expect(report.weekdays[1...].allSatisfy { $0.direction >= 0 }) }
        }
        #expect(right >= 18)
        #expect(wrong == 0)
    }

    /// 200 histories without an effect: each question, and the report as a whole, shows an
    /// effect in at most 5% of them (10). Each question's Bonferroni-adjusted interval makes
    /// that about 0.5% (over 2,000 seeds: 6 to 16 each); the report as a whole is at 5% by
    /// construction (over 2,000 seeds: 101, 5.05%; these 200: 9), so the second bound is met
    /// but not by a wide margin: a smaller `familyErrorRate` buys one.
    @Test func noPlantedEffectRarelyShowsOne() {
        var perQuestion = Array(repeating: 0, count: MoodInsights.questionCount)
        var anywhere = 0
        for seed in 0..<UInt64(200) {
            let findings = SyntheticMoodHistory(seed: seed, effect: .none).insights().all
            #expect(findings.allSatisfy { $0.hasEnoughData })
            for (index, finding) in findings.enumerated() where finding.showsEffect { perQuestion[index] += 1 }
            if findings.contains(where: \.showsEffect) { anywhere += 1 }
        }
        #expect(perQuestion.allSatisfy { $0 <= 10 }, "\(perQuestion)")
        #expect(anywhere <= 10, "\(anywhere) of 200")
    }

    /// The adjustment is what keeps the report quiet: with ten unadjusted 95% intervals (a
    /// family error rate of 0.5) over a third of null histories show an effect somewhere (151
    /// of 400 seeds; 14 of these 60), where the adjusted report shows one in about 3 of 60.
    @Test func withoutTheAdjustmentNullHistoriesOftenShowAnEffect() {
        let anywhere = (0..<UInt64(60)).filter { seed in
            SyntheticMoodHistory(seed: seed, effect: .none).insights(familyErrorRate: 0.5).all.contains { $0.showsEffect }
        }.count
        #expect(anywhere >= 10, "\(anywhere) of 60")
    }

    @Test func intervalsAreBonferroniAdjusted() throws {
        let report = SyntheticMoodHistory(seed: 1, effect: .none).insights()
        #expect(report.all.count == MoodInsights.questionCount)
        for finding in report.all {
            #expect(abs(try #require(finding.interval).level - 0.995) < 1e-12)
        }
        #expect(abs(MoodInsights.intervalLevel(familyErrorRate: 0.1) - 0.99) < 1e-12)
    }

    @Test func tooFewDaysSaysHowManyMoreAreNeeded() {
        let history = SyntheticMoodHistory(seed: 5, days: 14, effect: .none)
        let report = MoodInsights(moods: history.moods, loads: history.loads, from: SyntheticMoodHistory.first, through: history.last)
        let count = history.moods.count
        #expect(report.previousDayLoad.count == count)
        #expect(report.previousDayLoad.moreDaysNeeded == MoodInsights.minimumDays - count)
        #expect(!report.previousDayLoad.showsEffect)
        // Two weeks hold at most two Mondays: six more Mondays are at least 42 more days.
        let mondays = history.moods.keys.filter { $0.isoWeekday == 1 }.count
        #expect(report.weekdays[0].moreDaysNeeded == 7 * (MoodInsights.minimumGroupDays - mondays))
        #expect(report.weekdays[0].sentence == "Not enough data yet: about \(7 * (8 - mondays)) more days with a mood are needed.")
        // Too few days give no estimate: a group of two has an interval wider than the mood scale.
        #expect(report.all.allSatisfy { $0.estimate == nil && $0.interval == nil })
        let fiveWeeks = SyntheticMoodHistory(seed: 5, days: 35, effect: .none)
        let weekly = MoodInsights(moods: fiveWeeks.moods, loads: fiveWeeks.loads, from: SyntheticMoodHistory.first, through: fiveWeeks.last)
        #expect(weekly.weekdays.allSatisfy { !$0.hasEnoughData && $0.estimate == nil && $0.interval == nil })
    }

    @Test func aMoodThatNeverVariesHasNoBaselineAndNoFinding() {
        let first = SyntheticMoodHistory.first
        let moods = Dictionary(uniqueKeysWithValues: (0..<60).map { (first.adding(days: $0), MoodLevel.good) })
        let loads = Dictionary(uniqueKeysWithValues: stride(from: 0, to: 60, by: 2).map { (first.adding(days: $0), 100.0) })
        let report = MoodInsights(moods: moods, loads: loads, from: first, through: first.adding(days: 59))
        #expect(report.all.allSatisfy { $0.hasEnoughData })
        #expect(report.baseline == nil)
        #expect(report.all.allSatisfy { $0.estimate == nil && !$0.showsEffect && $0.sentence == nil })
    }

    @Test func sentencesSayWhatWasFound() throws {
        let report = SyntheticMoodHistory(seed: 2, days: 365, effect: .mondayDip).insights()
        let sentence = try #require(report.weekdays[0].sentence)
        #expect(sentence.hasPrefix("Your mood is lower on Mondays than on other days, by "))
        #expect(sentence.contains("99.5% interval"))
        let rest = SyntheticMoodHistory(seed: 2, days: 365, effect: .betterOnRestDays).insights()
        #expect(try #require(rest.trainingDays.sentence).hasPrefix("Your mood is lower on training days than on rest days"))
    }

    /// Differences are in units of the person's own spread: the raw difference of mean levels
    /// divided by the standard deviation of all their days. Ranks ignore the scale of load.
    @Test func differencesAreInThePersonsOwnSpread() throws {
        let history = SyntheticMoodHistory(seed: 4, days: 200, effect: .betterOnRestDays)
        let report = history.insights()
        let levels = history.moods.mapValues { Double($0.rawValue) }
        let training = levels.filter { history.loads[$0.key] != nil }.map(\.value)
        let rest = levels.filter { history.loads[$0.key] == nil }.map(\.value)
        let spread = try #require(Statistics.sampleVariance(Array(levels.values))).squareRoot()
        let expected = (try #require(Statistics.mean(training)) - (try #require(Statistics.mean(rest)))) / spread
        #expect(abs(try #require(report.trainingDays.estimate) - expected) < 1e-12)
        #expect(abs(try #require(report.baseline).standardDeviation - spread) < 1e-12)

        let heavier = MoodInsights(
            moods: history.moods, loads: history.loads.mapValues { $0 * 3 }, from: SyntheticMoodHistory.first,
            through: history.last)
        #expect(heavier.previousDayLoad == report.previousDayLoad)
        #expect(heavier.trainingDays == report.trainingDays)
    }
}
