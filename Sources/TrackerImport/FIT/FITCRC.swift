/// The CRC-16 of the FIT protocol (the nibble-table form from the FIT SDK).
/// See https://developer.garmin.com/fit/protocol/ ("CRC").
public enum FITCRC {
    static let table: [UInt16] = [
        0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
        0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400,
    ]

    /// `crc` after one more byte.
    @inline(__always)
    public static func update(_ crc: UInt16, _ byte: UInt8) -> UInt16 {
        var crc = crc
        var next = table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ next ^ table[Int(byte & 0xF)]
        next = table[Int(crc & 0xF)]
        crc = (crc >> 4) & 0x0FFF
        crc = crc ^ next ^ table[Int((byte >> 4) & 0xF)]
        return crc
    }

    /// The CRC of a whole byte sequence.
    public static func checksum<S: Sequence>(_ bytes: S) -> UInt16 where S.Element == UInt8 {
        bytes.reduce(0, update)
    }
}
