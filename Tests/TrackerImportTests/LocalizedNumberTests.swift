import Testing
@testable import TrackerImport

@Suite struct LocalizedNumberTests {
    /// Text, the language's decimal mark, and the value (`nil`: not a number).
    @Test(arguments: [
        // Decimal commas and points.
        ("9,44", ",", 9.44), ("9.44", ".", 9.44), ("0,5", ",", 0.5), (",5", ",", 0.5), ("-2,5", ",", -2.5), ("+3", ",", 3),
        // Thousands separators, with the other mark as the decimal one.
        ("1,234.5", ".", 1234.5), ("1.234,5", ",", 1234.5), ("1,234,567", ".", 1_234_567), ("1.234.567,25", ",", 1_234_567.25),
        ("1 234,5", ",", 1234.5), ("1\u{00A0}234,5", ",", 1234.5), ("1\u{202F}025", ",", 1025), ("1'025.5", ".", 1025.5),
        // One mark once: the language's decimal mark, else thousands before exactly three digits.
        ("1,025", ".", 1025), ("1.025", ",", 1025), ("1,025", ",", 1.025), ("1.025", ".", 1.025),
        // A German file's raw columns use a point: not three digits after it, so a decimal point.
        ("3189.0", ",", 3189), ("9440.5", ",", 9440.5), ("12345.678", ",", 12345.678),
        // Not numbers.
        ("", ",", nil), ("abc", ".", nil), ("1e5", ".", nil), ("inf", ".", nil), ("nan", ".", nil), ("5,", ",", nil),
        ("1,23,456", ".", nil), ("12,34.5", ".", nil), ("1..5", ".", nil), ("1.234.5", ",", nil), ("--1", ".", nil), ("٣", ".", nil),
    ] as [(String, Character, Double?)])
    func parses(text: String, decimalMark: Character, value: Double?) {
        #expect(LocalizedNumber.parse(text, decimalMark: decimalMark) == value)
    }
}
