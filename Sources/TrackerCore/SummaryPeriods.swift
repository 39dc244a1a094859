#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// The periods `tracker summary` reports beside its weeks, laid out from the same windows and
/// the same as-of instant, with no database: the year to date, and the mood days of the span
/// and of as many weeks before it.
public struct SummaryPeriods: Sendable {
    /// The report's windows, the newest ending at the as-of instant.
    public let windows: WeekWindows
    /// [local midnight starting 1 January of the last counted day's year, as-of).
    public let yearToDate: Range<Int64>
    /// The days the windows' labels name, up to today, or `nil` when there are none.
    public let moodDays: ClosedRange<LocalDay>?
    /// The same for as many weeks just before the span (the mood trend's baseline).
    public let previousMoodDays: ClosedRange<LocalDay>?

    public init(windows: WeekWindows) {
        self.windows = windows
        let asOf = windows.asOf
        // The as-of instant is exclusive: at midnight ending 31 December the year is still the old one.
        let lastDay = windows.countedUntil.lastDay
        let startOfYear = LocalDay(year: lastDay.year, month: 1, day: 1).map(windows.midnight) ?? asOf
        yearToDate = min(startOfYear, asOf)..<asOf
        let spanStart = windows.start(0)
        // As many windows again, laid out the same way: calendar weeks stay calendar weeks.
        let previousStart = WeekWindows(
            windows.countedUntil, mode: windows.mode, weekStart: windows.weekStart, count: 2 * windows.count).start(0)
        moodDays = windows.days(from: spanStart, until: asOf)
        previousMoodDays = windows.days(from: previousStart, until: spanStart)
    }
}
