/// The best stretch of one activity for one target.
public struct BestEffort: Equatable, Sendable {
    /// What was measured.
    public var target: BestEffortTarget
    /// Seconds from the activity's start to the stretch's start (interpolated between samples).
    public var startOffset: Double
    /// Elapsed seconds of the stretch, pauses inside it included.
    public var elapsedTime: Double
    /// Metres covered in the stretch, spikes excluded.
    public var distance: Double
    /// Watts averaged over the stretch, for a power target.
    public var averagePower: Double?

    public init(target: BestEffortTarget, startOffset: Double, elapsedTime: Double, distance: Double, averagePower: Double? = nil) {
        self.target = target
        self.startOffset = startOffset
        self.elapsedTime = elapsedTime
        self.distance = distance
        self.averagePower = averagePower
    }
}
