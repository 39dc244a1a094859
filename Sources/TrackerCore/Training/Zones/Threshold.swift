/// One of a person's thresholds (a heart rate, a power, a speed), and whether it was set or estimated.
public struct Threshold: Equatable, Sendable {
    /// The value, in SI units: beats per minute, watts, metres per second.
    public var value: Double
    /// True when the value was estimated from data rather than set with `tracker config`.
    public var isEstimated: Bool

    public init(_ value: Double, isEstimated: Bool = false) {
        self.value = value
        self.isEstimated = isEstimated
    }
}
