import Foundation
import TrackerCore

extension TrainingSummary {
    /// The summary as of `asOf`, of the activities of `types` (all when empty); moods are never filtered.
    /// - Throws: `DatabaseError`.
    public static func load(from database: Database, asOf: Date, types: [ActivityType], timeZone: TimeZone) throws -> TrainingSummary {
        let options = WeeklyReportOptions(asOf: asOf, types: types)
        let report = try WeeklyReport.load(from: database, options: options, timeZone: timeZone)
        let windows = report.windows
        let store = WeekTotalsStore(database: database)
        // The as-of instant is exclusive: at midnight ending 31 December the year is still the old one.
        let startOfYear = LocalDay(year: windows.localDay(windows.asOf - 1).year, month: 1, day: 1).map(windows.midnight) ?? windows.asOf
        let spanStart = windows.start(0)
        let previousStart = spanStart - Int64(windows.count) * WeekWindows.secondsPerWeek
        let recentMood = try windows.days(from: spanStart, until: windows.asOf).map(store.moodAverage) ?? (average: nil, days: 0)
        let previousMood = try windows.days(from: previousStart, until: spanStart).map(store.moodAverage) ?? (average: nil, days: 0)
        let allTime = try store.allTime(until: windows.asOf, types: types)
        return TrainingSummary(
            report: report,
            yearToDate: try store.totals(from: startOfYear, until: windows.asOf, types: types),
            allTime: allTime.totals,
            longest: allTime.longest,
            streaks: Streaks(activeWeeksAgo: try store.activeWeeksAgo(asOf: windows.asOf, types: types)),
            moodAverage: recentMood.average, moodDays: recentMood.days,
            previousMoodAverage: previousMood.average, previousMoodDays: previousMood.days)
    }
}
