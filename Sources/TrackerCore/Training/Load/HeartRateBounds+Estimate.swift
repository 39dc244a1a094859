// Estimating the bounds from recorded activities, for a person who has not set them. Both
// estimates err on the side of less load, never more: the exercise-time percentile sits
// above a true resting rate (a smaller reserve fraction), and a missing default keeps an
// unknown person's load from being inflated by a guessed resting rate of 60.
extension HeartRateBounds {
    /// The window over which the maximum is held: a sustained rate, not a spike of the sensor.
    public static let sustainedSeconds: Double = 30
    /// The share of counted time below the estimated "resting" rate.
    public static let restingPercentile: Double = 0.05
    /// Less counted time than this (ten minutes) gives no estimate.
    public static let minimumEstimateSeconds: Double = 600
    /// A span from "resting" to maximum narrower than this gives no estimate.
    public static let minimumEstimateReserve: Double = 20

    /// Bounds estimated from the counted time of `series`: the maximum is the highest mean
    /// heart rate held over `sustainedSeconds` of uninterrupted counted time, the resting rate
    /// the `restingPercentile` of all counted time (time-weighted). `nil` with less than
    /// `minimumEstimateSeconds` of counted time, no sustained window, or a reserve narrower
    /// than `minimumEstimateReserve`. The result has `isEstimated` set.
    public static func estimated(
        from series: [HeartRateSeries], maximumGap: Double = HeartRateSeries.defaultMaximumGap
    ) -> HeartRateBounds? {
        var all: [HeartRateSeries.Interval] = []
        var highest: Double?
        for one in series {
            let intervals = one.countedIntervals(maximumGap: maximumGap)
            all.append(contentsOf: intervals)
            if let sustained = highestSustained(intervals), sustained > (highest ?? -.infinity) {
                highest = sustained
            }
        }
        let total = all.reduce(0) { $0 + $1.seconds }
        guard total >= minimumEstimateSeconds, let maximum = highest else { return nil }
        let resting = rate(reaching: restingPercentile * total, in: all)
        guard maximum - resting >= minimumEstimateReserve else { return nil }
        return try? HeartRateBounds(resting: resting, maximum: maximum, isEstimated: true)
    }

    /// The rate at which the counted time of `intervals`, added up from the lowest rate (each rate's
    /// intervals in their own order, as a stable sort by rate puts them), first reaches `seconds`;
    /// the highest rate when it never does. Only the distinct rates are sorted, not the intervals: a
    /// few hundred whole beats against an interval a second, the same sums in the same order.
    static func rate(reaching seconds: Double, in intervals: [HeartRateSeries.Interval]) -> Double {
        var byRate: [Double: [Int]] = [:]
        for (index, interval) in intervals.enumerated() { byRate[interval.beatsPerMinute, default: []].append(index) }
        var below = 0.0
        var reached = intervals.first?.beatsPerMinute ?? 0
        for (_, indexes) in byRate.sorted(by: { $0.key < $1.key }) {
            for index in indexes {
                reached = intervals[index].beatsPerMinute
                below += intervals[index].seconds
                if below >= seconds { return reached }
            }
        }
        return reached
    }

    /// The highest time-weighted mean over windows of at least `sustainedSeconds` within one
    /// stretch of consecutive counted intervals (the shortest such window ending at each interval).
    static func highestSustained(_ intervals: [HeartRateSeries.Interval]) -> Double? {
        var best: Double?
        var start = 0
        var seconds = 0.0, beatSeconds = 0.0
        for (end, interval) in intervals.enumerated() {
            if !interval.continuesStretch {
                start = end
                seconds = 0
                beatSeconds = 0
            }
            seconds += interval.seconds
            beatSeconds += interval.seconds * interval.beatsPerMinute
            while start < end, seconds - intervals[start].seconds >= sustainedSeconds {
                seconds -= intervals[start].seconds
                beatSeconds -= intervals[start].seconds * intervals[start].beatsPerMinute
                start += 1
            }
            if seconds >= sustainedSeconds {
                best = max(best ?? -.infinity, beatSeconds / seconds)
            }
        }
        return best
    }
}
