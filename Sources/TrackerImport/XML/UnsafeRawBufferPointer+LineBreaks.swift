extension UnsafeRawBufferPointer {
    /// How many line feeds (0x0A) `range` holds, eight bytes at a time: the XML guards count lines
    /// over every byte of a file for their messages.
    func lineBreaks(in range: Range<Int>) -> Int {
        guard let base = baseAddress else { return 0 }
        var index = range.lowerBound
        var count = 0
        while index + 8 <= range.upperBound {
            count += Self.lineBreaks(in: (base + index).loadUnaligned(as: UInt64.self))
            index += 8
        }
        while index < range.upperBound {
            if self[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    /// Whether the eight bytes at `index` are all ASCII (below 0x80).
    func areASCII(at index: Int) -> Bool {
        guard let base = baseAddress else { return false }
        return (base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
    }

    /// The line feeds among eight bytes: each byte equal to 0x0A becomes zero, and a zero byte, and
    /// only a zero byte, gets its top bit set by the sum, the OR and the complement.
    static func lineBreaks(in word: UInt64) -> Int {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let bytes = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let nonzero = ((bytes & low) &+ low) | bytes | low
        return (~nonzero).nonzeroBitCount
    }
}
