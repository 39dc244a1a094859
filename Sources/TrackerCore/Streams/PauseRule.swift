#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// When a recording is paused: the one rule behind moving time, splits and best efforts.
///
/// A pause is time without progress: a stretch of at least `shortestPause` seconds in which every sample
/// stays within `radius` metres of the sample that begins it (by position when the stream has positions,
/// else by its distance column, else by the distance its speed column implies) and no power is recorded.
/// The gap before a segment start (a GPX `<trkseg>`, a timer restart) is a pause too. Everything else is
/// moving, however slow: a steep hike at 0.3 m/s, a slow swim, a walk pushing a bike all move more than
/// `radius` in `shortestPause`, while a GPS fix at rest wanders a few metres and a stop at a crossing
/// stays put. A speed threshold cannot tell these apart: 0.5 m/s is faster than a steep hike, and a fix
/// drifting at rest can exceed any lower one for a second.
public struct PauseRule: Equatable, Sendable {
    /// Metres per second of progress below which the recording stands still.
    public var slowestProgress: Double
    /// Seconds it must stand still for a pause, and the shortest time its progress is measured over.
    public var shortestPause: Double

    public init(slowestProgress: Double, shortestPause: Double) {
        self.slowestProgress = slowestProgress
        self.shortestPause = shortestPause
    }

    /// The rule tracker applies to every activity, of every family.
    public static let standard = PauseRule(slowestProgress: 0.25, shortestPause: 20)

    /// Metres a pause may wander from where it began: `slowestProgress` over `shortestPause`.
    public var radius: Double { slowestProgress * shortestPause }

    /// For each sample, whether the interval that ends at it is moving; the first sample ends none (`false`).
    public func movingIntervals(of stream: ActivityStream) -> [Bool] {
        let count = stream.count
        guard count > 1 else { return [Bool](repeating: false, count: count) }
        var moving = [Bool](repeating: true, count: count)
        moving[0] = false
        for start in stream.segmentStarts { moving[start] = false }
        guard let nearness = nearness(of: stream) else { return moving }
        var isSegmentStart = [Bool](repeating: false, count: count)
        for start in stream.segmentStarts { isSegmentStart[start] = true }
        let power = stream.power
        let time = stream.time
        var anchor = 0
        while anchor < count - 1 {
            var end = anchor
            while end + 1 < count, !isSegmentStart[end + 1], (power?[end + 1] ?? 0) == 0,
                  nearness.staysNear(anchor, end + 1, radius) {
                end += 1
            }
            if end > anchor, time[end] - time[anchor] >= shortestPause {
                for index in (anchor + 1)...end { moving[index] = false }
                anchor = end
            } else {
                anchor += 1
            }
        }
        // A device that records little while standing leaves one long, slow interval instead.
        for index in 1..<count where moving[index] && (power?[index] ?? 0) == 0 {
            let seconds = time[index] - time[index - 1]
            if seconds >= shortestPause, nearness.staysNear(index - 1, index, slowestProgress * seconds) { moving[index] = false }
        }
        return moving
    }

    /// Whether sample `j` lies within a radius of sample `i`, from what the stream has: a value, not a
    /// closure, so that the loops above test it inline (the rule runs for every stream written).
    private enum Nearness {
        /// Metres on a plane tangent at the first sample: within a few metres, far below GPS noise.
        case positions(latitude: [Double], longitude: [Double], metresPerDegree: Double, east: Double)
        case distance([Double])

        @inline(__always)
        func staysNear(_ i: Int, _ j: Int, _ radius: Double) -> Bool {
            switch self {
            case .positions(let latitude, let longitude, let metresPerDegree, let east):
                let north = (latitude[j] - latitude[i]) * metresPerDegree
                var degrees = longitude[j] - longitude[i]
                if degrees > 180 { degrees -= 360 } else if degrees < -180 { degrees += 360 }
                let across = degrees * east
                return north * north + across * across <= radius * radius
            case .distance(let distance):
                return distance[j] - distance[i] <= radius
            }
        }
    }

    /// How to tell whether samples stay near each other, from what the stream has; `nil` when it has
    /// neither positions, distance nor speed (then only segment gaps are pauses).
    private func nearness(of stream: ActivityStream) -> Nearness? {
        if let latitude = stream.latitude, let longitude = stream.longitude {
            let metresPerDegree = ActivityStream.earthRadius * Double.pi / 180
            let east = cos((latitude.first ?? 0) * Double.pi / 180) * metresPerDegree
            return .positions(latitude: latitude, longitude: longitude, metresPerDegree: metresPerDegree, east: east)
        }
        let distance: [Double]
        if let recorded = stream.cumulativeDistance {
            distance = recorded
        } else if let speed = stream.speed {
            var travelled = [Double](repeating: 0, count: stream.count)
            for index in travelled.indices.dropFirst() {
                travelled[index] = travelled[index - 1] + (speed[index - 1] + speed[index]) / 2 * (stream.time[index] - stream.time[index - 1])
            }
            distance = travelled
        } else {
            return nil
        }
        return .distance(distance)
    }
}
