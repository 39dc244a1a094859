extension Array where Element == String {
    /// The texts with `separator` between them, as `joined(separator:)` gives them, in code made for
    /// `String` itself: the standard library's generic `joined` has the runtime look up a
    /// conformance on its first use, a share of a short command's start.
    public func joinedText(separator: String = "") -> String {
        var text = first ?? ""
        for next in dropFirst() { text += separator + next }
        return text
    }
}
