/// Formats rows as RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted,
/// quotes doubled, lines ended with CRLF.
public enum CSVWriter {
    public static func line(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    public static func field(_ text: String) -> String {
        // Scalars, not Characters: "\r\n" is one Character equal to neither "\r" nor "\n".
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacing("\"", with: "\"\"") + "\""
    }
}
