/// One training zone: its name and where it starts, in the measured unit (bpm, W, m/s).
public struct TrainingZone: Equatable, Sendable {
    /// "Z1".."Z7".
    public var label: String
    /// "Endurance", "Threshold", ...
    public var name: String
    /// The lowest value in the zone (inclusive); zone 1 starts at 0.
    public var lowerBound: Double
    /// Which of the three zones of the polarization index it belongs to (1, 2 or 3).
    public var band: Int
}
