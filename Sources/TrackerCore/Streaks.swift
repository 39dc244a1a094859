/// Runs of consecutive active weeks.
public struct Streaks: Equatable, Sendable {
    /// Consecutive active weeks ending with the newest one (0 when the newest is empty).
    public var current: Int
    /// The longest run of consecutive active weeks ever.
    public var best: Int

    public init(current: Int, best: Int) {
        self.current = current
        self.best = best
    }

    /// Streaks from the weeks that had an activity, each given as how many weeks before
    /// the newest it is (0 = the newest week, 1 = the one before, ...). Order and
    /// duplicates do not matter; negative numbers (the future) are ignored.
    public init(activeWeeksAgo: [Int]) {
        let weeks = Array(Set(activeWeeksAgo.filter { $0 >= 0 })).sorted()
        var current = 0
        while current < weeks.count, weeks[current] == current { current += 1 }
        var best = 0, run = 0
        for (position, week) in weeks.enumerated() {
            run = position > 0 && weeks[position - 1] == week - 1 ? run + 1 : 1
            best = max(best, run)
        }
        self.init(current: current, best: best)
    }
}
