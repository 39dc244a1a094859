// MARK: - Reading a POSIX TZ string

extension ZoneRule {
    /// The rule a POSIX TZ string states (`std offset [dst [offset] [,start[/time],end[/time]]]`), or
    /// `nil` when `text` is not one. Names are three or more letters or `<...>` quoted; offsets are
    /// `[+-]hh[:mm[:ss]]` west of UTC; a daylight name without rules takes the US rules,
    /// `M3.2.0,M11.1.0`, as glibc and tzcode do.
    init?(parsing text: String) {
        var scanner = RuleScanner(Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset(maxHours: 24) else { return nil }
        if scanner.isAtEnd {
            self.init(standardOffset: -standard, daylight: nil)
            return
        }
        guard scanner.name() else { return nil }
        var daylightOffset = -standard + 3600
        if let byte = scanner.peek, byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || Self.isDigit(byte) {
            guard let offset = scanner.offset(maxHours: 24) else { return nil }
            daylightOffset = -offset
        }
        let start: Change
        let end: Change
        if scanner.isAtEnd {
            start = Change(day: .monthWeek(month: 3, week: 2, weekday: 0), time: 7200)
            end = Change(day: .monthWeek(month: 11, week: 1, weekday: 0), time: 7200)
        } else {
            guard scanner.skip(","), let first = scanner.change(), scanner.skip(","), let second = scanner.change(),
                  scanner.isAtEnd else { return nil }
            start = first
            end = second
        }
        self.init(standardOffset: -standard, daylight: Daylight(offset: daylightOffset, start: start, end: end))
    }

    fileprivate static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

/// A cursor over a TZ string's bytes; each reader returns `nil` or `false` and leaves the rest
/// unspecified when the text does not match.
private struct RuleScanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { index >= bytes.count }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard peek == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or `<` three or more letters, digits and signs `>`.
    mutating func name() -> Bool {
        let begin = index
        if skip("<") {
            while let byte = peek, Self.isLetter(byte) || ZoneRule.isDigit(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
            return index - begin - 1 >= 3 && skip(">")
        }
        while let byte = peek, Self.isLetter(byte) { index += 1 }
        return index - begin >= 3
    }

    /// `[+-]hh[:mm[:ss]]` in seconds, hours at most `maxHours`.
    mutating func offset(maxHours: Int) -> Int? {
        var sign = 1
        if skip("-") { sign = -1 } else { _ = skip("+") }
        guard let hours = number(maxDigits: 3), hours <= maxHours else { return nil }
        var total = hours * 3600
        if skip(":") {
            guard let minutes = number(maxDigits: 2), minutes < 60 else { return nil }
            total += minutes * 60
            if skip(":") {
                guard let seconds = number(maxDigits: 2), seconds < 60 else { return nil }
                total += seconds
            }
        }
        return sign * total
    }

    /// `Jn`, `n` or `Mm.w.d`, then an optional `/time` (02:00 by default).
    mutating func change() -> ZoneRule.Change? {
        let day: ZoneRule.Day
        if skip("J") {
            guard let number = number(maxDigits: 3), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else if skip("M") {
            guard let month = number(maxDigits: 2), (1...12).contains(month), skip("."),
                  let week = number(maxDigits: 1), (1...5).contains(week), skip("."),
                  let weekday = number(maxDigits: 1), (0...6).contains(weekday) else { return nil }
            day = .monthWeek(month: month, week: week, weekday: weekday)
        } else {
            guard let number = number(maxDigits: 3), number <= 365 else { return nil }
            day = .zeroBased(number)
        }
        var time = 7200
        if skip("/") {
            guard let value = offset(maxHours: 167) else { return nil }
            time = value
        }
        return ZoneRule.Change(day: day, time: time)
    }

    /// One to `maxDigits` decimal digits.
    private mutating func number(maxDigits: Int) -> Int? {
        var value = 0
        var digits = 0
        while let byte = peek, ZoneRule.isDigit(byte), digits < maxDigits {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
            index += 1
        }
        return digits > 0 ? value : nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
