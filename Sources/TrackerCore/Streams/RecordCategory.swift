/// What a personal record measures: a best effort inside activities, or a whole activity's total.
public enum RecordCategory: Hashable, Sendable {
    /// A best effort (`BestEffortTarget`): the least time over a distance, or the most watts over a duration.
    case effort(BestEffortTarget)
    /// The longest distance of one activity, in metres.
    case longestDistance
    /// The longest duration of one activity, in seconds.
    case longestTime
    /// The most climbing in one activity, in metres.
    case biggestClimb

    /// The whole-activity categories, which every type has and which need no stream.
    public static let wholeActivity: [RecordCategory] = [.longestDistance, .longestTime, .biggestClimb]

    /// Every category an activity of `type` can set: its best-effort targets, then the whole-activity ones.
    public static func categories(for type: ActivityType) -> [RecordCategory] {
        BestEffortTarget.targets(for: type).map { .effort($0) } + wholeActivity
    }

    /// Whether a smaller value is better: true for times over a distance, false for everything else.
    public var smallerIsBetter: Bool {
        if case .effort(.distance) = self { return true }
        return false
    }

    /// The smallest gain that counts, in the category's unit: a second, a watt, a metre of climb,
    /// ten metres of distance (what the figures show), so that the same effort measured twice
    /// with a different rounding is never announced as a record over itself ("3:36, was 3:36").
    public var resolution: Double {
        self == .longestDistance ? 10 : 1
    }

    /// Whether `value` is better than `other` in this category: the one direction every ranking
    /// and every "new record" uses.
    public func isBetter(_ value: Double, than other: Double) -> Bool {
        smallerIsBetter ? value < other : value > other
    }

    /// Whether `value` beats `previous` in this category by at least `resolution`.
    public func improves(_ value: Double, on previous: Double) -> Bool {
        // Not worse than `previous` moved `resolution` the better way.
        !isBetter(smallerIsBetter ? previous - resolution : previous + resolution, than: value)
    }

    /// The value a whole activity reaches in a whole-activity category (its distance, duration or
    /// climb); `nil` for a best effort, which only a stream gives.
    public func value(of activity: Activity) -> Double? {
        switch self {
        case .longestDistance: return activity.distance
        case .longestTime: return activity.duration
        case .biggestClimb: return activity.elevationGain
        case .effort: return nil
        }
    }

    /// A short name: `5 km`, `20 min power`, `longest distance`, `longest time`, `biggest climb`.
    public var name: String {
        switch self {
        case .effort(let target): return target.name
        case .longestDistance: return "longest distance"
        case .longestTime: return "longest time"
        case .biggestClimb: return "biggest climb"
        }
    }
}
