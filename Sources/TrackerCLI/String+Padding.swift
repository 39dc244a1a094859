extension String {
    /// Cut or filled with spaces to `length` UTF-16 units, as Foundation's
    /// `padding(toLength:withPad:startingAt:)` does it (the columns were laid out with it).
    func paddedWithSpaces(to length: Int) -> String {
        let units = utf16.count
        if units >= length { return String(decoding: Array(utf16.prefix(length)), as: UTF16.self) }
        return self + String(repeating: " ", count: length - units)
    }

    /// The text without the spaces at its end (a table row's empty cells, a braille row's), found
    /// among its bytes: a trailing space is always a character of its own, and removing characters
    /// one by one would break the whole text into characters.
    var trimmingTrailingSpaces: String {
        let spaces = utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
        return spaces == 0 ? self : String(decoding: utf8.dropLast(spaces), as: UTF8.self)
    }
}
