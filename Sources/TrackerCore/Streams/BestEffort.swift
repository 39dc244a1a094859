/// The best stretch of one activity for one target.
public struct BestEffort: Equatable, Sendable {
    /// What was measured.
    public var target: BestEffortTarget
    /// Seconds from the activity's start to the stretch's start (interpolated between samples).
    public var startOffset: Double
    /// Seconds the stretch took, without the pauses inside it (`PauseRule`, as the moving time and the
    /// splits leave them out); the name stays that of the stored record's time.
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
