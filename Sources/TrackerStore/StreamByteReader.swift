import TrackerCore

/// Reads what `StreamByteWriter` wrote, throwing `StreamError.corrupt` on anything else.
struct StreamByteReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Bytes not read yet: an upper bound on how many values can still follow, since each takes one byte or more.
    var remaining: Int { bytes.count - offset }

    mutating func readByte() throws -> UInt8 {
        guard offset < bytes.count else { throw StreamError.corrupt("it ends early, at byte \(offset)") }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func readVarint() throws -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 7) {
            let byte = try readByte()
            // The tenth byte may only carry the 64th bit.
            guard shift < 63 || byte <= 1 else { throw StreamError.corrupt("a number at byte \(offset - 1) is too large") }
            value |= UInt64(byte & 0x7F) << UInt64(shift)
            if byte & 0x80 == 0 { return value }
        }
        throw StreamError.corrupt("a number at byte \(offset) is too long")
    }

    /// Steps over `count` varints without reading their values: each ends at a byte below 0x80.
    mutating func skipVarints(_ count: Int) throws {
        var left = count
        while left > 0 {
            guard offset < bytes.count else { throw StreamError.corrupt("it ends early, at byte \(offset)") }
            if bytes[offset] & 0x80 == 0 { left -= 1 }
            offset += 1
        }
    }

    mutating func readSigned() throws -> Int64 {
        let raw = try readVarint()
        return Int64(bitPattern: raw >> 1) ^ -Int64(bitPattern: raw & 1)
    }

    /// A count of items that each take at least one byte, refused when the bytes left cannot hold them,
    /// so a forged count never makes the decoder reserve memory.
    mutating func readCount(of what: String) throws -> Int {
        let count = try readVarint()
        guard count <= UInt64(remaining) else {
            throw StreamError.corrupt("it announces \(count) \(what) but only \(remaining) bytes follow")
        }
        return Int(count)
    }
}
