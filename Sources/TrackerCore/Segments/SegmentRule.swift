/// When a track passes over a segment, in numbers (docs/REFERENCE.md, "Segments").
public enum SegmentRule {
    /// Metres every point of the segment may be from the track's section (a one-sided Hausdorff
    /// distance), and a track sample from the segment's start or end to begin or end a pass.
    public static let tolerance = 20.0
    /// The lengths a segment may have, in metres.
    public static let lengths: ClosedRange<Double> = 100...100_000
    /// The longest gap between a segment's points: 10 m, or a 2,000th of a segment longer than 20 km,
    /// so that a check at the points stands for the whole line without a 100 km segment costing
    /// 10,000 distance queries a pass.
    public static func spacing(forLength length: Double) -> Double {
        max(10, length / 2_000)
    }
}
