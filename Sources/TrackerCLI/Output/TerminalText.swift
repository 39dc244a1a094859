/// Makes text from the database safe and measurable on a terminal.
enum TerminalText {
    /// Control characters (C0, DEL, C1, bidirectional overrides) become visible escapes such as `\u{1B}`, so a
    /// name cannot move the cursor or recolor the screen. Newlines and tabs too: a
    /// table row stays one line.
    static func escape(_ text: String) -> String {
        // Printable ASCII, most cells of a table, has nothing to escape.
        if isPrintableASCII(text) { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069)
            // would reorder the rest of a table row; plain marks (U+200E, U+200F) are left alone.
            if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                output += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Display columns, counting wide East Asian characters and emoji as two.
    static func width(_ text: String) -> Int {
        // Printable ASCII is a column a byte, without breaking the text into characters.
        if isPrintableASCII(text) { return text.utf8.count }
        return text.reduce(0) { total, character in
            guard let scalar = character.unicodeScalars.first else { return total }
            let value = scalar.value
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
                || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
                || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
                || (0x1F300...0x1FAFF).contains(value) || (0x20000...0x3FFFD).contains(value)
            return total + (wide ? 2 : 1)
        }
    }

    /// Whether every byte of `text` is printable ASCII (space to tilde).
    private static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }
}
