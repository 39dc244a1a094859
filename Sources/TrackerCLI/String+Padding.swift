extension String {
    /// Cut or filled with spaces to `length` UTF-16 units, as Foundation's
    /// `padding(toLength:withPad:startingAt:)` does it (the columns were laid out with it).
    func paddedWithSpaces(to length: Int) -> String {
        let units = utf16.count
        if units >= length { return String(decoding: Array(utf16.prefix(length)), as: UTF16.self) }
        return self + String(repeating: " ", count: length - units)
    }
}
