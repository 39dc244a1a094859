/// How far one week got toward one goal.
public struct GoalProgress: Equatable, Sendable {
    public var metric: WeekMetric
    /// The goal, SI units.
    public var target: Double
    /// The week's total, SI units.
    public var achieved: Double

    public init(metric: WeekMetric, target: Double, achieved: Double) {
        self.metric = metric
        self.target = target
        self.achieved = achieved
    }

    /// achieved / target: 1 is reached, above 1 is beyond it; 0 when the target is 0.
    public var fraction: Double { target > 0 ? achieved / target : 0 }

    /// What is left to do, never negative.
    public var remaining: Double { max(0, target - achieved) }

    public var isReached: Bool { achieved >= target }
}
