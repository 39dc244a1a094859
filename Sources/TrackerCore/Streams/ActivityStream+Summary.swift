extension ActivityStream {
    /// Below this speed, in metres per second, an interval is standing still (1.8 km/h: slower than
    /// any walk, faster than the drift of a GPS fix at rest).
    public static let movingSpeedThreshold = 0.5

    /// A change of direction in elevation counts only once it exceeds this many metres: GPS and
    /// barometric noise of a metre or two then adds nothing (see `elevationChange(hysteresis:)`).
    public static let climbHysteresis = 3.0

    /// Seconds spent moving: the intervals between consecutive samples whose speed is at least
    /// `threshold` metres per second.
    ///
    /// An interval's speed is its distance over its duration (`cumulativeDistance`); without distance it is
    /// the mean of the device's speed at both ends; with neither, every interval counts. The gap before a
    /// segment start is never moving time.
    public func movingTime(threshold: Double = movingSpeedThreshold) -> Double {
        let distance = cumulativeDistance
        let starts = segmentStartSet
        var moving = 0.0
        for index in time.indices.dropFirst() where !starts.contains(index) {
            let duration = time[index] - time[index - 1]
            guard duration > 0 else { continue }
            let intervalSpeed: Double
            if let distance {
                intervalSpeed = (distance[index] - distance[index - 1]) / duration
            } else if let speed {
                intervalSpeed = (speed[index - 1] + speed[index]) / 2
            } else {
                intervalSpeed = .infinity
            }
            if intervalSpeed >= threshold { moving += duration }
        }
        return moving
    }

    /// Climb and descent with hysteresis, or `nil` without elevation.
    ///
    /// The rule: a reference elevation starts at the first sample. While the trend is up, every sample
    /// above the reference adds its rise to the climb and becomes the reference; a sample more than
    /// `hysteresis` metres below the reference turns the trend down and adds its drop to the descent
    /// (and symmetrically downwards). So a continuing climb counts every metre, while a reversal must
    /// exceed `hysteresis` before noise can add anything.
    public func elevationChange(hysteresis: Double = climbHysteresis) -> ElevationChange? {
        guard let elevation, var reference = elevation.first else { return nil }
        var change = ElevationChange(climb: 0, descent: 0)
        var trendIsUp: Bool?
        for value in elevation.dropFirst() {
            let rise = value - reference
            if rise > 0, trendIsUp == true || rise > hysteresis {
                change.climb += rise
                reference = value
                trendIsUp = true
            } else if rise < 0, trendIsUp == false || -rise > hysteresis {
                change.descent -= rise
                reference = value
                trendIsUp = false
            }
        }
        return change
    }

    /// The lowest and highest elevation, or `nil` without elevation.
    public var elevationRange: ClosedRange<Double>? {
        guard let elevation, let low = elevation.min(), let high = elevation.max() else { return nil }
        return low...high
    }

    /// The time-weighted average of `column`, or `nil` when it was not recorded.
    ///
    /// Each sample's value holds from the sample before it up to its own time (as a device reports the
    /// mean of the second that just ended); gaps before segment starts weigh nothing. A stream whose
    /// samples all share one instant gets the plain mean.
    public func average(of column: StreamColumn) -> Double? {
        guard let values = values(of: column), !values.isEmpty else { return nil }
        let starts = segmentStartSet
        var weighted = 0.0, weight = 0.0
        for index in time.indices.dropFirst() where !starts.contains(index) {
            let duration = time[index] - time[index - 1]
            weighted += values[index] * duration
            weight += duration
        }
        guard weight > 0 else { return values.reduce(0, +) / Double(values.count) }
        return weighted / weight
    }

    /// The highest value of `column`, or `nil` when it was not recorded.
    public func maximum(of column: StreamColumn) -> Double? {
        values(of: column)?.max()
    }
}
