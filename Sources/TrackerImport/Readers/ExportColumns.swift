import TrackerCore

/// The columns of `tracker export` (CSV header and JSON keys), in order: the record fields
/// of `Activity` and `Mood`, which the readers of our own files accept exactly.
public enum ExportColumns {
    public static let activity = Activity.recordFields
    public static let mood = Mood.recordFields
}
