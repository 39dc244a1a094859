#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The sex-specific weighting of Banister's TRIMP: `a · e^(b·x)` for a heart-rate reserve
/// fraction `x`, with the coefficients from blood-lactate curves (Banister, "Modeling elite
/// athletic performance", 1991; Morton, Fitz-Clarke & Banister, J Appl Physiol 69, 1990).
public enum BanisterSex: String, CaseIterable, Sendable {
    /// `0.64 · e^(1.92 x)`: the coefficients of the original model, used when nothing is set
    /// (as in GoldenCheetah and most tools); they weigh high intensities more than `.female`.
    case male
    /// `0.86 · e^(1.67 x)`.
    case female

    /// The weighting used when none is set: `.male`.
    public static let `default`: BanisterSex = .male

    /// `a` of `a · e^(b·x)`.
    public var coefficient: Double { self == .male ? 0.64 : 0.86 }
    /// `b` of `a · e^(b·x)`.
    public var exponent: Double { self == .male ? 1.92 : 1.67 }

    /// The TRIMP of one minute at heart-rate reserve fraction `x` (clamped to 0...1):
    /// `x · a · e^(b·x)`.
    public func minuteWeight(reserveFraction x: Double) -> Double {
        let fraction = min(1, max(0, x))
        return fraction * coefficient * exp(exponent * fraction)
    }
}
