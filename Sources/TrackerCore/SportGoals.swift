/// Every weekly goal that is set: the all-sport goals, which count every activity, and each
/// family's own goals, which count only that family's activities. They never stand in for
/// each other.
public struct SportGoals: Equatable, Sendable {
    /// Goals over every activity together.
    public var all: WeeklyGoals
    /// Goals of one family each; families without goals are absent.
    public var families: [ActivityFamily: WeeklyGoals]

    public init(all: WeeklyGoals = WeeklyGoals(), families: [ActivityFamily: WeeklyGoals] = [:]) {
        self.all = all
        self.families = families.filter { !$0.value.isEmpty }
    }

    /// No goal at all is set.
    public var isEmpty: Bool { all.isEmpty && families.isEmpty }

    /// The goals of `family`, or the all-sport goals for `nil`.
    public func goals(for family: ActivityFamily?) -> WeeklyGoals {
        family.map { families[$0] ?? WeeklyGoals() } ?? all
    }

    /// Replaces the goals of `family` (`nil`: the all-sport goals).
    public mutating func set(_ goals: WeeklyGoals, for family: ActivityFamily?) {
        if let family {
            families[family] = goals.isEmpty ? nil : goals
        } else {
            all = goals
        }
    }

    /// The families with goals, in `ActivityFamily.allCases` order.
    public var familiesWithGoals: [ActivityFamily] {
        ActivityFamily.allCases.filter { families[$0] != nil }
    }
}
