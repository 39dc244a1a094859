/// How a year's or a month's total stands against a goal for the whole period: the pace
/// needed to reach it is an even share of the goal for each second of the period.
public struct PaceProgress: Equatable, Sendable {
    public var progress: GoalProgress
    /// How much of the period has gone, 0 to 1.
    public var elapsed: Double
    /// Seconds of the period still to come.
    public var secondsLeft: Double

    public init(progress: GoalProgress, elapsed: Double, secondsLeft: Double) {
        self.progress = progress
        self.elapsed = min(max(elapsed, 0), 1)
        self.secondsLeft = max(0, secondsLeft)
    }

    /// What the pace needed to reach the goal would have done by now.
    public var expected: Double { progress.target * elapsed }

    /// Ahead of that pace (positive) or behind it (negative), in the goal's units.
    public var ahead: Double { progress.achieved - expected }

    /// What is still to do per week of the time left, `nil` once the goal is reached or the period is over.
    public var perWeekNeeded: Double? {
        guard !progress.isReached, secondsLeft > 0 else { return nil }
        return progress.remaining / max(secondsLeft / 604_800, 1.0 / 7)
    }
}
