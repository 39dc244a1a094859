/// A number as a spreadsheet in some language writes it: `9,44`, `1,234.5`, `1.234,5`, `1 234,5`.
///
/// The language's decimal mark decides only what cannot be told from the text itself:
/// - both `.` and `,` present: the last one is the decimal mark, the other groups thousands;
/// - one of them several times (`1,234,567`): it groups thousands;
/// - one of them once: the decimal mark when it is the language's; otherwise it groups thousands
///   when it splits one to three digits from exactly three (`1,025` in English, `1.025` in German),
///   and is a decimal mark anywhere else (`3189.0` in a German file, whose raw columns use a point).
///
/// Spaces (also no-break and narrow no-break) and apostrophes group digits too (`1 025`, `1'025`).
/// Thousands groups must be three digits; signs are allowed; exponents, `inf` and `nan` are not.
enum LocalizedNumber {
    /// The value of `text`, or `nil` when it is not a number written this way.
    static func parse(_ text: String, decimalMark: Character) -> Double? {
        var body = Substring(text.trimmingSpaces())
        var negative = false
        if let sign = body.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            body = body.dropFirst()
        }
        let characters = body.filter { !groupingOnly.contains($0) }
        guard !characters.isEmpty,
              characters.allSatisfy({ $0.isASCII && ($0.isWholeNumber || $0 == "." || $0 == ",") }) else { return nil }
        let points = characters.filter { $0 == "." }.count
        let commas = characters.filter { $0 == "," }.count

        let decimal: Character?
        if points > 0 && commas > 0 {
            decimal = characters.last { $0 == "." || $0 == "," }
        } else if points + commas == 0 {
            decimal = nil
        } else {
            let mark: Character = points > 0 ? "." : ","
            if points + commas > 1 {
                decimal = nil
            } else if mark == decimalMark {
                decimal = mark
            } else {
                let parts = characters.split(separator: mark, omittingEmptySubsequences: false)
                let groupsThousands = (1...3).contains(parts[0].count) && parts[1].count == 3
                decimal = groupsThousands ? nil : mark
            }
        }

        var integer = Substring(characters)
        var fraction: Substring = ""
        if let decimal {
            let parts = characters.split(separator: decimal, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[1].isEmpty, parts[1].allSatisfy(\.isWholeNumber) else { return nil }
            integer = parts[0]
            fraction = parts[1]
        }
        let groups = integer.split(whereSeparator: { $0 == "." || $0 == "," }).map(String.init)
        guard let first = groups.first else {
            // `.5` or `,5`: no integer digits at all.
            guard !fraction.isEmpty, integer.isEmpty else { return nil }
            return Double("0." + fraction).map { negative ? -$0 : $0 }
        }
        if groups.count > 1 {
            // Every separator between digits must split well-formed thousands.
            guard integer.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," }).count == groups.count,
                  (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return nil }
        }
        let digits = groups.joined() + (fraction.isEmpty ? "" : "." + fraction)
        guard let value = Double(digits), value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// Characters that only ever group digits.
    private static let groupingOnly: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "'", "\u{2019}"]
}
