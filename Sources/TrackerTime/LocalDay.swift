#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A calendar day with no time zone attached (`2026-11-29`).
public struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Validates the date: `LocalDay(year: 2026, month: 2, day: 30)` is `nil`.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...LocalDay.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses exactly `YYYY-MM-DD`.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// The day that `date` falls on in `timeZone`.
    public init(date: Date, timeZone: Zone) {
        self = ZoneCalendar(timeZone).day(Int64(date.timeIntervalSince1970.rounded(.down)))
    }

    public var iso: String {
        let yearText = String(year)
        return String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText + "-"
            + ISO8601.twoDigits(month) + "-" + ISO8601.twoDigits(day)
    }

    public var description: String { iso }

    /// The instant of `hour`:00 local time on this day in `timeZone` (local noon places a
    /// day's mood in a weekly window, unaffected by DST changes at night).
    public func instant(hour: Int = 0, in timeZone: Zone) -> Date {
        Date(timeIntervalSince1970: TimeInterval(ZoneCalendar(timeZone).instant(of: self, hour: hour)))
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDay {
        LocalDay(daysSince1970: daysSince1970 + count)
    }

    /// ISO weekday: Monday 1 ... Sunday 7 (1970-01-01 was a Thursday).
    public var isoWeekday: Int { ((daysSince1970 + 3) % 7 + 7) % 7 + 1 }

    public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

// MARK: - Day numbers

// The one calendar-day arithmetic of the package: day numbers counted from 1970-01-01 in the
// proleptic Gregorian calendar, without a calendar object (Howard Hinnant's days_from_civil
// and civil_from_days), fast enough for a million imported rows.
extension LocalDay {
    /// Days from 1970-01-01 to this day (negative before it).
    public var daysSince1970: Int { LocalDay.daysSince1970(year: year, month: month, day: day) }

    /// The day `days` days after 1970-01-01 (before it when negative).
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        self.day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        self.month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (self.month <= 2 ? 1 : 0)
    }

    /// Days from 1970-01-01 to a date whose fields are already known to be valid.
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `hour`:`minute`:`second` on this day as seconds since 1970-01-01T00:00 on a local clock (the
    /// wall-clock time read as if it were UTC), for a zone to resolve or an offset to subtract.
    public func localSeconds(hour: Int, minute: Int, second: Int) -> Int64 {
        localSeconds(secondOfDay: hour * 3600 + minute * 60 + second)
    }

    /// `secondOfDay` seconds after this day's midnight, on a local clock as `localSeconds(hour:minute:second:)`.
    public func localSeconds(secondOfDay: Int) -> Int64 {
        Int64(daysSince1970) * 86_400 + Int64(secondOfDay)
    }

    /// The number of the day holding `seconds` counted from 1970-01-01T00:00 on a local clock
    /// (rounded toward the past, so -1 is the last second of 1969-12-31).
    public static func daysSince1970(containing seconds: Int64) -> Int {
        Int(seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400)
    }
}
