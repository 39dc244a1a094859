#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Maps a continuous data domain onto a pixel range, linearly, and proposes round ticks.
public struct LinearScale: Equatable, Sendable {
    public let domain: ClosedRange<Double>
    /// Pixels for the domain's lower and upper bound (the upper may be smaller: y axes point up).
    public let range: (lower: Double, upper: Double)

    /// A domain of zero width (an all-zero series) is widened to `lower...lower + 1`, so
    /// mapping never divides by zero.
    public init(domain: ClosedRange<Double>, range: (Double, Double)) {
        let lower = domain.lowerBound.isFinite ? domain.lowerBound : 0
        let upper = domain.upperBound.isFinite ? domain.upperBound : lower + 1
        self.domain = upper > lower ? lower...upper : lower...(lower + 1)
        self.range = (range.0, range.1)
    }

    /// The pixel position of `value`; values outside the domain extrapolate.
    public func callAsFunction(_ value: Double) -> Double {
        let width = domain.upperBound - domain.lowerBound
        return range.lower + (value - domain.lowerBound) / width * (range.upper - range.lower)
    }

    /// Round values ("nice" steps of 1, 2 or 5 times a power of ten) inside the domain,
    /// about `count` of them.
    public func ticks(count: Int = 5) -> [Double] {
        let step = LinearScale.tickStep(domain.lowerBound, domain.upperBound, count: count)
        guard step > 0 else { return [domain.lowerBound] }
        // The tolerance keeps 0.7 / 0.1 = 6.9999999 from losing its last tick.
        let first = (domain.lowerBound / step - 1e-9).rounded(.up)
        let last = (domain.upperBound / step + 1e-9).rounded(.down)
        guard first <= last else { return [] }
        return stride(from: first, through: last, by: 1).map { ($0 * step).roundedToStep(step) }
    }

    /// The same scale with the domain widened outwards to whole tick steps, so the top
    /// gridline carries a round label.
    public func nice(count: Int = 5) -> LinearScale {
        let step = LinearScale.tickStep(domain.lowerBound, domain.upperBound, count: count)
        guard step > 0 else { return self }
        let lower = ((domain.lowerBound / step + 1e-9).rounded(.down) * step).roundedToStep(step)
        let upper = ((domain.upperBound / step - 1e-9).rounded(.up) * step).roundedToStep(step)
        return LinearScale(domain: lower...upper, range: (range.lower, range.upper))
    }

    /// The nice step for about `count` ticks over [lower, upper]: 1, 2 or 5 times 10^k.
    public static func tickStep(_ lower: Double, _ upper: Double, count: Int) -> Double {
        let span = upper - lower
        guard span > 0, span.isFinite, count > 0 else { return 0 }
        let raw = span / Double(count)
        let power = pow(10, (log10(raw)).rounded(.down))
        let error = raw / power
        let factor: Double = error >= sqrt(50) ? 10 : error >= sqrt(10) ? 5 : error >= sqrt(2) ? 2 : 1
        return factor * power
    }

    public static func == (lhs: LinearScale, rhs: LinearScale) -> Bool {
        lhs.domain == rhs.domain && lhs.range == rhs.range
    }
}

private extension Double {
    /// Removes the binary noise of `k * step` (0.30000000000000004 → 0.3).
    func roundedToStep(_ step: Double) -> Double {
        let decimals = Swift.max(0, -Int(log10(step).rounded(.down)))
        let factor = pow(10, Double(decimals))
        return (self * factor).rounded() / factor
    }
}
