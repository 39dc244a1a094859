/// An element's character data as the reader collected it since the last start or end tag: bytes
/// valid only during the end callback, read as text or as a number only when a reader asks.
///
/// `string` is the text with spaces, tabs and line breaks trimmed from both ends, grapheme by grapheme
/// (so a carriage return before a line feed stays, as one grapheme). `number` and `trimmedBytes` give
/// the same answers as `Double(string)` and `string.utf8`, reading the bytes in place when the text is
/// plain ASCII without a carriage return, where graphemes are bytes: every number and time in a GPX file.
struct XMLCharacterData {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The text, trimmed.
    var string: String {
        if let plain = trimmedBytes { return String(decoding: plain, as: UTF8.self) }
        return Self.trimmed(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether the trimmed text is empty.
    var isEmpty: Bool {
        if let plain = trimmedBytes { return plain.isEmpty }
        return string.isEmpty
    }

    /// The text read as `Double(string)` reads it.
    var number: Double? {
        if let plain = trimmedBytes, let value = Self.decimal(plain) { return value }
        return Double(string)
    }

    /// The trimmed text's bytes when the text is plain ASCII without a carriage return, else `nil`.
    var trimmedBytes: UnsafeBufferPointer<UInt8>? {
        var first = 0, last = bytes.count
        for byte in bytes where byte >= 0x80 || byte == 0x0D {
            return nil
        }
        while first < last, Self.isSpace(bytes[first]) { first += 1 }
        while last > first, Self.isSpace(bytes[last - 1]) { last -= 1 }
        return UnsafeBufferPointer(rebasing: bytes[first..<last])
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    /// Without spaces, tabs and line breaks at either end.
    private static func trimmed(_ text: String) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Powers of ten that a `Double` holds exactly (written out, so the table is static data).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// `[+-]digits[.digits]` read exactly, or `nil` for any other form (left to `Double(String)`).
    ///
    /// With at most 2^53 as the digits' integer and at most 22 decimals, both the integer and the
    /// power of ten are exact doubles, so their quotient is the correctly rounded value strtod gives
    /// (Clinger's fast path).
    static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        var negative = false
        if index < text.count, text[index] == 0x2D || text[index] == 0x2B {
            negative = text[index] == 0x2D
            index += 1
        }
        var digits: UInt64 = 0
        var integerDigits = 0, decimals = 0
        var sawPoint = false
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 0x2E, !sawPoint, integerDigits > 0 {
                sawPoint = true
                continue
            }
            guard byte &- 0x30 < 10 else { return nil }
            digits = digits &* 10 &+ UInt64(byte &- 0x30)
            guard digits <= 1 << 53 else { return nil }
            if sawPoint { decimals += 1 } else { integerDigits += 1 }
        }
        guard integerDigits > 0, !sawPoint || decimals > 0, decimals <= 22 else { return nil }
        let value = Double(digits) / exactPowersOfTen[decimals]
        return negative ? -value : value
    }
}
