/// Why bytes are not a time zone file (TZif, RFC 8536) that `Zone` can read.
public enum TZifError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data does not begin with "TZif".
    case badMagic
    /// The version byte is not NUL, '2', '3' or '4'.
    case unsupportedVersion(UInt8)
    /// A header or its counts ask for more bytes than the data holds.
    case truncated(needed: Int, available: Int)
    /// A count the format constrains is out of range (no time types, more than 256, a mismatched
    /// standard/wall or UT/local indicator count).
    case invalidCount(name: String, value: Int)
    /// Transition times are not strictly ascending.
    case transitionsOutOfOrder(index: Int)
    /// A transition names a local time type past the end of the types.
    case typeIndexOutOfRange(index: Int, typeCount: Int)
    /// A local time type is unusable: an offset outside -89999...93599 s, an isdst that is not 0 or 1,
    /// or an abbreviation index past the designations.
    case invalidLocalTimeType(index: Int)
    /// The footer is missing its newlines or is not a POSIX TZ string.
    case invalidFooter(String)
    /// An offset is beyond the ±18 hours tracker keeps (the format allows about ±25).
    case offsetOutOfRange

    public var description: String {
        switch self {
        case .badMagic: "not a time zone file: it does not begin with \"TZif\""
        case .unsupportedVersion(let byte): "unsupported time zone file version \(byte) (accepted: 1 to 4)"
        case .truncated(let needed, let available): "time zone file truncated: needs \(needed) bytes, has \(available)"
        case .invalidCount(let name, let value): "time zone file has an invalid \(name) of \(value)"
        case .transitionsOutOfOrder(let index): "time zone file transition \(index) is not after the one before it"
        case .typeIndexOutOfRange(let index, let typeCount):
            "time zone file names local time type \(index), but has \(typeCount)"
        case .invalidLocalTimeType(let index): "time zone file local time type \(index) is invalid"
        case .invalidFooter(let text): "time zone file footer \"\(text)\" is not a POSIX TZ string"
        case .offsetOutOfRange: "time zone file has an offset beyond ±18 hours"
        }
    }
}
