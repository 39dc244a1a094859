#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Daniels and Gilbert's VDOT (Oxygen Power, 1979; Daniels' Running Formula): the oxygen cost of
/// a race's speed divided by the share of VO2max that can be held for its duration.
public enum DanielsVDOT {
    /// Oxygen cost, ml/kg/min, of running at `speed` metres per minute.
    public static func oxygenCost(speed: Double) -> Double {
        -4.60 + 0.182258 * speed + 0.000104 * speed * speed
    }

    /// The share of VO2max that can be held for `minutes`.
    public static func sustainableFraction(minutes: Double) -> Double {
        0.8 + 0.1894393 * exp(-0.012778 * minutes) + 0.2989558 * exp(-0.1932605 * minutes)
    }

    /// The VDOT of running `distance` metres in `time` seconds.
    public static func vdot(distance: Double, time: Double) -> Double {
        let minutes = time / 60
        return oxygenCost(speed: distance / minutes) / sustainableFraction(minutes: minutes)
    }

    /// Seconds over `distance` metres at `vdot`: the time whose VDOT it is, found by bisection on
    /// a log scale between 30 seconds and 100 hours, where VDOT falls as the time grows.
    public static func time(distance: Double, vdot: Double) -> Double {
        var low = log(30.0), high = log(360_000.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if Self.vdot(distance: distance, time: exp(middle)) > vdot { low = middle } else { high = middle }
        }
        return exp((low + high) / 2)
    }
}
