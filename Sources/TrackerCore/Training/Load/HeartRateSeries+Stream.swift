// The heart rate of a recorded activity, for its load.
extension HeartRateSeries {
    /// The heart-rate column of `stream` with its time offsets, or `nil` when it has none. The
    /// gap before each segment start (a pause of the recording, a new track segment) is marked
    /// not moving, so it never counts; within a segment the series' maximum gap applies.
    public init?(stream: ActivityStream) {
        guard let beats = stream.heartRate else { return nil }
        var moving = Array(repeating: true, count: stream.count)
        for start in stream.segmentStarts where moving.indices.contains(start) { moving[start] = false }
        try? self.init(offsets: stream.time, beatsPerMinute: beats, moving: moving)
    }
}
