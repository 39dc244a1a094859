#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Spearman's rank correlation with a confidence interval.
///
/// The interval comes from Fisher's z = atanh(ρ) with the standard error √(1.06 / (n - 3))
/// that Fieller, Hartley and Pearson (Biometrika 44, 1957) found for Spearman's ρ, transformed
/// back with tanh: exact enough from about ten pairs, cheap, and needing no random numbers.
public struct RankCorrelation: Equatable, Sendable {
    /// Spearman's ρ, from -1 to 1.
    public var rho: Double
    /// The number of pairs.
    public var count: Int
    /// The interval around ρ.
    public var interval: ConfidenceInterval

    /// `nil` for fewer than four pairs, arrays of different lengths, or a side without
    /// variation (see `Statistics.spearman`).
    public init?(_ x: [Double], _ y: [Double], level: Double = 0.95) {
        guard x.count == y.count, x.count >= 4, let rho = Statistics.spearman(x, y) else { return nil }
        // A perfect correlation would put z at infinity; keep the interval finite.
        let z = atanh(min(max(rho, -0.999_999), 0.999_999))
        let halfWidth = Statistics.normalQuantile(1 - (1 - level) / 2) * (1.06 / Double(x.count - 3)).squareRoot()
        self.rho = rho
        self.count = x.count
        self.interval = ConfidenceInterval(lower: tanh(z - halfWidth), upper: tanh(z + halfWidth), level: level)
    }
}
