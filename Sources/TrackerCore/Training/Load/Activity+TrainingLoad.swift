// The load an activity is stored with: the one place that picks a method for it.
extension Activity {
    /// The activity's load by the first method its data allow: Banister TRIMP from the heart
    /// rate of `stream` (with `bounds`, or bounds estimated from the stream itself when none
    /// are set), else session RPE from `effort`, else the estimate from type and duration.
    /// `duration` is the moving time where the source gives one (Strava's Moving Time), so a
    /// long pause adds nothing. An effort outside 1-10 is ignored rather than trusted. `moving` is
    /// `stream.movingIntervals()` when the caller has it already.
    public func trainingLoad(stream: ActivityStream? = nil, moving: [Bool]? = nil, bounds: HeartRateBounds? = nil) -> TrainingLoad {
        var heartRate: TrainingLoad?
        if let stream, let series = HeartRateSeries(stream: stream, moving: moving),
           let bounds = bounds ?? HeartRateBounds.estimated(from: [series]) {
            heartRate = TrainingLoad.heartRate(series, bounds: bounds)
        }
        let seconds = duration.isFinite ? max(0, duration) : 0
        let sessionEffort = effort.flatMap { try? TrainingLoad.sessionEffort($0, movingSeconds: seconds) }
        let estimate = (try? TrainingLoad.estimate(type: type, movingSeconds: seconds))
            ?? TrainingLoad(value: 0, method: .estimate)
        return TrainingLoad.preferred(heartRate: heartRate, sessionEffort: sessionEffort, estimate: estimate) ?? estimate
    }

    /// The stored load, or the one computed from the activity's own fields when none is stored.
    public var storedOrComputedLoad: TrainingLoad { load ?? trainingLoad() }
}
