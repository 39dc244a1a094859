import TrackerCore

/// Parses the timestamps activity files carry beyond ISO 8601 (which `ISO8601.parse` reads),
/// without a `Calendar`.
public enum TimestampParser {
    /// Strava's `Nov 29, 2026, 7:30:00 AM` (UTC), returned as Unix seconds.
    public static func stravaDate(_ text: String) -> Int64? {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard parts.count == 5 || parts.count == 4,
              let month = LocalDay.month(named: parts[0]),
              let day = Int(parts[1]), let year = Int(parts[2]), (1000...9999).contains(year) else { return nil }
        let clock = parts[3].split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(clock.count), var hour = Int(clock[0]), let minute = Int(clock[1]),
              minute < 60 else { return nil }
        let second = clock.count == 3 ? Int(clock[2]) ?? 99 : 0
        guard second < 60 else { return nil }
        if parts.count == 5 {
            let meridiem = parts[4].uppercased()
            guard (1...12).contains(hour), meridiem == "AM" || meridiem == "PM" else { return nil }
            hour = hour % 12 + (meridiem == "PM" ? 12 : 0)
        }
        guard hour < 24, let date = LocalDay(year: year, month: month, day: day) else { return nil }
        return Int64(date.daysSince1970 * 86_400 + hour * 3600 + minute * 60 + second)
    }
}
