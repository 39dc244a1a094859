#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// ISO 8601 text for machine output (`2026-11-29T07:30:00+01:00`, at the instant's own offset),
/// and the one parser of it (`ISO8601+Parsing`).
public enum ISO8601 {
    public static func string(_ instant: LocalInstant) -> String {
        let secondOfDay = instant.localSecondOfDay
        let offset = abs(instant.utcOffset)
        let sign = instant.utcOffset < 0 ? "-" : "+"
        // Plain concatenation: String(format:) costs tens of microseconds a call on Linux,
        // which adds up over a long export.
        return instant.localDay.iso + "T" + twoDigits(secondOfDay / 3600) + ":" + twoDigits(secondOfDay % 3600 / 60)
            + ":" + twoDigits(secondOfDay % 60) + sign + twoDigits(offset / 3600) + ":" + twoDigits(offset % 3600 / 60)
            // Offsets before 1972 were not always whole minutes (Liberia's -00:44:30); the
            // seconds are kept so that the text names the same instant.
            + (offset % 60 == 0 ? "" : ":" + twoDigits(offset % 60))
    }

    public static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }

    /// `date`'s local day and time-of-day in `timeZone`.
    public static func string(_ date: Date, timeZone: Zone) -> String {
        string(LocalInstant(date: date, timeZone: timeZone))
    }
}
