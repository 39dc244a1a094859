/// A person's own mood baseline: the mean and standard deviation of their mood over the days
/// analysed, so each day can be read as a z-score ("half a usual spread above my average")
/// rather than on a scale one person uses differently from another.
public struct PersonalBaseline: Equatable, Sendable {
    /// The mean mood level.
    public var mean: Double
    /// The sample standard deviation of the levels.
    public var standardDeviation: Double

    /// `nil` for fewer than two values or values that never vary.
    public init?(_ values: [Double]) {
        guard let mean = Statistics.mean(values), let variance = Statistics.sampleVariance(values), variance > 0 else {
            return nil
        }
        self.mean = mean
        self.standardDeviation = variance.squareRoot()
    }

    /// How many standard deviations `value` lies above the mean.
    public func score(_ value: Double) -> Double {
        (value - mean) / standardDeviation
    }
}
