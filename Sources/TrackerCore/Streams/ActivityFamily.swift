/// Kinds of activity that may be recorded under different types by different sources (a watch's
/// `hike` and a hand-typed `walk`), for recognising one activity from two sources.
public enum ActivityFamily: String, CaseIterable, Sendable {
    /// Runs, on the road, on trails or on a treadmill.
    case running
    /// Rides of every kind, indoors too.
    case cycling
    /// Walks and hikes.
    case onFoot
    /// Pool and open water.
    case swimming
}
