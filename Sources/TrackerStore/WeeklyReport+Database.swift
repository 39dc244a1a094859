#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

extension WeeklyReport {
    /// The weekly report of `options` from `database`: windows laid out in the as-of zone,
    /// bucketed in SQL, with the stored weekly goals. The one entry point of every weekly view.
    /// - Throws: `DatabaseError`.
    public static func load(from database: Database, options: WeeklyReportOptions) throws -> WeeklyReport {
        let windows = options.windows
        let weeks = try WeekTotalsStore(database: database, gearID: options.gearID).totals(windows, types: options.types, breakdown: options.breakdownIndices)
        let goals = try SettingsStore(database: database).sportGoals()
        return WeeklyReport(options: options, windows: windows, weeks: weeks, goals: goals)
    }
}
