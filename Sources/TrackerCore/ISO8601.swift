import Foundation

/// ISO 8601 text for machine output: `2026-11-29T07:30:00+01:00`, at the instant's own offset.
public enum ISO8601 {
    public static func string(_ instant: LocalInstant) -> String {
        let secondOfDay = instant.localSecondOfDay
        let offset = abs(instant.utcOffset)
        let sign = instant.utcOffset < 0 ? "-" : "+"
        return String(
            format: "%@T%02d:%02d:%02d%@%02d:%02d", instant.localDay.iso, secondOfDay / 3600, secondOfDay % 3600 / 60,
            secondOfDay % 60, sign, offset / 3600, offset % 3600 / 60)
    }

    /// `date`'s local day and time-of-day in `timeZone`.
    public static func string(_ date: Date, timeZone: TimeZone) -> String {
        string(LocalInstant(date: date, timeZone: timeZone))
    }
}
