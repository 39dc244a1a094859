#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Coggan's normalized power of a stream: the fourth root of the mean fourth power of the 30-second
/// rolling average of power, on a 1-second grid (Allen & Coggan, "Training and Racing with a Power
/// Meter", 2010; GoldenCheetah's `src/Metrics/Coggan.cpp`).
///
/// The grid is the counted time of `ZoneHistogram`: each interval of at most 30 s holds the power of
/// the sample ending it, one value per second of it; a longer gap or a segment start adds nothing,
/// so the rolling average runs on across a pause as over the recorded seconds. `nil` with less
/// than 30 counted seconds.
public struct NormalizedPower: Equatable, Sendable {
    /// Watts.
    public let watts: Double
    /// The counted seconds it was computed over.
    public let seconds: Double

    /// The rolling window, seconds.
    public static let window = 30

    public init?(_ stream: ActivityStream, maximumGap: Double = HeartRateSeries.defaultMaximumGap) {
        guard let power = stream.power else { return nil }
        var perSecond: [Double] = []
        perSecond.reserveCapacity(Int(stream.elapsedTime) + 1)
        let time = stream.time
        let starts = stream.segmentStartSet
        var carry = 0.0
        for index in time.indices.dropFirst() where !starts.contains(index) {
            let seconds = time[index] - time[index - 1]
            guard seconds > 0, seconds <= maximumGap else { continue }
            carry += seconds
            let watts = power[index]
            while carry >= 1 - 1e-9 {
                perSecond.append(watts)
                carry -= 1
            }
        }
        self.init(perSecond: perSecond)
    }

    /// From power at 1-second spacing; `nil` for fewer than `window` values.
    public init?(perSecond: [Double]) {
        let window = Self.window
        guard perSecond.count >= window else { return nil }
        var sum = perSecond[0..<window].reduce(0, +)
        var fourth = pow(sum / Double(window), 4)
        var count = 1.0
        for index in window..<perSecond.count {
            sum += perSecond[index] - perSecond[index - window]
            fourth += pow(max(0, sum) / Double(window), 4)
            count += 1
        }
        watts = pow(fourth / count, 0.25)
        seconds = Double(perSecond.count)
    }
}
