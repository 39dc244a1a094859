#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Maps a positive data domain onto a pixel range by its logarithm, so that equal ratios
/// (1 s to 10 s, 1 min to 10 min) take equal widths: the axis of a duration curve.
public struct LogScale: Equatable, Sendable {
    public let domain: ClosedRange<Double>
    /// Pixels for the domain's lower and upper bound (the upper may be smaller: y axes point up).
    public let range: (lower: Double, upper: Double)

    /// A bound at or below zero (or not finite) becomes 1; a domain of zero width is widened to
    /// ten times its lower bound, so mapping never divides by zero.
    public init(domain: ClosedRange<Double>, range: (Double, Double)) {
        let lower = domain.lowerBound.isFinite && domain.lowerBound > 0 ? domain.lowerBound : 1
        let upper = domain.upperBound.isFinite && domain.upperBound > 0 ? domain.upperBound : lower * 10
        self.domain = upper > lower ? lower...upper : lower...(lower * 10)
        self.range = (range.0, range.1)
    }

    /// The pixel position of `value`; values outside the domain extrapolate, and a value at or
    /// below zero maps to the lower end of the range.
    public func callAsFunction(_ value: Double) -> Double {
        guard value > 0 else { return range.lower }
        return range.lower + fraction(value) * (range.upper - range.lower)
    }

    /// The value drawn at `pixel`: the inverse of mapping.
    public func invert(_ pixel: Double) -> Double {
        let span = range.upper - range.lower
        let fraction = span == 0 ? 0 : (pixel - range.lower) / span
        return exp(log(domain.lowerBound) + fraction * (log(domain.upperBound) - log(domain.lowerBound)))
    }

    /// How far along the domain `value` lies, by its logarithm: 0 at the lower bound, 1 at the upper.
    func fraction(_ value: Double) -> Double {
        (log(value) - log(domain.lowerBound)) / (log(domain.upperBound) - log(domain.lowerBound))
    }

    /// The values of `candidates` inside the domain, in order: a log axis is labelled at values
    /// people name (5 s, 1 min, 1 h), not at powers of ten alone.
    public func ticks(among candidates: [Double]) -> [Double] {
        candidates.filter { domain.contains($0) }.sorted()
    }

    /// 1, 2 and 5 times each power of ten inside the domain.
    public func ticks() -> [Double] {
        let first = Int(log10(domain.lowerBound).rounded(.down)), last = Int(log10(domain.upperBound).rounded(.up))
        let candidates = (first...last).flatMap { power in [1.0, 2, 5].map { $0 * pow(10, Double(power)) } }
        // The tolerance keeps a bound of exactly 1000 from losing its tick to 999.9999.
        return candidates.filter { $0 >= domain.lowerBound * (1 - 1e-9) && $0 <= domain.upperBound * (1 + 1e-9) }
    }

    /// Seconds people quote on a duration axis: 5 s, 15 s, 1 min, 5 min, 20 min, 1, 2, 4 and 8 h.
    public static let durationTicks: [Double] = [5, 15, 60, 300, 1_200, 3_600, 7_200, 14_400, 28_800, 57_600]

    public static func == (lhs: LogScale, rhs: LogScale) -> Bool {
        lhs.domain == rhs.domain && lhs.range == rhs.range
    }
}
