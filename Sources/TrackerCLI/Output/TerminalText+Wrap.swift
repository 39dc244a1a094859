extension TerminalText {
    /// `text` broken between words into lines of at most `width` columns; the first line
    /// starts after `firstIndent` columns already used, the others with `indent` spaces.
    /// A word longer than a line stays whole on its own line.
    static func wrap(_ text: String, width: Int, firstIndent: Int = 0, indent: Int = 0) -> String {
        // A line that fits keeps its spacing (the two spaces between an activity's fields).
        if firstIndent + Self.width(text) <= width { return text }
        var lines: [String] = []
        var line = ""
        var used = firstIndent
        // Words as Strings: `+=` of a Substring is generic code whose first use costs a short
        // command a runtime lookup.
        for part in text.split(separator: " ") {
            let word = String(part)
            let wordWidth = Self.width(word)
            if !line.isEmpty && used + 1 + wordWidth > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                used = indent
                line += word
                used += wordWidth
                continue
            }
            if line.isEmpty || line.allSatisfy({ $0 == " " }) {
                line += word
                used += wordWidth
            } else {
                line += " " + word
                used += 1 + wordWidth
            }
        }
        lines.append(line)
        return lines.joinedText(separator: "\n")
    }
}
