/// The two-parameter critical model fitted to a period's curve: critical power and W′ from power
/// (P = W′/t + CP), or critical speed and D′ from speed (d = CS·t + D′).
///
/// Only the 2 to 20 minute range is used, as GoldenCheetah advises for this model: shorter efforts
/// lean on the anaerobic system, longer ones are rarely maximal. Critical speed follows Smyth and
/// Muniz-Pumares (MSSE 2020), who fitted the distance-time relation to the best efforts of the same
/// range in more than 25,000 runners' training.
public struct CriticalModel: Equatable, Sendable {
    public enum Refusal: Error, Equatable, Sendable {
        /// Fewer than three of the fitted durations have an effort (the count that have one).
        case tooFewEfforts(Int)
        /// The efforts cover too narrow a range of lengths (shortest and longest, seconds).
        case oneLength(shortest: Int, longest: Int)
        /// The line gives a W′ (or D′) at or below zero, or a critical value at or below zero.
        case notPositive(critical: Double, reserve: Double)
    }

    /// Watts, or metres per second.
    public var critical: Double
    /// Joules (W′), or metres (D′).
    public var reserve: Double
    public var criticalError: Double
    public var reserveError: Double
    /// R² of the fit, in the power (for power) or distance (for speed) domain.
    public var rSquared: Double
    /// The durations of the curve the fit used, seconds.
    public var durations: [Int]
    /// Power or speed.
    public var kind: CurveKind

    /// The durations fitted: 2 to 20 minutes, spaced evenly enough on a log axis that no part of the
    /// range outweighs the rest (the curve keeps every 2 s there, which would favour the short end).
    public static let fittedDurations = [120, 150, 180, 240, 300, 360, 480, 600, 720, 900, 1_200]

    /// The longest effort must be at least this many times the shortest.
    public static let leastSpread = 2.0

    /// The model of `curve` (power or speed), or why the curve cannot support one.
    public static func fit(_ curve: MeanMaxCurve) -> Result<CriticalModel, Refusal> {
        let points = fittedDurations.compactMap { duration in curve.value(at: duration).map { (duration, $0) } }.filter { $0.1 > 0 }
        guard points.count >= 3, let shortest = points.first?.0, let longest = points.last?.0 else { return .failure(.tooFewEfforts(points.count)) }
        guard Double(longest) >= leastSpread * Double(shortest) else { return .failure(.oneLength(shortest: shortest, longest: longest)) }
        let critical: Double, reserve: Double, criticalError: Double, reserveError: Double, rSquared: Double
        if curve.kind == .speed {
            // d = CS·t + D′: the slope is CS, the intercept D′.
            guard let line = LinearFit(points.map { (Double($0.0), $0.1 * Double($0.0)) }) else { return .failure(.tooFewEfforts(points.count)) }
            (critical, reserve, criticalError, reserveError, rSquared) = (line.slope, line.intercept, line.slopeError, line.interceptError, line.rSquared)
        } else {
            // P = CP + W′·(1/t): least squares on power itself.
            guard let line = LinearFit(points.map { (1 / Double($0.0), $0.1) }) else { return .failure(.tooFewEfforts(points.count)) }
            (critical, reserve, criticalError, reserveError, rSquared) = (line.intercept, line.slope, line.interceptError, line.slopeError, line.rSquared)
        }
        guard critical > 0, reserve > 0 else { return .failure(.notPositive(critical: critical, reserve: reserve)) }
        return .success(CriticalModel(
            critical: critical, reserve: reserve, criticalError: criticalError, reserveError: reserveError,
            rSquared: rSquared, durations: points.map(\.0), kind: curve.kind))
    }

    /// The model's value over `duration` seconds: watts, or metres per second.
    public func value(at duration: Double) -> Double { critical + reserve / duration }

    /// The estimated FTP of a power curve: 95% of the best 20-minute power (Allen and Coggan's field
    /// test), or `nil` when no effort lasted 20 minutes.
    public static func estimatedFTP(_ curve: MeanMaxCurve) -> Double? {
        curve.value(at: 1_200).map { $0 * 0.95 }
    }
}
