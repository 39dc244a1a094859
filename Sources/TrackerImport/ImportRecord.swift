import TrackerCore

/// What a reader yields: an activity, or a mood from a `tracker export --moods` file.
public enum ImportRecord: Equatable, Sendable {
    case activity(ImportedActivity)
    case mood(Mood)
}
