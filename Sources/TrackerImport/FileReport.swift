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

    /// Found in a folder and not read, since an earlier import read the same bytes (`Importer.rescan`).
    public var readBefore = false

    public init(path: String) {
        self.path = path
    }

    /// The report of a file skipped as read by an earlier import.
    public init(readBefore path: String) {
        self.path = path
        readBefore = true
    }

    /// Refused because something in it is wrong; a file that is not an activity is skipped instead.
    public var isRejected: Bool { error.map { !$0.isNotAnActivity } ?? false }
    /// Well formed but not an activity (a Garmin settings or monitoring file): nothing to import.
    public var isSkipped: Bool { error?.isNotAnActivity ?? false }
}
