extension StringProtocol {
    /// Without spaces and tabs at either end: Foundation's `trimmingCharacters(in: .whitespaces)`
    /// (tab, Unicode category Zs and the zero-width space), which this module does without.
    public func trimmingSpaces() -> String {
        // ASCII answers without Unicode's property tables, whose first use costs a short command.
        trimming { $0.isASCII ? $0 == " " || $0 == "\t" : $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without spaces, tabs and line breaks at either end: Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` (Unicode's White_Space property and
    /// the zero-width space).
    public func trimmingSpacesAndLineBreaks() -> String {
        trimming { $0.isASCII ? $0 == " " || (0x09...0x0D).contains($0.value) : $0 == "\u{200B}" || $0.properties.isWhitespace }
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        // Nothing to trim, the common case, copies the text as it is.
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
