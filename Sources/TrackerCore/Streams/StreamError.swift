/// A stream that cannot be built, encoded or decoded, with the reason in one line.
public enum StreamError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A column's length differs from the time column's.
    case columnLength(column: String, count: Int, expected: Int)
    /// A value that is not a finite number, or is outside the column's range.
    case invalidValue(column: String, index: Int, value: Double)
    /// Time offsets must never decrease.
    case timeRunsBackwards(index: Int)
    /// Latitude without longitude or the reverse.
    case unpairedPosition
    /// A segment start that is not a sample index in increasing order after the first.
    case invalidSegmentStart(Int)
    /// A lap with a negative or non-finite field.
    case invalidLap(index: Int)
    /// Encoded bytes that are not a stream this version can read.
    case corrupt(String)
    /// Encoded bytes from a newer version of the format than the one this tracker reads.
    case unsupportedVersion(UInt8, reads: UInt8)

    public var description: String {
        switch self {
        case .columnLength(let column, let count, let expected):
            return "the \(column) column has \(count) samples but the stream has \(expected)"
        case .invalidValue(let column, let index, let value):
            return "sample \(index) has \(column) \(value), which is not a valid value"
        case .timeRunsBackwards(let index):
            return "sample \(index) is earlier than the sample before it; time offsets must never decrease"
        case .unpairedPosition:
            return "a position needs both latitude and longitude"
        case .invalidSegmentStart(let index):
            return "segment start \(index) is not a sample index after the first, in increasing order"
        case .invalidLap(let index):
            return "lap \(index) has a negative or non-finite start, duration or distance"
        case .corrupt(let reason):
            return "the stored stream is damaged: \(reason)"
        case .unsupportedVersion(let version, let readable):
            return "the stored stream has format version \(version); this tracker reads version \(readable)"
        }
    }
}
