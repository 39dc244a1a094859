/// One stretch of a fixed length (a kilometre, a mile) of an activity; the last one may be shorter.
public struct Split: Equatable, Sendable {
    /// 1 for the first split.
    public var number: Int
    /// Seconds from the activity's start to the split's start.
    public var startOffset: Double
    /// Metres: the split length; for the last split less, or a little more when it took in a remainder
    /// too short to be a split (see `ActivityStream.shortestPartialSplitShare`).
    public var distance: Double
    /// Elapsed seconds, pauses included.
    public var elapsedTime: Double
    /// Seconds spent moving: the elapsed time less the pauses (`PauseRule`), what the split's time and
    /// pace show.
    public var movingTime: Double
    /// Metres of elevation at the end minus at the start, or `nil` without elevation.
    public var elevationChange: Double?
    /// Time-weighted beats per minute, or `nil` without heart rate.
    public var averageHeartRate: Double?

    public init(
        number: Int, startOffset: Double, distance: Double, elapsedTime: Double, movingTime: Double? = nil,
        elevationChange: Double? = nil, averageHeartRate: Double? = nil
    ) {
        self.number = number
        self.startOffset = startOffset
        self.distance = distance
        self.elapsedTime = elapsedTime
        self.movingTime = movingTime ?? elapsedTime
        self.elevationChange = elevationChange
        self.averageHeartRate = averageHeartRate
    }

    /// Moving seconds per metre (SI; times 1,000 for a pace per kilometre), or `nil` for a split without distance.
    public var pace: Double? { distance > 0 ? movingTime / distance : nil }

    /// Whether this is a last split shorter than `length`.
    public func isPartial(of length: Double) -> Bool { distance < length }
}
