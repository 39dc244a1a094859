// The three ways to a load, in the order `preferred` chooses them.
extension TrainingLoad {
    /// Banister's TRIMP summed sample by sample: for each counted interval of `series`,
    /// `minutes · x · a·e^(b·x)` with `x` the heart-rate reserve fraction of the interval's
    /// heart rate (see `BanisterWeighting`). Never computed from the average heart rate: the
    /// weighting is convex, so an average under-counts intervals. The load is marked
    /// estimated when `bounds` were.
    public static func heartRate(
        _ series: HeartRateSeries, bounds: HeartRateBounds,
        maximumGap: Double = HeartRateSeries.defaultMaximumGap
    ) -> TrainingLoad {
        var trimp = 0.0
        for interval in series.countedIntervals(maximumGap: maximumGap) {
            trimp += interval.seconds / 60 * BanisterWeighting.minuteWeight(reserveFraction: bounds.reserveFraction(interval.beatsPerMinute))
        }
        return TrainingLoad(value: trimp, method: .heartRate, isEstimated: bounds.isEstimated)
    }

    /// Foster's session RPE (Foster et al., "A new approach to monitoring exercise training",
    /// J Strength Cond Res 15(1), 2001): the session's effort on the CR-10 scale (1-10) times
    /// its minutes of moving time. Throws `ValueParseError` for an effort outside 1-10 or a
    /// negative moving time.
    public static func sessionEffort(_ effort: Int, movingSeconds: Double) throws -> TrainingLoad {
        guard (1...10).contains(effort) else { throw ValueParseError.sessionEffort(effort) }
        guard movingSeconds >= 0, movingSeconds.isFinite else { throw ValueParseError.movingTime(movingSeconds) }
        return TrainingLoad(value: Double(effort) * movingSeconds / 60, method: .sessionEffort)
    }

    /// An estimate on the TRIMP scale: the minutes of moving time times the TRIMP of one
    /// minute at the type's typical heart-rate reserve fraction (`typicalReserveFraction`),
    /// with Banister's weighting. Marked estimated. Throws for a negative moving time.
    public static func estimate(type: ActivityType, movingSeconds: Double) throws -> TrainingLoad {
        guard movingSeconds >= 0, movingSeconds.isFinite else { throw ValueParseError.movingTime(movingSeconds) }
        return TrainingLoad(value: movingSeconds / 60 * estimatePerMinute(type), method: .estimate)
    }

    /// The heart-rate reserve fraction an ordinary session of each type is assumed to hold, by
    /// family: runs 0.70 (a steady run), rides, swims, rowing and paddling 0.60, hikes, winter
    /// sports, fitness and other activities 0.50, walks 0.35. Per minute that is about 1.72
    /// TRIMP for a run, 1.22 for a ride or swim, 0.84 for a hike or other, 0.44 for a walk.
    public static func typicalReserveFraction(_ type: ActivityType) -> Double {
        switch type.family {
        case .run: return 0.70
        case .ride, .swim, .water: return 0.60
        case .walk: return type == .hike ? 0.50 : 0.35
        case .winter, .fitness, .other: return 0.50
        }
    }

    /// The estimated TRIMP of one minute of `type`.
    public static func estimatePerMinute(_ type: ActivityType) -> Double {
        BanisterWeighting.minuteWeight(reserveFraction: typicalReserveFraction(type))
    }
}
