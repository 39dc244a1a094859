import TrackerCore

/// One activity read from a file, with where it came from and, for an activity file, its samples.
public struct ImportedActivity: Equatable, Sendable {
    public var activity: Activity
    /// The samples and laps a GPX, TCX or FIT file recorded; `nil` for a CSV or JSON row.
    public var stream: ActivityStream?
    /// The reader: `csv`, `json`, `strava`, `gpx`, `tcx` or `fit`.
    public var source: String
    /// Strava's activity id, the file's name, or the exporting database's id.
    public var sourceID: String?
    /// The row's identity, read from a `tracker export` that carries one.
    public var identity: ActivityIdentity?
    /// What the reader did that the user should know of, for the file's line of the report (a FIT
    /// file rebuilt from its records); `nil` for a file read as it is.
    public var note: String?
    /// The gear the file names for it (Strava's `Activity Gear`, the `gear` of tracker's export), or `nil`.
    public var gear: GearReference?
    /// What the destination derived from `stream` on the reading thread (`ImportDestination.streamDeriver`).
    public var derived: DerivedStream?

    public init(
        activity: Activity, stream: ActivityStream? = nil, source: String, sourceID: String?,
        identity: ActivityIdentity? = nil, note: String? = nil, gear: GearReference? = nil
    ) {
        self.activity = activity
        self.stream = stream
        self.source = source
        self.sourceID = sourceID
        self.identity = identity
        self.note = note
        self.gear = gear
    }
}
