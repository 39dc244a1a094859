import TrackerCore

/// The columns of `tracker export` (CSV header and JSON keys), in order: the record fields
/// of `Activity` and `Mood`, which the readers of our own files accept exactly.
public enum ExportColumns {
    /// An activity's record fields, then its identity (`ActivityIdentity`), which exports
    /// written before it lack; they import by the same-activity rule, as any other file.
    public static let activity = Activity.recordFields + [identity]
    public static let identity = "identity"
    public static let mood = Mood.recordFields
}
