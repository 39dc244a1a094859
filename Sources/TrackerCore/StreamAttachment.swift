/// What became of a recording given for one stored row (a file a Strava export's `activities.csv`
/// lists on that row).
public enum StreamAttachment: Equatable, Sendable {
    /// The row took the recording: its samples, and the totals the file measured.
    case attached(activityID: Int64)
    /// The row already has a recording (an export imported again), which it keeps.
    case alreadyRecorded(activityID: Int64)
    /// No row is stored under that id (its CSV row was the same activity as one stored before).
    case rowNotStored
}
