import TrackerCore

/// The parser of every option that takes a whole number within a range: `'0' is not a number of
/// weeks; use a whole number from 1 to 520`.
struct WholeNumber: Sendable {
    let range: ClosedRange<Int>
    /// What the error says when the text is not a number in `range`.
    let reason: String
    /// How many digits the number is written with, when that is fixed (a year's four).
    let digits: Int?
    /// Whether spaces around the number are taken (`--effort ' 7'`).
    let trimsSpaces: Bool

    /// - Parameters:
    ///   - noun: what a value is, with its article (`a width`).
    ///   - hint: what to give instead, when the range alone does not say it well; without it,
    ///     `use a whole number from 1 to 520` (or `greater than zero`, without an upper bound).
    init(_ range: ClosedRange<Int>, noun: String, hint: String? = nil, digits: Int? = nil, trimsSpaces: Bool = false) {
        self.init(range, reason: "is not \(noun); " + (hint ?? Self.hint(range)), digits: digits, trimsSpaces: trimsSpaces)
    }

    init(_ range: ClosedRange<Int>, reason: String, digits: Int? = nil, trimsSpaces: Bool = false) {
        self.range = range
        self.reason = reason
        self.digits = digits
        self.trimsSpaces = trimsSpaces
    }

    /// - Throws: `ValueParseError` naming `text` and what is accepted.
    func parse(_ text: String) throws -> Int {
        let number = trimsSpaces ? text.trimmingSpaces() : text
        guard digits == nil || number.count == digits, let value = Int(number), range.contains(value) else {
            throw ValueParseError(value: text, reason: reason)
        }
        return value
    }

    /// `200 to 8000`: the range as help states it.
    var rangeText: String { "\(range.lowerBound) to \(range.upperBound)" }

    private static func hint(_ range: ClosedRange<Int>) -> String {
        guard range.upperBound < Int.max else { return "use a whole number greater than \(range.lowerBound == 1 ? "zero" : String(range.lowerBound - 1))" }
        return "use a whole number from \(range.lowerBound) to \(range.upperBound)"
    }
}
