import TrackerCore

/// A quantity that varies along one activity's track: what colours a route and what the
/// profile's second line shows.
public enum TrackMetric: String, CaseIterable, Sendable {
    case pace, elevation
    case heartRate = "heart-rate"

    /// Seconds on either side of a sample that its pace is measured over, so that a second's GPS
    /// jitter does not paint the track in stripes.
    public static let paceHalfWindow = 15.0

    /// `PACE`, `SPEED`, `ELEVATION`, `HEART RATE`: the legend's caption.
    public func caption(for type: ActivityType) -> String {
        switch self {
        case .pace: return type.showsPace || type.family == .swim ? "PACE" : "SPEED"
        case .elevation: return "ELEVATION"
        case .heartRate: return "HEART RATE"
        }
    }

    /// One SI value per sample (metres per second for pace, metres, beats per minute), or `nil`
    /// when the stream did not record what it needs.
    public func values(of stream: ActivityStream) -> [Double]? {
        switch self {
        case .elevation: return stream.elevation
        case .heartRate: return stream.heartRate
        case .pace:
            guard let distance = stream.cumulativeDistance, stream.count > 1 else { return nil }
            return Self.smoothedSpeed(distance: distance, time: stream.time, halfWindow: Self.paceHalfWindow)
        }
    }

    /// `value` as people read it: `5:12 /km` or `24.3 km/h`, `312 m`, `148 bpm`.
    public func label(_ value: Double, type: ActivityType, formatter: DisplayFormatter) -> String {
        switch self {
        case .pace: return formatter.pace(speed: value, type: type)
        case .elevation: return formatter.altitude(value)
        case .heartRate: return formatter.heartRate(value)
        }
    }

    /// Speed at each sample over the samples within `halfWindow` seconds of it, and at least over the
    /// intervals on either side (a track sampled every 30 s has no other sample within 15 s).
    static func smoothedSpeed(distance: [Double], time: [Double], halfWindow: Double) -> [Double] {
        var low = 0, high = 0
        return time.indices.map { index in
            while time[low] < time[index] - halfWindow { low += 1 }
            while high + 1 < time.count, time[high + 1] <= time[index] + halfWindow { high += 1 }
            let from = min(low, max(index - 1, 0)), to = max(high, min(index + 1, time.count - 1))
            let seconds = time[to] - time[from]
            return seconds > 0 ? max(0, distance[to] - distance[from]) / seconds : 0
        }
    }

    /// The 5th and 95th percentiles of `values` of this metric: the colour or axis range, so that one
    /// spike does not flatten the rest. Standing still is left out of a pace's range (it has no pace).
    func typicalRange(_ values: [Double]) -> ClosedRange<Double>? {
        let moving = self == .pace ? values.filter { $0 >= ActivityStream.movingSpeedThreshold } : values
        let sorted = moving.filter(\.isFinite).sorted()
        guard let first = sorted.first else { return nil }
        let low = sorted[Int(Double(sorted.count - 1) * 0.05)], high = sorted[Int(Double(sorted.count - 1) * 0.95)]
        return high > low ? low...high : first...(first + 1)
    }
}
