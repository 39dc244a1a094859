#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Riegel's endurance formula (Riegel, "Athletic Records and Human Endurance", American Scientist
/// 1981): T2 = T1 × (D2/D1)^k, with k = 1.06 for runners, or a runner's own k from two of their
/// efforts.
public enum Riegel {
    /// Riegel's exponent for running.
    public static let exponent = 1.06

    /// An own exponent is accepted in this range: below, the longer effort would be nearly as fast
    /// as the shorter; above, the longer one was most likely not run flat out.
    public static let plausibleExponents = 1.01...1.15

    /// The two efforts must differ in length at least this many times.
    public static let leastSpread = 2.0

    /// Seconds over `distance` metres from `time` seconds over `from` metres.
    public static func time(_ time: Double, over from: Double, to distance: Double, exponent: Double = exponent) -> Double {
        time * pow(distance / from, exponent)
    }

    /// The exponent two efforts imply: the slope of log time against log distance.
    public static func exponent(_ first: RaceEffort, _ second: RaceEffort) -> Double {
        log(second.time / first.time) / log(second.distance / first.distance)
    }
}
