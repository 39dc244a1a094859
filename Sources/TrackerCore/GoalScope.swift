/// Which goals a weekly view measures against, from the types it counts.
public enum GoalScope: Equatable, Sendable {
    /// Every activity: the all-sport goals, with each family's goals beside them.
    case allSports
    /// Only one family's activities: that family's goals, never the all-sport ones.
    case family(ActivityFamily)
    /// Types of several families (or of none): no goal measures such a mix.
    case mixed

    /// The family of a `.family` scope.
    public var family: ActivityFamily? {
        if case .family(let family) = self { return family }
        return nil
    }
}
