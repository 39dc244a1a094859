extension ActivityStream {
    /// Below this speed, in metres per second, a chart draws no pace (1.8 km/h): a pace line diving to
    /// the axis at every stop says nothing. Moving time does not use it: see `PauseRule`.
    public static let movingSpeedThreshold = 0.5

    /// A change of direction in elevation counts only once it exceeds this many metres: GPS and
    /// barometric noise of a few metres then adds nothing (see `elevationChange(hysteresis:)`). 3 m
    /// counted 5% more than 5 m on a real 15 km hike, away from gpxpy's smoothed figure.
    public static let climbHysteresis = 5.0

    /// Climb and descent by one hysteresis rule, both ways, over the whole recording (segments
    /// included: the gap before a segment start changes no height), or `nil` without elevation.
    ///
    /// The profile is reduced to its turning points: the first sample, every top from which the
    /// elevation then falls more than `hysteresis` metres and every bottom from which it then rises
    /// more than `hysteresis` metres, and the last sample. The climb is the sum of the rises from one
    /// turning point to the next, the descent the sum of the drops. So a continuing climb counts every
    /// metre, jitter inside the band adds nothing, and climb − descent is exactly the last elevation
    /// minus the first.
    public func elevationChange(hysteresis: Double = climbHysteresis) -> ElevationChange? {
        guard let elevation, let first = elevation.first, let last = elevation.last else { return nil }
        var change = ElevationChange(climb: 0, descent: 0)
        // Before the first turn: the lowest and highest point so far. After it: the extreme of the
        // current trend, which becomes a turning point once the elevation leaves the band behind it.
        var low = first, high = first
        var trendIsUp: Bool?
        for value in elevation.dropFirst() {
            switch trendIsUp {
            case nil:
                low = min(low, value)
                high = max(high, value)
                if value - low > hysteresis {
                    change.descent += first - low
                    change.climb += value - low
                    high = value
                    trendIsUp = true
                } else if high - value > hysteresis {
                    change.climb += high - first
                    change.descent += high - value
                    low = value
                    trendIsUp = false
                }
            case true?:
                if value > high {
                    change.climb += value - high
                    high = value
                } else if high - value > hysteresis {
                    change.descent += high - value
                    low = value
                    trendIsUp = false
                }
            case false?:
                if value < low {
                    change.descent += low - value
                    low = value
                } else if value - low > hysteresis {
                    change.climb += value - low
                    high = value
                    trendIsUp = true
                }
            }
        }
        // The last sample is a turning point: the move from the last extreme to it counts too.
        switch trendIsUp {
        case nil: if last > first { change.climb += last - first } else { change.descent += first - last }
        case true?: change.descent += high - last
        case false?: change.climb += last - low
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
