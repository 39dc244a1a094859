#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// The polarization index of a training-intensity distribution (Treff, Winkert, Sareban, Steinacker
/// & Sperlich, "The Polarization-Index: A Simple Calculation to Distinguish Polarized From
/// Non-polarized Training Intensity Distributions", Front Physiol 10:707, 2019):
/// `PI = log10((Z1 / Z2) x Z3 x 100)` with Z1-Z3 the fractions of time in the three bands.
///
/// When Z2 is 0 it is taken as 0.01, as the paper does, so a distribution with no middle still has
/// an index. When Z3 is 0 the logarithm has no value; the index is then 0 (the paper's reading:
/// without high-intensity time a distribution is not polarized). An index above 2.00 with
/// Z1 > Z3 > Z2 is polarized.
public enum PolarizationIndex {
    /// Above this, a distribution with Z1 > Z3 > Z2 is polarized.
    public static let polarizedAbove = 2.0

    /// The index of seconds in the three bands; `nil` when no time counted.
    public static func value(bands: [Double]) -> Double? {
        guard bands.count == 3 else { return nil }
        let total = bands.reduce(0, +)
        guard total > 0 else { return nil }
        let z1 = bands[0] / total, z3 = bands[2] / total
        let z2 = bands[1] > 0 ? bands[1] / total : 0.01
        guard z3 > 0, z1 > 0 else { return 0 }
        return log10(z1 / z2 * z3 * 100)
    }

    /// Whether the bands are polarized by the paper's rule.
    public static func isPolarized(bands: [Double]) -> Bool {
        guard let index = value(bands: bands) else { return false }
        return index > polarizedAbove && bands[0] > bands[2] && bands[2] > bands[1]
    }
}
