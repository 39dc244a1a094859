/// One pass over a segment in an activity's stream: the samples nearest the segment's start and
/// end, the time between them, and the mean heart rate and power of the samples in between.
public struct SegmentEffort: Equatable, Sendable {
    public var startIndex: Int
    public var endIndex: Int
    /// Seconds from the start sample to the end sample.
    public var elapsed: Double
    /// Beats per minute, when the stream has heart rate.
    public var heartRate: Double?
    /// Watts, when the stream has power.
    public var power: Double?

    public init(startIndex: Int, endIndex: Int, elapsed: Double, heartRate: Double?, power: Double?) {
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.elapsed = elapsed
        self.heartRate = heartRate
        self.power = power
    }

    /// The pass of `stream` from sample `start` to sample `end`.
    public init(stream: ActivityStream, start: Int, end: Int) {
        func mean(_ values: [Double]?) -> Double? {
            guard let values else { return nil }
            let section = values[start...end]
            return section.reduce(0, +) / Double(section.count)
        }
        self.init(startIndex: start, endIndex: end, elapsed: stream.time[end] - stream.time[start],
                  heartRate: mean(stream.heartRate), power: mean(stream.power))
    }
}
