#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

// Means, variances and the normal and Student t distributions that the intervals of the mood
// analysis need, computed here so the package stays on Foundation alone.
extension Statistics {
    /// The arithmetic mean, `nil` for no values.
    public static func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// The sample variance (divided by n - 1), `nil` for fewer than two values.
    public static func sampleVariance(_ values: [Double]) -> Double? {
        guard values.count >= 2, let mean = mean(values) else { return nil }
        return values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count - 1)
    }

    /// The standard normal distribution function Φ(x).
    public static func normalCumulative(_ x: Double) -> Double {
        0.5 * erfc(-x / 2.0.squareRoot())
    }

    /// Φ⁻¹(p): Acklam's rational approximation, refined by one Halley step on `erfc` as he
    /// proposes, to about 1e-15; -∞ and ∞ at 0 and 1, NaN outside.
    public static func normalQuantile(_ p: Double) -> Double {
        guard p > 0, p < 1 else { return p == 0 ? -.infinity : p == 1 ? .infinity : .nan }
        let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                 1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00]
        let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                 6.680131188771972e+01, -1.328068155288572e+01]
        let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                 -2.549671636933284e+00, 4.374664141464968e+00, 2.938163982698783e+00]
        let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
        let tail = 0.02425
        func outer(_ q: Double) -> Double {
            (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        let x: Double
        if p < tail {
            x = outer((-2 * log(p)).squareRoot())
        } else if p > 1 - tail {
            x = -outer((-2 * log(1 - p)).squareRoot())
        } else {
            let q = p - 0.5, r = q * q
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        }
        let error = normalCumulative(x) - p
        let step = error * (2 * Double.pi).squareRoot() * exp(x * x / 2)
        return x - step / (1 + x * step / 2)
    }

    /// The distribution function of Student's t with `degreesOfFreedom` (any positive real),
    /// through the regularized incomplete beta function.
    public static func studentTCumulative(_ t: Double, degreesOfFreedom: Double) -> Double {
        let tail = 0.5 * regularizedIncompleteBeta(
            x: degreesOfFreedom / (degreesOfFreedom + t * t), a: degreesOfFreedom / 2, b: 0.5)
        return t > 0 ? 1 - tail : tail
    }

    /// The p-quantile of Student's t: Newton's method on `studentTCumulative` from the normal
    /// quantile (which lies below it, where the concave distribution function makes every step
    /// land short of the root), to 1e-12; bisection should that ever stall.
    public static func studentTQuantile(_ p: Double, degreesOfFreedom: Double) -> Double {
        guard p > 0, p < 1, degreesOfFreedom > 0 else { return .nan }
        if p < 0.5 { return -studentTQuantile(1 - p, degreesOfFreedom: degreesOfFreedom) }
        let freedom = degreesOfFreedom
        let logScale: Double = lgamma((freedom + 1) / 2) - lgamma(freedom / 2) - 0.5 * log(freedom * Double.pi)
        var t = normalQuantile(p)
        for _ in 0..<100 {
            let density = exp(logScale - (freedom + 1) / 2 * log1p(t * t / freedom))
            let step = (studentTCumulative(t, degreesOfFreedom: freedom) - p) / density
            t -= step
            if abs(step) <= 1e-12 * max(1, abs(t)) { return t }
        }
        var low = 0.0, high = max(1, t)
        while studentTCumulative(high, degreesOfFreedom: freedom) < p, high < 1e12 { high *= 2 }
        while high - low > 1e-10 * max(1, high) {
            let middle = (low + high) / 2
            if studentTCumulative(middle, degreesOfFreedom: freedom) < p { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b), by the continued fraction of Numerical Recipes (§6.4, `betai` and `betacf`,
    /// with the modified Lentz method).
    static func regularizedIncompleteBeta(x: Double, a: Double, b: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let logGammas: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let front = exp(logGammas + logPowers)
        if x < (a + 1) / (a + b + 2) { return front * betaContinuedFraction(x: x, a: a, b: b) / a }
        return 1 - front * betaContinuedFraction(x: 1 - x, a: b, b: a) / b
    }

    private static func betaContinuedFraction(x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        d = 1 / (abs(d) < tiny ? tiny : d)
        var result = d
        for m in 1...300 {
            let m = Double(m), m2 = 2 * m
            for numerator in [m * (b - m) * x / ((a + m2 - 1) * (a + m2)),
                              -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1))] {
                d = 1 + numerator * d
                d = 1 / (abs(d) < tiny ? tiny : d)
                c = 1 + numerator / c
                if abs(c) < tiny { c = tiny }
                result *= d * c
            }
            if abs(d * c - 1) < 3e-16 { break }
        }
        return result
    }
}
