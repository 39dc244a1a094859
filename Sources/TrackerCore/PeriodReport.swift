#if canImport(FoundationEssentials)
import TrackerTime
import FoundationEssentials
#else
import Foundation
#endif

/// The totals of consecutive months or years, each next to the one before: what `months` and
/// `years` print. Made from `PeriodWindows` whose first period is only the comparison for the
/// second, and from their totals; the period holding the as-of moment is compared with the same
/// length of time into the period before it, so a month half gone is not set against a whole one.
public struct PeriodReport: Sendable {
    public struct Line: Sendable {
        /// `2026-11` or `2026`.
        public var label: String
        public var firstDay: LocalDay
        public var totals: WeekTotals
        /// What this period is compared with: the whole period before, or for a partial period
        /// the same length of time into the one before; `nil` for none.
        public var previous: WeekTotals?
        /// This period holds the as-of moment.
        public var isPartial: Bool

        /// The change of `metric` against `previous`, as a fraction (0.25 for 25% more); `nil`
        /// without a previous period or when it had none of it.
        public func change(of metric: WeekMetric) -> Double? {
            guard let previous, previous.value(of: metric) > 0 else { return nil }
            return totals.value(of: metric) / previous.value(of: metric) - 1
        }
    }

    public let unit: PeriodUnit
    /// Oldest first; no period after the as-of moment.
    public let lines: [Line]
    public let asOf: AsOf

    /// The ranges to total for `windows`: every period's counted part, then, when a period
    /// holds the as-of moment, the same length of time into the period before it.
    public static func ranges(_ windows: PeriodWindows) -> [Range<Int64>] {
        var ranges = windows.countedRanges
        if let partial = (1..<max(1, windows.count)).first(where: windows.holdsAsOf) {
            let start = windows.boundaries[partial - 1]
            let length = windows.asOf - windows.boundaries[partial]
            ranges.append(start..<min(windows.boundaries[partial], start + length))
        }
        return ranges
    }

    /// The report of `windows` (whose first period is shown only as the second's comparison)
    /// from `totals`, which are of `ranges(windows)` in their order.
    public init(windows: PeriodWindows, totals: [WeekTotals], asOf: AsOf) {
        var lines: [Line] = []
        for index in 1..<max(1, windows.count) where !windows.isFuture(index) && index < totals.count {
            let partial = windows.holdsAsOf(index)
            let previous = partial && totals.count > windows.count ? totals[windows.count] : totals[index - 1]
            lines.append(Line(
                label: windows.label(index), firstDay: windows.firstDay(index), totals: totals[index],
                previous: previous, isPartial: partial))
        }
        unit = windows.unit
        self.lines = lines
        self.asOf = asOf
    }

    /// The sum of every line.
    public var total: WeekTotals {
        var sum = WeekTotals(start: lines.first?.totals.start ?? asOf.instant, end: lines.last?.totals.end ?? asOf.instant)
        for line in lines {
            sum.activities += line.totals.activities
            sum.distance += line.totals.distance
            sum.duration += line.totals.duration
            sum.elevation += line.totals.elevation
            sum.longest = max(sum.longest, line.totals.longest)
        }
        return sum
    }
}
