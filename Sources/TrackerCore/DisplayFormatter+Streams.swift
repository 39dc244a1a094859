#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerTime

/// The figures of one activity's samples, for its page and its records.
extension DisplayFormatter {
    /// `312 m` (or `1024 ft`): a height above sea level, without a sign.
    public func altitude(_ meters: Double) -> String {
        String(printf: "%.0f", number(meters, of: .elevation)) + " " + units.elevationSymbol
    }

    /// `+12 m`, `-8 m` or `0 m`: a change of elevation.
    public func elevationChange(_ meters: Double) -> String {
        let value = Int(number(meters, of: .elevation).rounded())
        return (value > 0 ? "+" : "") + "\(value) \(units.elevationSymbol)"
    }

    /// `8.00` (km or mi, no unit): a distance in a table column headed by its unit.
    public func distanceNumber(_ meters: Double) -> String {
        String(printf: "%.2f", number(meters, of: .distance))
    }

    /// The pace or speed (as `pace(distance:duration:type:)`) of moving at `metersPerSecond`.
    public func pace(speed metersPerSecond: Double, type: ActivityType) -> String {
        guard metersPerSecond > 0, metersPerSecond.isFinite else { return "" }
        // Over a long reference distance, so the rounding to whole seconds per unit is the pace's own.
        let reference = 100_000.0
        return pace(distance: reference, duration: reference / metersPerSecond, type: type)
    }

    /// `148 bpm`.
    public func heartRate(_ beatsPerMinute: Double) -> String {
        "\(DisplayFormatter.whole(beatsPerMinute)) bpm"
    }

    /// `172 spm` (steps of both feet) on foot, where devices count one foot; `88 rpm` otherwise.
    public func cadence(_ perMinute: Double, type: ActivityType) -> String {
        type.showsPace ? "\(DisplayFormatter.whole(perMinute * 2)) spm" : "\(DisplayFormatter.whole(perMinute)) rpm"
    }

    /// `245 W`.
    public func power(_ watts: Double) -> String {
        "\(DisplayFormatter.whole(watts)) W"
    }

    /// `+01:00`: a UTC offset as people read it, seconds left out.
    public static func utcOffset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        return (seconds < 0 ? "-" : "+") + ISO8601.twoDigits(magnitude / 3600) + ":" + ISO8601.twoDigits(magnitude % 3600 / 60)
    }
}
