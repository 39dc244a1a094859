/// The weekly training figure `tracker summary` sets the mood against.
public enum LoadMeasure: Equatable, Sendable {
    /// One family's distance: comparable week to week.
    case distance(ActivityFamily)
    /// The time of every activity together: the one figure sports share.
    case time

    /// This measure of `week`.
    public func value(of week: WeekTotals) -> Double {
        switch self {
        case .distance(let family): return week.totals(of: family).distance
        case .time: return week.duration
        }
    }

    /// `run distance` or `time`, as the summary names it.
    public var name: String {
        switch self {
        case .distance(let family): return "\(family.rawValue) distance"
        case .time: return "time"
        }
    }
}
