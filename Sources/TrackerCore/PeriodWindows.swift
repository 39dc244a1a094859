#if canImport(FoundationEssentials)
import TrackerTime
import FoundationEssentials
#else
import Foundation
#endif

/// Consecutive local calendar periods (days, months or years) up to an as-of instant: the pure
/// arithmetic of `months`, `years` and `calendar`, with no database.
///
/// Period i is [boundaries[i], boundaries[i + 1]), from local midnight to local midnight, so a
/// day or month holding a clock change is an hour shorter or longer. As in the weekly views,
/// counting stops at the as-of instant: nothing at or after it belongs to any period.
public struct PeriodWindows: Sendable {
    public let unit: PeriodUnit
    /// The first day of each period, then the day after the last one ends.
    public let firstDays: [LocalDay]
    /// `count + 1` instants (Unix seconds): local midnight of each of `firstDays`.
    public let boundaries: [Int64]
    /// The as-of instant, whole seconds (a fraction rounded up, as `WeekWindows` does).
    public let asOf: Int64
    public let timeZone: Zone

    /// The periods of `unit` from the one holding `first` to the one holding `last`.
    public init(_ unit: PeriodUnit, from first: LocalDay, through last: LocalDay, asOf: AsOf) {
        var days = [Self.start(of: first, unit)]
        let end = Self.next(Self.start(of: max(first, last), unit), unit)
        while days[days.count - 1] < end { days.append(Self.next(days[days.count - 1], unit)) }
        let calendar = ZoneCalendar(asOf.timeZone)
        self.unit = unit
        firstDays = days
        boundaries = days.map { calendar.instant(of: $0, hour: 0) }
        self.asOf = asOf.seconds
        timeZone = asOf.timeZone
    }

    /// The twelve months of `year` with the December before it first, so that January has a
    /// month to be compared with.
    public static func months(of year: Int, asOf: AsOf) -> PeriodWindows {
        PeriodWindows(.month, from: first(year: year - 1, month: 12), through: first(year: year, month: 12), asOf: asOf)
    }

    /// The days of `year`.
    public static func days(of year: Int, asOf: AsOf) -> PeriodWindows {
        PeriodWindows(.day, from: first(year: year, month: 1), through: first(year: year + 1, month: 1).adding(days: -1), asOf: asOf)
    }

    public var count: Int { boundaries.count - 1 }

    /// Where counting stops in period `index`: its end, or the as-of instant if earlier.
    public func countedEnd(_ index: Int) -> Int64 { min(boundaries[index + 1], asOf) }

    /// Period `index` holds the as-of instant (it is partial).
    public func holdsAsOf(_ index: Int) -> Bool { boundaries[index] < asOf && asOf < boundaries[index + 1] }

    /// Period `index` starts at or after the as-of instant: nothing in it is counted yet.
    public func isFuture(_ index: Int) -> Bool { boundaries[index] >= asOf }

    /// The first day of period `index`.
    public func firstDay(_ index: Int) -> LocalDay { firstDays[index] }

    /// The period holding the instant `seconds`, or `nil` outside them all or at or after the as-of instant.
    public func index(containing seconds: Int64) -> Int? {
        boundaries.spanIndex(containing: seconds, count: count, asOf: asOf)
    }

    /// `2026-11` for a month, `2026` for a year, the ISO day for a day.
    public func label(_ index: Int) -> String {
        let day = firstDays[index]
        switch unit {
        case .day: return day.iso
        case .month: return String(day.iso.prefix(7))
        case .year: return String(day.iso.prefix(4))
        }
    }

    // MARK: - Private

    private static func start(of day: LocalDay, _ unit: PeriodUnit) -> LocalDay {
        switch unit {
        case .day: return day
        case .month: return first(year: day.year, month: day.month)
        case .year: return first(year: day.year, month: 1)
        }
    }

    private static func next(_ day: LocalDay, _ unit: PeriodUnit) -> LocalDay {
        switch unit {
        case .day: return day.adding(days: 1)
        case .month: return day.month == 12 ? first(year: day.year + 1, month: 1) : first(year: day.year, month: day.month + 1)
        case .year: return first(year: day.year + 1, month: 1)
        }
    }

    /// The first of a month, by day count, so no year is out of `LocalDay`'s range to fail on.
    public static func first(year: Int, month: Int) -> LocalDay {
        LocalDay(daysSince1970: LocalDay.daysSince1970(year: year, month: month, day: 1))
    }
}

extension PeriodWindows {
    /// The counted part of every period: [start, min(end, as-of)), empty for a future one.
    public var countedRanges: [Range<Int64>] {
        (0..<count).map { boundaries[$0]..<max(boundaries[$0], countedEnd($0)) }
    }
}
