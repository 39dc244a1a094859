import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct MoodStatisticsTests {
    private let today = LocalDay(year: 2026, month: 3, day: 4)!  // a Wednesday

    private func moods(_ entries: [(Int, MoodLevel)]) -> [Mood] {
        entries.map { Mood(day: today.adding(days: $0.0), level: $0.1) }
    }

    /// Feb 24 (Tue) good, Feb 25 (Wed) terrible, Feb 26 (Thu) excellent, then a gap,
    /// Mar 2 (Mon) usual, Mar 3 (Tue) good, Mar 4 (Wed) good; a mood tomorrow is left out.
    @Test func countsAveragesAndRuns() {
        let statistics = MoodStatistics(moods: moods([
            (-8, .good), (-7, .terrible), (-6, .excellent), (-2, .usual), (-1, .good), (0, .good), (1, .terrible),
        ]), today: today)
        #expect(statistics.days == 6)
        #expect(statistics.countByLevel == [.terrible: 1, .usual: 1, .good: 3, .excellent: 1])
        // Mon 1; Tue (2 + 2)/2; Wed (0 + 2)/2; Thu 3; no Fri, Sat, Sun.
        #expect(statistics.averageByWeekday == [1, 2, 1, 3, nil, nil, nil])
        #expect(statistics.averageByMonth == [
            MonthlyMoodAverage(year: 2026, month: 2, days: 3, levelSum: 5),
            MonthlyMoodAverage(year: 2026, month: 3, days: 3, levelSum: 5),
        ])
        #expect(statistics.averageByMonth[0].average == 5.0 / 3)
        #expect(statistics.currentRun == 3)
        #expect(statistics.bestRun == 3)
    }

    @Test func aRunIsNotBrokenBeforeTheDayIsOver() {
        let statistics = MoodStatistics(moods: moods([(-1, .good), (-2, .good)]), today: today)
        #expect(statistics.currentRun == 2)
        #expect(MoodStatistics(moods: moods([(-2, .good), (-3, .good)]), today: today).currentRun == 0)
    }

    @Test func theBestRunMayLieInThePastAndALaterEntryReplacesAnEarlierOne() {
        let statistics = MoodStatistics(moods: moods([
            (-20, .good), (-19, .good), (-18, .good), (-17, .good), (0, .usual), (0, .excellent),
        ]), today: today)
        #expect(statistics.bestRun == 4)
        #expect(statistics.currentRun == 1)
        #expect(statistics.days == 5)
        #expect(statistics.countByLevel[.excellent] == 1 && statistics.countByLevel[.usual] == 0)
    }

    @Test func noMoods() {
        let statistics = MoodStatistics(moods: [], today: today)
        #expect(statistics.days == 0 && statistics.currentRun == 0 && statistics.bestRun == 0)
        #expect(statistics.averageByWeekday == Array(repeating: nil, count: 7))
        #expect(statistics.averageByMonth.isEmpty)
        #expect(statistics.countByLevel.values.allSatisfy { $0 == 0 } && statistics.countByLevel.count == 4)
    }
}
