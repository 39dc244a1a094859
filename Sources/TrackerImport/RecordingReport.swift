/// What became of the recordings a Strava export's `activities.csv` lists: how many rows got
/// theirs, and each row that keeps its CSV totals because its file is missing or unreadable.
public struct RecordingReport: Equatable, Sendable {
    /// One row whose recording could not be attached.
    public struct Problem: Equatable, Sendable {
        /// The file as the report shows it (`export/activities/12.fit.gz`).
        public var file: String
        public var row: ListedFile
        /// Why the file was rejected; `nil` when it is missing from the export.
        public var error: ImportError?

        public init(file: String, row: ListedFile, error: ImportError?) {
            self.file = file
            self.row = row
            self.error = error
        }

        /// `export/activities/12.fit.gz: missing` or `...: byte 771: rejected: ...`.
        public var fileAndReason: String {
            guard let error else { return "\(file): missing" }
            let location = ImportError(file: file, error.location, "").description.dropLast(2)
            return "\(location): rejected: \(error.reason)"
        }
    }

    /// Rows accepted from the CSV that list a file.
    public var listed = 0
    /// Rows given their recording by this import.
    public var attached = 0
    /// Rows that had their recording already (the export imported before).
    public var alreadyAttached = 0
    public var problems: [Problem] = []

    public init() {}

    /// Rows that have their recording now.
    public var recorded: Int { attached + alreadyAttached }
}
