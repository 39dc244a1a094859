/// Parses the timestamps activity files carry, without a `Calendar` (fast enough for a
/// million rows).
public enum TimestampParser {
    /// A parsed instant: Unix seconds (with any fraction) and the offset that was written.
    public struct Parsed: Equatable, Sendable {
        public var seconds: Double
        /// Seconds east of UTC, or `nil` when the text named no zone.
        public var offset: Int?
    }

    /// `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH[:MM]]` (a space may stand for the `T`).
    public static func iso8601<S: StringProtocol>(_ text: S) -> Parsed? {
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ parse(UnsafeBufferPointer(rebasing: $0[...])) }) {
            return parsed
        }
        return Array(text.utf8).withUnsafeBufferPointer { parse($0) }
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        guard bytes.count >= 16, bytes[4] == 0x2D, bytes[7] == 0x2D,
              bytes[10] == 0x54 || bytes[10] == 0x20 || bytes[10] == 0x74, bytes[13] == 0x3A,
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
              let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2) else { return nil }
        var index = 16
        var second = 0
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 0x3A {
            guard let value = number(bytes, index + 1, 2) else { return nil }
            second = value
            index += 3
            if index < bytes.count, bytes[index] == 0x2E || bytes[index] == 0x2C {
                index += 1
                var scale = 0.1
                let start = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
                    fraction += Double(bytes[index] - 0x30) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return nil }
            }
        }
        var offset: Int?
        if index < bytes.count {
            let sign = bytes[index]
            if sign == 0x5A || sign == 0x7A {
                offset = 0
                index += 1
            } else if sign == 0x2B || sign == 0x2D {
                guard let hours = number(bytes, index + 1, 2) else { return nil }
                index += 3
                var minutes = 0
                if index < bytes.count, bytes[index] == 0x3A { index += 1 }
                if index < bytes.count {
                    guard let value = number(bytes, index, 2) else { return nil }
                    minutes = value
                    index += 2
                }
                guard hours <= 18, minutes < 60 else { return nil }
                offset = (sign == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60)
            } else {
                return nil
            }
        }
        guard index == bytes.count, hour < 24, minute < 60, second < 61,
              let days = daysSince1970(year: year, month: month, day: day) else { return nil }
        let local = Double(days * 86_400 + hour * 3600 + minute * 60 + second) + fraction
        return Parsed(seconds: local - Double(offset ?? 0), offset: offset)
    }

    /// Strava's `Nov 29, 2026, 7:30:00 AM` (UTC), returned as Unix seconds.
    public static func stravaDate(_ text: String) -> Int64? {
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        guard parts.count == 5 || parts.count == 4,
              let month = months.firstIndex(of: parts[0].prefix(3).lowercased()).map({ $0 + 1 }),
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
        guard hour < 24, let days = daysSince1970(year: year, month: month, day: day) else { return nil }
        return Int64(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    /// Days from 1970-01-01 to a valid proleptic Gregorian date, or `nil` for an invalid one.
    public static func daysSince1970(year: Int, month: Int, day: Int) -> Int? {
        guard (1...12).contains(month), day >= 1 else { return nil }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard day <= lengths[month - 1] else { return nil }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        guard start + length <= bytes.count else { return nil }
        var value = 0
        for index in start..<(start + length) {
            let byte = bytes[index]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
