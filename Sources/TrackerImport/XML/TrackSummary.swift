/// What a track's points add up to.
public struct TrackSummary: Equatable, Sendable {
    /// Meters, summed per segment (no distance across a gap between segments).
    public var distance = 0.0
    /// Meters of climb (see `ElevationGain`).
    public var elevationGain = 0.0
    /// Unix seconds of the first point with a time.
    public var start: Double?
    /// Seconds from the first to the last point with a time.
    public var elapsed: Double?
    /// Seconds spent moving: intervals at `TrackAccumulator.movingSpeed` or faster.
    public var moving: Double?
    public var points = 0
}
