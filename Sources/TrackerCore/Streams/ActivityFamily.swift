/// Kinds of activity that may be recorded under different types by different sources (a watch's
/// `hike` and a hand-typed `walk`), for recognising one activity from two sources.
public enum ActivityFamily: String, CaseIterable, Sendable {
    case running, cycling, onFoot, swimming
}
