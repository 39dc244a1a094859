import Foundation
import TrackerCore

extension WeeklyReport {
    /// The weekly report of `options` from `database`: windows laid out in `timeZone`,
    /// bucketed in SQL, with the stored weekly goals. The one entry point of every weekly view.
    /// - Throws: `DatabaseError`.
    public static func load(from database: Database, options: WeeklyReportOptions, timeZone: TimeZone) throws -> WeeklyReport {
        let windows = WeekWindows(
            asOf: options.asOf, mode: options.mode, weekStart: options.weekStart,
            count: options.weekCount, timeZone: timeZone)
        let weeks = try WeekTotalsStore(database: database).totals(windows, types: options.types)
        let goals = try SettingsStore(database: database).weeklyGoals()
        return WeeklyReport(options: options, windows: windows, weeks: weeks, goals: goals)
    }
}
