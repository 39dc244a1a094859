extension ISO8601 {
    /// A parsed ISO 8601 time: the fields as written, and the instant they name.
    public struct Parsed: Equatable, Sendable {
        /// The calendar day as written.
        public var day: LocalDay
        public var hour: Int
        public var minute: Int
        /// 0 to 60 (a leap second, as some devices write it).
        public var second: Int
        /// Whether a decimal fraction of a second was written.
        public var hasFraction: Bool
        /// Seconds since 1970-01-01T00:00:00Z with any fraction; when no zone was written,
        /// the wall-clock time read as if it were UTC.
        public var seconds: Double
        /// Seconds east of UTC, or `nil` when the text named no zone.
        public var offset: Int?
    }

    /// Parses `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH[:MM[:SS]]]` (a space or `t` may stand for the `T`),
    /// or returns `nil`. Byte by byte and without a `Calendar`: it reads a million rows of an import.
    @inlinable
    public static func parse<S: StringProtocol>(_ text: S) -> Parsed? {
        if let parsed = text.utf8.withContiguousStorageIfAvailable({ parse(bytes: UnsafeBufferPointer(rebasing: $0[...])) }) {
            return parsed
        }
        return Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0) }
    }

    /// The same as `parse(_:)`, over the UTF-8 bytes of the text.
    public static func parse(bytes: UnsafeBufferPointer<UInt8>) -> Parsed? {
        guard bytes.count >= 16, bytes[4] == 0x2D, bytes[7] == 0x2D,
              bytes[10] == 0x54 || bytes[10] == 0x20 || bytes[10] == 0x74, bytes[13] == 0x3A,
              let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let dayOfMonth = number(bytes, 8, 2),
              let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2) else { return nil }
        var index = 16
        var second = 0
        var fraction = 0.0
        var hasFraction = false
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
                hasFraction = true
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
                var seconds = 0
                if index < bytes.count, bytes[index] == 0x3A { index += 1 }
                if index < bytes.count {
                    guard let value = number(bytes, index, 2) else { return nil }
                    minutes = value
                    index += 2
                    // Seconds only after a colon: offsets older than 1972 (Liberia's -00:44:30).
                    if index < bytes.count, bytes[index] == 0x3A, bytes[index - 3] == 0x3A {
                        guard let value = number(bytes, index + 1, 2) else { return nil }
                        seconds = value
                        index += 3
                    }
                }
                guard hours <= 18, minutes < 60, seconds < 60 else { return nil }
                offset = (sign == 0x2D ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
            } else {
                return nil
            }
        }
        guard index == bytes.count, hour < 24, minute < 60, second < 61,
              let day = LocalDay(year: year, month: month, day: dayOfMonth) else { return nil }
        let local = Double(day.localSeconds(hour: hour, minute: minute, second: second)) + fraction
        return Parsed(
            day: day, hour: hour, minute: minute, second: second, hasFraction: hasFraction,
            seconds: local - Double(offset ?? 0), offset: offset)
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
