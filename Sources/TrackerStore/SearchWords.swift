/// The words of a search as a person types it, and the FTS5 query that finds them: every word a
/// quoted prefix (`"anna"* "rain"*`), so whatever was typed (quotes, `AND`, `NEAR`, a `*`, a
/// column name and a colon) is only ever words, never FTS5 syntax that could fail.
///
/// Words are split where FTS5's unicode61 tokenizer splits them (anything but letters and
/// digits), so a word given is a token of the index; case and diacritics are folded by the
/// tokenizer on both sides (https://sqlite.org/fts5.html#unicode61_tokenizer).
public struct SearchWords: Equatable, Sendable {
    public let words: [String]

    public init(_ text: String) {
        words = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// Every word as a prefix, all of them required (in any column); `nil` when there is no word.
    public var query: String? {
        words.isEmpty ? nil : words.map(Self.prefixTerm).joined(separator: " ")
    }

    /// The first word alone as a prefix (`doctor`'s sample).
    var firstWordQuery: String? {
        words.first.map(Self.prefixTerm)
    }

    /// `word` as an FTS5 string (double quotes doubled inside) that matches tokens it begins.
    static func prefixTerm(_ word: String) -> String {
        "\"" + word.replacing("\"", with: "\"\"") + "\"*"
    }
}
