import TrackerCore

/// What a track's points add up to.
public struct TrackSummary: Equatable, Sendable {
    /// Meters, summed per segment (no distance across a gap between segments).
    public var distance = 0.0
    /// Meters of climb (`ActivityStream.importedClimb`).
    public var elevationGain = 0.0
    /// Unix seconds of the first point with a time.
    public var start: Double?
    /// Seconds from the first to the last point with a time.
    public var elapsed: Double?
    /// Seconds spent moving (`ActivityStream.movingTime()`: gaps between segments never count).
    public var moving: Double?
    public var points = 0

    /// The summary of `stream`, whose offsets count from `start`, read from `points` track points.
    init(stream: ActivityStream?, start: Double?, points: Int) {
        self.points = points
        guard let stream else { return }
        distance = stream.totalDistance ?? 0
        elevationGain = stream.importedClimb
        self.start = start.map { $0 + (stream.time.first ?? 0) }
        elapsed = stream.elapsedTime
        moving = stream.movingTime()
    }
}
