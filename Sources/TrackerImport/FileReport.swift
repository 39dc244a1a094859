/// What importing one file did.
public struct FileReport: Equatable, Sendable {
    /// The file as the user named it (or as found inside a named folder).
    public var path: String
    /// The reader used, when the file got that far.
    public var format: String?
    public var added = 0
    public var duplicates = 0
    /// Ids of kept activities (typed by hand, a Strava CSV row) this file's streams were attached to.
    public var merged: [Int64] = []
    /// Why the file was refused; when set, nothing from it was written.
    public var error: ImportError?
    /// For a Strava export's `activities.csv`: the recordings its rows list, read after it and
    /// merged into their rows.
    public var recordings: RecordingReport?
    /// What the reader did that the user should know of (`ImportedActivity.note`), once each.
    public var notes: [String] = []

    public init(path: String) {
        self.path = path
    }

    public var isRejected: Bool { error != nil }
}
