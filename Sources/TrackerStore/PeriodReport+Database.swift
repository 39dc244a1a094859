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
    ///
    /// A year is added up as `summary` adds up its year to date: the kept totals of the
    /// 2^21-second spans inside it (`activity_spans`), and only the rows of the part-spans at
    /// its two ends from the index, so a long history is not read row by row.
    /// - Throws: `DatabaseError`.
    public static func years(from database: Database, types: [ActivityType], asOf: AsOf) throws -> PeriodReport {
        let windows = try yearWindows(from: database, types: types, asOf: asOf)
        let store = PeriodTotalsStore(database: database)
        let totals = try ranges(windows).map { try store.totals(from: $0.lowerBound, until: $0.upperBound, types: types) }
        return PeriodReport(windows: windows, totals: totals, asOf: asOf)
    }

    /// The years `years` reports: from the one before the first activity's to the as-of moment's.
    /// - Throws: `DatabaseError`.
    public static func yearWindows(from database: Database, types: [ActivityType], asOf: AsOf) throws -> PeriodWindows {
        let last = asOf.lastDay
        let firstYear = try CalendarTotalsStore(database: database).firstStart(types: types)
            .map { LocalDay(date: Date(timeIntervalSince1970: TimeInterval($0)), timeZone: asOf.timeZone).year } ?? last.year
        let first = PeriodWindows.first(year: min(firstYear, last.year) - 1, month: 1)
        return PeriodWindows(.year, from: first, through: last, asOf: asOf)
    }
}
