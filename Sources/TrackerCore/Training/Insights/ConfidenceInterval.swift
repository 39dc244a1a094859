/// An interval estimate: the range of values compatible with the data at `level`.
public struct ConfidenceInterval: Equatable, Sendable {
    /// The lowest compatible value.
    public var lower: Double
    /// The highest compatible value.
    public var upper: Double
    /// The confidence level, such as 0.95.
    public var level: Double

    /// An interval from `lower` to `upper` at `level`.
    public init(lower: Double, upper: Double, level: Double) {
        self.lower = lower
        self.upper = upper
        self.level = level
    }

    /// Whether `value` lies outside the interval (0: "no effect").
    public func excludes(_ value: Double = 0) -> Bool {
        value < lower || value > upper
    }
}
