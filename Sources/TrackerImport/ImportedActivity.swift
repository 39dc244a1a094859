import TrackerCore

/// One activity read from a file, with where it came from.
public struct ImportedActivity: Equatable, Sendable {
    public var activity: Activity
    /// The reader: `csv`, `json`, `strava`, `gpx`, `tcx` or `fit`.
    public var source: String
    /// Strava's activity id, the file's name, or the exporting database's id.
    public var sourceID: String?

    public init(activity: Activity, source: String, sourceID: String?) {
        self.activity = activity
        self.source = source
        self.sourceID = sourceID
    }
}
