#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// The layout of N weekly windows ending at an as-of instant: the pure arithmetic every
/// weekly view shares, with no database.
///
/// Rolling mode: window k back from the newest is [T - 7(k+1) days, T - 7k days).
/// Calendar mode: local-time weeks starting on `weekStart`, the newest containing T; their
/// lengths follow DST changes (167 or 169 hours). In both modes counting stops at T:
/// nothing at or after the as-of instant belongs to any window.
public struct WeekWindows: Sendable {
    public static let secondsPerWeek: Int64 = 7 * 86_400

    /// The as-of instant, in whole seconds.
    public let asOf: Int64
    public let mode: WindowMode
    public let weekStart: WeekStart
    public let timeZone: Zone
    /// `count + 1` instants (Unix seconds), oldest first: window i is [boundaries[i], boundaries[i + 1]).
    public let boundaries: [Int64]
    private let calendar: ZoneCalendar
    /// For each boundary, the first day the window starting there is named by (the last entry:
    /// the day after the newest window's): window i names labelStarts[i] ..< labelStarts[i + 1].
    private var labelStarts: [LocalDay] = []
    /// The day holding the last counted second: no mood after it is counted.
    private let lastCountedDay: LocalDay

    /// Lays out `count` windows (at least 1) ending with the one that holds the as-of instant, in
    /// its zone. A fractional as-of is rounded up: for whole-second activity starts `s < T` and
    /// `s < ceil(T)` are the same test.
    public init(_ asOf: AsOf, mode: WindowMode, weekStart: WeekStart = .monday, count: Int) {
        let count = max(1, count)
        let calendar = ZoneCalendar(asOf.timeZone)
        let asOfSeconds = asOf.seconds
        self.asOf = asOfSeconds
        self.mode = mode
        self.weekStart = weekStart
        self.timeZone = asOf.timeZone
        self.calendar = calendar
        switch mode {
        case .rolling:
            boundaries = (0...count).map { asOfSeconds - Self.secondsPerWeek * Int64(count - $0) }
        case .calendar:
            let today = calendar.day(asOfSeconds)
            let newestStart = today.adding(days: -((today.isoWeekday - weekStart.isoWeekday + 7) % 7))
            boundaries = (0...count).map { index in
                calendar.instant(of: newestStart.adding(days: 7 * (index - count + 1)), hour: 0)
            }
        }
        lastCountedDay = calendar.day(asOfSeconds - 1)
        labelStarts = boundaries.map(firstLabelDay)
    }

    public var count: Int { boundaries.count - 1 }

    /// The as-of instant (whole seconds) with the windows' zone: where counting stops.
    public var countedUntil: AsOf { AsOf(Date(timeIntervalSince1970: TimeInterval(asOf)), timeZone: timeZone) }

    /// Where window `index` (oldest first) starts.
    public func start(_ index: Int) -> Int64 { boundaries[index] }

    /// Where window `index` ends (the calendar week's end for a partial newest week).
    public func end(_ index: Int) -> Int64 { boundaries[index + 1] }

    /// Boundary `index` as a `Date`.
    public func date(_ index: Int) -> Date { Date(timeIntervalSince1970: TimeInterval(boundaries[index])) }

    /// Where counting stops in window `index`: its end, or the as-of instant if earlier.
    public func countedEnd(_ index: Int) -> Int64 { min(boundaries[index + 1], asOf) }

    /// The window (oldest first) holding the instant `seconds`, or `nil` when it is before
    /// the first window or at or after the as-of instant.
    public func index(containing seconds: Int64) -> Int? {
        guard seconds >= boundaries[0], seconds < asOf, seconds < boundaries[count] else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if boundaries[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The days window `index` is named by, contiguous with its neighbours' and never shared.
    ///
    /// A calendar week is its seven days (the newest one too, while partial). A rolling window
    /// is named by the days after its first boundary's day through its last counted second's
    /// day: at 09:00 on the 29th the newest is the 23rd to the 29th, as the card reads. Across a
    /// clock change the windows, always 168 hours, begin at another clock time than the as-of
    /// moment, and a boundary's day goes to the window holding most of it (see
    /// `lastLabelDay(before:)`); each day is still named by exactly one window, and one holding
    /// a clock change may name six or eight days.
    public func labelDays(_ index: Int) -> ClosedRange<LocalDay> {
        let first = labelStarts[index]
        switch mode {
        case .calendar: return first...first.adding(days: 6)
        case .rolling: return first...max(first, labelStarts[index + 1].adding(days: -1))
        }
    }

    /// The window whose label names `day`, or `nil` (before the first, or after the day
    /// holding the as-of moment): a day's mood belongs to the week that names it, so today's
    /// mood counts in the newest week as soon as it is recorded.
    public func index(ofDay day: LocalDay) -> Int? {
        guard day >= labelStarts[0], day < labelStarts[count], day <= lastCountedDay else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if labelStarts[middle] <= day { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The days of window `index` whose moods count: those its label names, up to the day
    /// holding the as-of moment; `nil` when there are none.
    public func moodDays(_ index: Int) -> ClosedRange<LocalDay>? {
        Self.range(labelStarts[index], before: min(labelStarts[index + 1], lastCountedDay.adding(days: 1)))
    }

    /// The days named from the window starting at `from` to the one ending at `until` (at the
    /// as-of moment or later: to the day holding it), or `nil` when there are none.
    public func days(from: Int64, until: Int64) -> ClosedRange<LocalDay>? {
        Self.range(firstLabelDay(from), before: until >= asOf ? lastCountedDay.adding(days: 1) : firstLabelDay(until))
    }

    /// The calendar day (in the local zone) holding the instant `seconds`.
    public func localDay(_ seconds: Int64) -> LocalDay {
        calendar.day(seconds)
    }

    /// Local midnight starting `day`, in Unix seconds.
    public func midnight(of day: LocalDay) -> Int64 {
        calendar.instant(of: day, hour: 0)
    }

    // MARK: - Private

    /// The last day named by the window that ends at `bound`. As on the card, a boundary's own
    /// day goes to the earlier window (at 09:00 the window of the 22nd to the 29th began at 09:00
    /// on the 22nd). When a clock change lies between the boundary and the as-of moment, that
    /// reading and the one at the as-of moment's clock time can differ by a day (a window from
    /// 00:30 summer time ending at 23:30 winter time); then the boundary's day goes to the
    /// window holding most of its hours.
    private func lastLabelDay(before bound: Int64) -> LocalDay {
        let boundaryDay = localDay(bound - 1)
        let asOfClock = calendar.instant(of: boundaryDay, clockOf: asOf - 1)
        guard asOfClock >= bound else { return boundaryDay }
        let start = midnight(of: boundaryDay), end = midnight(of: boundaryDay.adding(days: 1))
        return bound - start > end - bound ? boundaryDay : boundaryDay.adding(days: -1)
    }

    /// The first day a window starting at `bound` is named by: a calendar week's first day, or
    /// the day after the last one the rolling window ending there names.
    private func firstLabelDay(_ bound: Int64) -> LocalDay {
        switch mode {
        case .calendar: return localDay(bound)
        case .rolling: return lastLabelDay(before: bound).adding(days: 1)
        }
    }

    /// first...(after - 1 day), or `nil` when that is empty.
    private static func range(_ first: LocalDay, before after: LocalDay) -> ClosedRange<LocalDay>? {
        let last = after.adding(days: -1)
        return first <= last ? first...last : nil
    }
}
