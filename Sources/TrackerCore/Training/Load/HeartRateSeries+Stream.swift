// The heart rate of a recorded activity, for its load.
extension HeartRateSeries {
    /// The heart-rate column of `stream` with its time offsets, or `nil` when it has none. A pause
    /// (`PauseRule`: a stop, the gap before a segment start) is marked not moving, so it never
    /// counts, as it counts in no moving time, split or best effort; elsewhere the series' maximum
    /// gap applies. `moving` is `stream.movingIntervals()` when the caller has it already.
    public init?(stream: ActivityStream, moving: [Bool]? = nil) {
        guard let beats = stream.heartRate else { return nil }
        try? self.init(offsets: stream.time, beatsPerMinute: beats, moving: moving ?? stream.movingIntervals())
    }
}
