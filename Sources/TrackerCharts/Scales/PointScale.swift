/// Maps the indices 0..<count of an ordered series (weeks, days, mood levels) onto evenly
/// spaced positions in a pixel range.
public struct PointScale: Equatable, Sendable {
    public let count: Int
    public let range: (start: Double, end: Double)
    /// Space before the first and after the last position, in steps.
    public let padding: Double

    public init(count: Int, range: (Double, Double), padding: Double = 0) {
        self.count = max(0, count)
        self.range = (range.0, range.1)
        self.padding = max(0, padding)
    }

    /// The distance between neighbouring positions (the whole range for a single one).
    public var step: Double {
        let slots = Double(count - 1) + 2 * padding
        return slots > 0 ? (range.end - range.start) / slots : 0
    }

    /// The position of index `index`; a lone point sits in the middle.
    public func callAsFunction(_ index: Int) -> Double {
        guard count > 1 || padding > 0 else { return (range.start + range.end) / 2 }
        return range.start + (padding + Double(index)) * step
    }

    public static func == (lhs: PointScale, rhs: PointScale) -> Bool {
        lhs.count == rhs.count && lhs.range == rhs.range && lhs.padding == rhs.padding
    }
}
