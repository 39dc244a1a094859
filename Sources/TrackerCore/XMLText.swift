/// Text made safe inside XML markup: SVG drawings and GPX files.
public enum XMLText {
    /// `text` with the five XML special characters escaped, for element content and attribute
    /// values alike. Control characters XML 1.0 cannot hold (all below U+0020 but tab, line feed
    /// and carriage return, and U+FFFE and U+FFFF) become a space, since they would end the document.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(character)
            case _ where character.value < 0x20 || character.value == 0xFFFE || character.value == 0xFFFF: escaped += " "
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
