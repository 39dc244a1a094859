#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

extension TrainingSummary {
    /// The summary of `options`' weeks and activity types (all when empty); moods are never
    /// filtered. Its periods are laid out by `SummaryPeriods`; this only runs their queries.
    /// - Throws: `DatabaseError`.
    public static func load(from database: Database, options: WeeklyReportOptions) throws -> TrainingSummary {
        let types = options.types
        var options = options
        options.breakdown = .everyWeek
        let report = try WeeklyReport.load(from: database, options: options)
        let periods = SummaryPeriods(windows: report.windows)
        let until = report.windows.asOf
        let store = WeekTotalsStore(database: database)
        let recentMood = try periods.moodDays.map(store.moodAverage) ?? (average: nil, days: 0)
        let previousMood = try periods.previousMoodDays.map(store.moodAverage) ?? (average: nil, days: 0)
        let allTime = try store.allTime(until: until, types: types)
        return TrainingSummary(
            report: report,
            yearToDate: try store.totals(from: periods.yearToDate.lowerBound, until: until, types: types),
            allTime: allTime.totals,
            longest: allTime.longest,
            streaks: Streaks(activeWeeksAgo: try store.activeWeeksAgo(asOf: until, types: types)),
            moodAverage: recentMood.average, moodDays: recentMood.days,
            previousMoodAverage: previousMood.average, previousMoodDays: previousMood.days)
    }
}
