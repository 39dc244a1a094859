#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

extension PeriodReport {
    /// The months of `year` (each against the one before; January against the December before).
    /// - Throws: `DatabaseError`.
    public static func months(of year: Int, from database: Database, types: [ActivityType], asOf: AsOf) throws -> PeriodReport {
        let windows = PeriodWindows.months(of: year, asOf: asOf)
        return PeriodReport(windows: windows, totals: try CalendarTotalsStore(database: database).totals(ranges(windows), types: types), asOf: asOf)
    }

    /// Every year from the first activity's (of `types`) to the as-of moment's (years between without any show zeros).
    /// - Throws: `DatabaseError`.
    public static func years(from database: Database, types: [ActivityType], asOf: AsOf) throws -> PeriodReport {
        let store = CalendarTotalsStore(database: database)
        let last = asOf.lastDay
        let firstYear = try store.firstStart(types: types).map { LocalDay(date: Date(timeIntervalSince1970: TimeInterval($0)), timeZone: asOf.timeZone).year } ?? last.year
        let first = PeriodWindows.first(year: min(firstYear, last.year) - 1, month: 1)
        let windows = PeriodWindows(.year, from: first, through: last, asOf: asOf)
        return PeriodReport(windows: windows, totals: try store.totals(ranges(windows), types: types), asOf: asOf)
    }
}
