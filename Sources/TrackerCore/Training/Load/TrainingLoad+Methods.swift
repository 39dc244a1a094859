#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The ways to a load, in the order `Activity.trainingLoad` chooses them, all on one scale: 100 is
// an hour at threshold (TrainingPeaks' TSS, intervals.icu's load).
extension TrainingLoad {
    /// Coggan's TSS (`PowerLoad`); `nil` without normalized power.
    public static func power(_ stream: ActivityStream, ftp: Threshold) -> TrainingLoad? {
        guard let load = PowerLoad(stream, ftp: ftp) else { return nil }
        return TrainingLoad(value: load.score, method: .power, isEstimated: ftp.isEstimated)
    }

    /// Running stress from pace, plain (no grade adjustment): over each counted interval (as
    /// `ZoneHistogram` counts time), `hours x (speed / threshold speed)^2 x 100`, so an hour at
    /// threshold pace is 100 and a stop adds nothing. `nil` without a speed or distance column or
    /// without counted time.
    public static func pace(_ stream: ActivityStream, thresholdSpeed: Threshold) -> TrainingLoad? {
        guard thresholdSpeed.value > 0, let histogram = ZoneHistogram(.pace, of: stream), histogram.totalSeconds > 0 else { return nil }
        let perUnit = ZoneHistogram.bucketsPerUnit(.pace)
        var score = 0.0
        for (offset, tenths) in histogram.tenths.enumerated() where tenths > 0 {
            // The bucket's middle: 0.005 m/s off at most.
            let speed = (Double(histogram.firstBucket + offset) + 0.5) / perUnit
            let factor = speed / thresholdSpeed.value
            score += Double(tenths) / 10 / 3600 * factor * factor * 100
        }
        return TrainingLoad(value: score, method: .pace, isEstimated: thresholdSpeed.isEstimated)
    }

    /// The share of the heart-rate reserve the threshold heart rate is assumed to reach when none is
    /// set: 0.9 of the maximum.
    public static let assumedThresholdOfMaximum = 0.9

    /// Heart-rate stress (TrainingPeaks' hrTSS): Banister's TRIMP of the series (`trimp`) over the
    /// TRIMP of an hour at threshold heart rate, times 100. The threshold is `threshold`, else
    /// 0.9 of the maximum (estimated). `nil` when the threshold is not above the resting rate.
    public static func heartRate(
        _ series: HeartRateSeries, bounds: HeartRateBounds, threshold: Threshold? = nil,
        maximumGap: Double = HeartRateSeries.defaultMaximumGap
    ) -> TrainingLoad? {
        let used = threshold ?? Threshold(bounds.maximum * assumedThresholdOfMaximum, isEstimated: true)
        let hourAtThreshold = 60 * BanisterWeighting.minuteWeight(reserveFraction: bounds.reserveFraction(used.value))
        guard hourAtThreshold > 0 else { return nil }
        let score = trimp(series, bounds: bounds, maximumGap: maximumGap) / hourAtThreshold * 100
        return TrainingLoad(value: score, method: .heartRate, isEstimated: bounds.isEstimated || used.isEstimated)
    }

    /// Banister's TRIMP summed sample by sample: for each counted interval of `series`,
    /// `minutes · x · a·e^(b·x)` with `x` the heart-rate reserve fraction of the interval's
    /// heart rate (see `BanisterWeighting`). Never computed from the average heart rate: the
    /// weighting is convex, so an average under-counts intervals.
    public static func trimp(
        _ series: HeartRateSeries, bounds: HeartRateBounds, maximumGap: Double = HeartRateSeries.defaultMaximumGap
    ) -> Double {
        var trimp = 0.0
        for interval in series.countedIntervals(maximumGap: maximumGap) {
            trimp += interval.seconds / 60 * BanisterWeighting.minuteWeight(reserveFraction: bounds.reserveFraction(interval.beatsPerMinute))
        }
        return trimp
    }

    /// The session effort (CR-10) an hour at threshold is taken to feel like: 7, "very hard".
    public static let thresholdEffort = 7.0

    /// Foster's session RPE (Foster et al., "A new approach to monitoring exercise training",
    /// J Strength Cond Res 15(1), 2001), effort (1-10) times minutes of moving time, converted to
    /// the one scale by `thresholdEffort`: `effort x minutes x 100 / 420`, so an hour at effort 7
    /// is 100. Throws `ValueParseError` for an effort outside 1-10 or a negative moving time.
    public static func sessionEffort(_ effort: Int, movingSeconds: Double) throws -> TrainingLoad {
        guard (1...10).contains(effort) else { throw ValueParseError.sessionEffort(effort) }
        guard movingSeconds >= 0, movingSeconds.isFinite else { throw ValueParseError.movingTime(movingSeconds) }
        return TrainingLoad(value: Double(effort) * movingSeconds / 60 * 100 / (60 * thresholdEffort), method: .sessionEffort)
    }

    /// An estimate: hours of moving time x the type's typical intensity factor squared x 100
    /// (`typicalIntensity`). Marked estimated. Throws for a negative moving time.
    public static func estimate(type: ActivityType, movingSeconds: Double) throws -> TrainingLoad {
        guard movingSeconds >= 0, movingSeconds.isFinite else { throw ValueParseError.movingTime(movingSeconds) }
        return TrainingLoad(value: movingSeconds / 60 * estimatePerMinute(type), method: .estimate)
    }

    /// The intensity (fraction of threshold) an ordinary session of each type is assumed to hold,
    /// by family: runs 0.75, rides, swims, rowing and paddling 0.70, hikes, winter sports, fitness
    /// and other activities 0.65, walks 0.50. Per hour that is about 56, 49, 42 and 25.
    public static func typicalIntensity(_ type: ActivityType) -> Double {
        switch type.family {
        case .run: return 0.75
        case .ride, .swim, .water: return 0.70
        case .walk: return type == .hike ? 0.65 : 0.50
        case .winter, .fitness, .other: return 0.65
        }
    }

    /// The estimated load of one minute of `type`.
    public static func estimatePerMinute(_ type: ActivityType) -> Double {
        let intensity = typicalIntensity(type)
        return intensity * intensity * 100 / 60
    }
}
