/// What a best effort measures: the fastest time over a distance, or the best average power over a duration.
public enum BestEffortTarget: Hashable, Sendable {
    /// The least time to cover this many metres.
    case distance(Double)
    /// The highest average power over this many seconds.
    case duration(Double)

    /// One mile in metres.
    public static let mile = 1_609.344
    /// The half marathon in metres.
    public static let halfMarathon = 21_097.5
    /// The marathon in metres.
    public static let marathon = 42_195.0

    /// 400 m, 1 km, 1 mile, 5 km, 10 km, half marathon, marathon.
    public static let running: [BestEffortTarget] = [400, 1_000, mile, 5_000, 10_000, halfMarathon, marathon].map { .distance($0) }
    /// 5, 10, 20, 40 and 100 km.
    public static let riding: [BestEffortTarget] = [5_000, 10_000, 20_000, 40_000, 100_000].map { .distance($0) }
    /// 5, 20 and 60 minutes of power.
    public static let power: [BestEffortTarget] = [300, 1_200, 3_600].map { .duration($0) }

    /// The efforts looked for in an activity of `type`: the run family's distances, the ride family's
    /// distances and power; other families none yet.
    public static func targets(for type: ActivityType) -> [BestEffortTarget] {
        switch type.family {
        case .run: return running
        case .ride: return riding + power
        case .walk, .swim, .winter, .water, .fitness, .other: return []
        }
    }

    /// A short name: `400 m`, `1 km`, `1 mile`, `half marathon`, `marathon`, `20 min power`.
    public var name: String {
        switch self {
        case .distance(let metres):
            if metres == Self.mile { return "1 mile" }
            if metres == Self.halfMarathon { return "half marathon" }
            if metres == Self.marathon { return "marathon" }
            if metres >= 1_000, metres.truncatingRemainder(dividingBy: 1_000) == 0 { return "\(Int(metres / 1_000)) km" }
            return "\(metres.plainText) m"
        case .duration(let seconds):
            if seconds.truncatingRemainder(dividingBy: 60) == 0 { return "\(Int(seconds / 60)) min power" }
            return "\(seconds.plainText) s power"
        }
    }
}

private extension Double {
    /// Whole numbers without a decimal point.
    var plainText: String {
        self == rounded() && abs(self) < 1e15 ? String(Int64(self)) : String(self)
    }
}
