/// Appends bytes, LEB128 varints and zig-zag signed varints for `StreamCodec`.
struct StreamByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Seven bits a byte, low bits first; the high bit says another byte follows.
    mutating func appendVarint(_ value: UInt64) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Zig-zag: 0, -1, 1, -2, 2 ... become 0, 1, 2, 3, 4, so small values of either sign stay short.
    mutating func appendSigned(_ value: Int64) {
        appendVarint(Self.zigZag(value))
    }

    static func zigZag(_ value: Int64) -> UInt64 {
        UInt64(bitPattern: (value << 1) ^ (value >> 63))
    }

    /// The bytes `appendVarint` would write for `value`.
    static func varintSize(_ value: UInt64) -> Int {
        value == 0 ? 1 : (64 - value.leadingZeroBitCount + 6) / 7
    }
}
