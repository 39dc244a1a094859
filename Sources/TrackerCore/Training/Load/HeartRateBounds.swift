/// A person's resting and maximum heart rate, which scale TRIMP's heart-rate reserve.
public struct HeartRateBounds: Equatable, Sendable {
    /// The resting heart rate, bpm.
    public let resting: Double
    /// The maximum heart rate, bpm.
    public let maximum: Double
    /// True when the bounds were estimated from recorded series, not set by the person.
    public let isEstimated: Bool

    /// Throws `ValueParseError` unless both are plausible and the
    /// resting rate is below the maximum.
    public init(resting: Double, maximum: Double, isEstimated: Bool = false) throws {
        guard HeartRateSeries.plausibleBeats.contains(resting), HeartRateSeries.plausibleBeats.contains(maximum),
              resting < maximum else {
            throw ValueParseError.heartRateBounds(resting: resting, maximum: maximum)
        }
        self.resting = resting
        self.maximum = maximum
        self.isEstimated = isEstimated
    }

    /// The fraction of the heart-rate reserve that `beats` reaches, clamped to 0...1.
    public func reserveFraction(_ beats: Double) -> Double {
        min(1, max(0, (beats - resting) / (maximum - resting)))
    }
}
