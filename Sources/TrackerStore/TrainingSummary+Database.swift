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
        var options = options
        options.breakdown = .everyWeek
        return try load(from: database, report: WeeklyReport.load(from: database, options: options))
    }

    /// The summary around `report`, loaded already (with `.everyWeek` as its breakdown, for the
    /// span's families), so a page that shows both reads the weeks once.
    ///
    /// Every statement is bounded whatever the length of the history: the year to date and all
    /// time read the kept spans of `PeriodTotalsStore` and the rows of two partial spans, the
    /// longest activity one span, the streaks one index probe per active week.
    /// - Throws: `DatabaseError`.
    public static func load(from database: Database, report: WeeklyReport) throws -> TrainingSummary {
        let types = report.options.types
        let periods = SummaryPeriods(windows: report.windows)
        let until = report.windows.asOf
        let moods = WeekTotalsStore(database: database)
        let recentMood = try periods.moodDays.map(moods.moodAverage) ?? (average: nil, days: 0)
        let previousMood = try periods.previousMoodDays.map(moods.moodAverage) ?? (average: nil, days: 0)
        let store = PeriodTotalsStore(database: database, gearID: report.options.gearID)
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
