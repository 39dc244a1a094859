#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The weighting of Banister's TRIMP: `a · e^(b·x)` for a heart-rate reserve fraction `x`, with
/// the coefficients of the original model, `0.64 · e^(1.92 x)`, from blood-lactate curves
/// (Banister, "Modeling elite athletic performance", 1991; Morton, Fitz-Clarke & Banister,
/// J Appl Physiol 69, 1990), as GoldenCheetah and most tools use them. The same paper's women's
/// coefficients (0.86, 1.67) are not offered: nothing in tracker records who is training.
public enum BanisterWeighting {
    /// `a` of `a · e^(b·x)`.
    public static let coefficient = 0.64
    /// `b` of `a · e^(b·x)`.
    public static let exponent = 1.92

    /// The TRIMP of one minute at heart-rate reserve fraction `x` (clamped to 0...1):
    /// `x · a · e^(b·x)`.
    public static func minuteWeight(reserveFraction x: Double) -> Double {
        let fraction = min(1, max(0, x))
        return fraction * coefficient * exp(exponent * fraction)
    }
}
