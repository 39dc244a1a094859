#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// Renders SI values for people, in the chosen units. Fixed English names, no locale,
/// so output is the same on every machine.
public struct DisplayFormatter: Sendable {
    public var units: UnitSystem

    public init(units: UnitSystem) {
        self.units = units
    }

    /// `5.20 km`.
    public func distance(_ meters: Double) -> String {
        String(printf: "%.2f", number(meters, of: .distance)) + " " + units.distanceSymbol
    }

    /// `5.20 km`, or `1025 m` (`1121 yd`) for a swim: each family in the unit it counts in.
    public func distance(_ meters: Double, family: ActivityFamily) -> String {
        guard family.countsInShortUnits else { return distance(meters) }
        return String(printf: "%.0f", meters / units.metersPerShortDistanceUnit) + " " + units.shortDistanceSymbol
    }

    /// `+156 m`.
    public func elevation(_ meters: Double) -> String {
        String(printf: "+%.0f", number(meters, of: .elevation)) + " " + units.elevationSymbol
    }

    /// A value of `metric` (meters or seconds) as a number in its display unit: km or mi,
    /// hours, m or ft. What a chart's axis counts in.
    public func number(_ value: Double, of metric: WeekMetric) -> Double {
        switch metric {
        case .distance: return value / units.metersPerDistanceUnit
        case .duration: return value / 3600
        case .elevation: return value / units.metersPerElevationUnit
        }
    }

    /// The symbol of `metric`'s display unit: `km` or `mi`, `h`, `m` or `ft`.
    public func unitSymbol(of metric: WeekMetric) -> String {
        switch metric {
        case .distance: return units.distanceSymbol
        case .duration: return "h"
        case .elevation: return units.elevationSymbol
        }
    }

    /// `45:00` or `1:02:03`: one activity's time.
    public func clockDuration(_ seconds: Double) -> String {
        let total = DisplayFormatter.whole(seconds)
        let (hours, minutes, secs) = (total / 3600, total % 3600 / 60, total % 60)
        return hours > 0
            ? String(printf: "%d:%02d:%02d", hours, minutes, secs)
            : String(printf: "%d:%02d", minutes, secs)
    }

    /// `5h 12m`, `45m`, `30s` or `0m`: a total over many activities.
    public func totalDuration(_ seconds: Double) -> String {
        let total = DisplayFormatter.whole(seconds)
        let (hours, minutes) = (total / 3600, total % 3600 / 60)
        if hours > 0 { return "\(hours)h \(minutes)m" }
        // Nothing at all reads as 0m, like the other totals; a few seconds as seconds.
        if minutes > 0 || total == 0 { return "\(minutes)m" }
        return "\(total)s"
    }

    /// `8:39 /km` for the run and walk families; `2:20 /100m` for swims (`/100yd` in imperial
    /// units), as swimmers count; `24.3 km/h` for the rest. Empty without distance.
    public func pace(distance meters: Double, duration seconds: Double, type: ActivityType) -> String {
        guard meters > 0, seconds > 0 else { return "" }
        if type.family == .swim {
            let (length, name) = units == .metric ? (100.0, "100m") : (100 * UnitSystem.metersPerYard, "100yd")
            let perLength = DisplayFormatter.whole(seconds / (meters / length))
            return String(printf: "%d:%02d /", perLength / 60, perLength % 60) + name
        }
        let units = number(meters, of: .distance)
        if type.showsPace {
            let perUnit = DisplayFormatter.whole(seconds / units)
            return String(printf: "%d:%02d /", perUnit / 60, perUnit % 60) + self.units.distanceSymbol
        }
        return String(printf: "%.1f", units / (seconds / 3600)) + " " + self.units.speedSymbol
    }

    /// `value` rounded to an integer, clamped so that a huge or non-finite value (from an
    /// old database or an import) prints as a large number instead of trapping.
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let limit = 1e15
        return Int(min(max(value, -limit), limit).rounded())
    }

    /// `Sun 29 Nov 2026 07:30`, at the instant's own UTC offset.
    public func dateTime(_ instant: LocalInstant) -> String {
        let secondOfDay = instant.localSecondOfDay
        return DisplayFormatter.day(instant.localDay) + String(printf: " %02d:%02d", secondOfDay / 3600, secondOfDay % 3600 / 60)
    }

    /// `Sun 29 Nov 2026`.
    public static func day(_ day: LocalDay) -> String {
        "\(shortDay(day)) \(day.year)"
    }

    /// `Sun 29 Nov`.
    public static func shortDay(_ day: LocalDay) -> String {
        "\(day.weekdayAbbreviation) \(day.day) \(day.monthAbbreviation)"
    }

    /// `NOV 23 - NOV 29` (`NOV 02 - NOV 08`): a range of days as the weekly card and the charts
    /// head it.
    public static func dayRange(first: LocalDay, last: LocalDay) -> String {
        "\(first.monthAbbreviation.uppercased()) \(ISO8601.twoDigits(first.day)) - \(last.monthAbbreviation.uppercased()) \(ISO8601.twoDigits(last.day))"
    }
}
