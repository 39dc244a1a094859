/// Weekly targets, in SI units; each is optional.
public struct WeeklyGoals: Equatable, Sendable {
    /// Meters.
    public var distance: Double?
    /// Seconds.
    public var duration: Double?
    /// Meters of elevation gain.
    public var elevation: Double?

    public init(distance: Double? = nil, duration: Double? = nil, elevation: Double? = nil) {
        self.distance = distance
        self.duration = duration
        self.elevation = elevation
    }

    public var isEmpty: Bool { distance == nil && duration == nil && elevation == nil }

    /// The target for `metric`, or `nil` when none is set.
    public func target(for metric: WeekMetric) -> Double? {
        switch metric {
        case .distance: return distance
        case .duration: return duration
        case .elevation: return elevation
        }
    }

    /// Progress of `week` toward every goal that is set, in `WeekMetric` order.
    public func progress(for week: WeekTotals) -> [GoalProgress] {
        WeekMetric.allCases.compactMap { metric in
            target(for: metric).map { GoalProgress(metric: metric, target: $0, achieved: week.value(of: metric)) }
        }
    }
}
