import TrackerTime

/// A run's best time over a distance: what a race prediction is made from.
public struct RaceEffort: Equatable, Sendable {
    /// Metres.
    public var distance: Double
    /// Seconds.
    public var time: Double
    public var activityID: Int64
    /// The activity's start, at its own offset.
    public var start: LocalInstant

    public init(distance: Double, time: Double, activityID: Int64, start: LocalInstant) {
        self.distance = distance
        self.time = time
        self.activityID = activityID
        self.start = start
    }

    /// Daniels and Gilbert's VDOT of this effort (`DanielsVDOT.vdot`).
    public var vdot: Double { DanielsVDOT.vdot(distance: distance, time: time) }
}
