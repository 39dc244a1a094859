/// The dates of Apple Health's export: `2019-03-04 07:12:01 +0100`, local time and its offset.
struct AppleHealthDate: Equatable, Sendable {
    /// Unix seconds.
    var seconds: Int64
    /// Seconds east of UTC, as the export wrote it.
    var utcOffset: Int

    /// Reads the date from its bytes; `nil` when they are not in that shape.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        // yyyy-MM-dd HH:mm:ss ±hhmm: 25 bytes.
        guard bytes.count == 25, bytes[4] == 0x2D, bytes[7] == 0x2D, bytes[10] == 0x20, bytes[13] == 0x3A,
              bytes[16] == 0x3A, bytes[19] == 0x20, bytes[20] == 0x2B || bytes[20] == 0x2D else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for index in from..<from + count {
                let digit = Int(bytes[index]) - 0x30
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
              let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2),
              let offsetHours = number(21, 2), let offsetMinutes = number(23, 2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61,
              offsetHours < 24, offsetMinutes < 60 else { return nil }
        let offset = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[20] == 0x2D ? -1 : 1)
        let local = AppleHealthDate.days(year: year, month: month, day: day) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        seconds = local - Int64(offset)
        utcOffset = offset
    }

    /// Reads the date from text (tests, messages).
    init?(_ text: String) {
        var bytes = Array(text.utf8)
        guard let date = bytes.withUnsafeMutableBufferPointer({ AppleHealthDate(bytes: UnsafeBufferPointer($0)) }) else { return nil }
        self = date
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func days(year: Int, month: Int, day: Int) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Int64(era * 146_097 + dayOfEra - 719_468)
    }
}
