// The load an activity is stored with: the one place that picks a method for it.
extension Activity {
    /// The activity's load by the first method its data allow, all on one scale (100 = an hour at
    /// threshold): power (a ride with a power column and an FTP), pace (a run with distance and a
    /// threshold pace), heart rate (with the resting and maximum rates of `thresholds`, or ones
    /// estimated from the stream itself when unset), session effort, and the estimate from type
    /// and duration last. `duration` is the moving time where the source gives one (Strava's
    /// Moving Time), so a long pause adds nothing. An effort outside 1-10 is ignored. `moving` is
    /// `stream.movingIntervals()` when the caller has it already.
    public func trainingLoad(stream: ActivityStream? = nil, moving: [Bool]? = nil, thresholds: Thresholds = Thresholds()) -> TrainingLoad {
        if let stream {
            if type.family == .ride, let ftp = thresholds.functionalThresholdPower,
               let load = TrainingLoad.power(stream, ftp: ftp) {
                return load
            }
            if type.family == .run, let speed = thresholds.thresholdSpeed,
               let load = TrainingLoad.pace(stream, thresholdSpeed: speed) {
                return load
            }
            if let series = HeartRateSeries(stream: stream, moving: moving),
               let bounds = thresholds.heartRateBounds ?? HeartRateBounds.estimated(from: [series]),
               let load = TrainingLoad.heartRate(series, bounds: bounds, threshold: thresholds.thresholdHeartRate) {
                return load
            }
        }
        let seconds = duration.isFinite ? max(0, duration) : 0
        if let effort, let load = try? TrainingLoad.sessionEffort(effort, movingSeconds: seconds) { return load }
        return (try? TrainingLoad.estimate(type: type, movingSeconds: seconds)) ?? TrainingLoad(value: 0, method: .estimate)
    }

    /// The stored load, or the one computed from the activity's own fields when none is stored.
    public var storedOrComputedLoad: TrainingLoad { load ?? trainingLoad() }
}
