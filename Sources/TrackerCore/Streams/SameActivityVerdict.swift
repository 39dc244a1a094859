/// Whether two footprints are one activity, and why.
public enum SameActivityVerdict: Equatable, Sendable {
    /// Both carry the same Strava activity id.
    case sameStravaActivity
    /// Their times overlap enough, their distances agree and their types are compatible.
    case overlapping
    /// Strava gave them different ids.
    case differentStravaActivities
    /// Their types belong to different families.
    case incompatibleTypes
    /// Their time spans overlap for less than the rule's share of the shorter one.
    case timesApart
    /// Their distances differ by more than the rule allows.
    case distancesDiffer

    /// Whether the verdict says they are one activity.
    public var isSame: Bool { self == .sameStravaActivity || self == .overlapping }
}
