/// The difference of two groups' means (first minus second) with a confidence interval.
public struct MeanDifference: Equatable, Sendable {
    /// The first group's mean minus the second's.
    public var difference: Double
    /// The size of the first group.
    public var firstCount: Int
    /// The size of the second group.
    public var secondCount: Int
    /// The interval around `difference`.
    public var interval: ConfidenceInterval

    /// A difference as computed.
    public init(difference: Double, firstCount: Int, secondCount: Int, interval: ConfidenceInterval) {
        self.difference = difference
        self.firstCount = firstCount
        self.secondCount = secondCount
        self.interval = interval
    }

    /// Welch's interval: `d ± t · √(s₁²/n₁ + s₂²/n₂)` with the Welch-Satterthwaite degrees of
    /// freedom, which does not assume equal variances. `nil` when a group has fewer than two
    /// values or both are constant.
    public static func welch(_ first: [Double], _ second: [Double], level: Double = 0.95) -> MeanDifference? {
        guard let mean1 = Statistics.mean(first), let mean2 = Statistics.mean(second),
              let variance1 = Statistics.sampleVariance(first), let variance2 = Statistics.sampleVariance(second)
        else { return nil }
        let part1 = variance1 / Double(first.count), part2 = variance2 / Double(second.count)
        let squaredError = part1 + part2
        guard squaredError > 0 else { return nil }
        let freedom = squaredError * squaredError
            / (part1 * part1 / Double(first.count - 1) + part2 * part2 / Double(second.count - 1))
        let halfWidth = Statistics.studentTQuantile(1 - (1 - level) / 2, degreesOfFreedom: freedom)
            * squaredError.squareRoot()
        let difference = mean1 - mean2
        return MeanDifference(
            difference: difference, firstCount: first.count, secondCount: second.count,
            interval: ConfidenceInterval(lower: difference - halfWidth, upper: difference + halfWidth, level: level))
    }

    /// The percentile bootstrap: each group resampled with replacement `iterations` times
    /// from `generator` (seed it to repeat a result), the interval between the
    /// (1 - level)/2 and (1 + level)/2 quantiles of the resampled differences. `nil` when a
    /// group has fewer than two values or `iterations` is below 100.
    public static func bootstrap<Generator: RandomNumberGenerator>(
        _ first: [Double], _ second: [Double], level: Double = 0.95, iterations: Int = 1000,
        using generator: inout Generator
    ) -> MeanDifference? {
        guard first.count >= 2, second.count >= 2, iterations >= 100,
              let mean1 = Statistics.mean(first), let mean2 = Statistics.mean(second) else { return nil }
        func resampledMean(_ values: [Double]) -> Double {
            var sum = 0.0
            for _ in values.indices { sum += values[Int.random(in: 0..<values.count, using: &generator)] }
            return sum / Double(values.count)
        }
        var differences = (0..<iterations).map { _ in resampledMean(first) - resampledMean(second) }
        differences.sort()
        func quantile(_ p: Double) -> Double {
            differences[min(iterations - 1, max(0, Int((p * Double(iterations)).rounded(.down))))]
        }
        return MeanDifference(
            difference: mean1 - mean2, firstCount: first.count, secondCount: second.count,
            interval: ConfidenceInterval(lower: quantile((1 - level) / 2), upper: quantile((1 + level) / 2), level: level))
    }
}
