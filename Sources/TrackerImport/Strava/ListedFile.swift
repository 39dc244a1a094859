/// A recording a Strava export's `activities.csv` lists on one of its rows (`Filename`), which
/// belongs to that row: it is merged into the row by the row's Strava id, never matched by time.
public struct ListedFile: Equatable, Sendable {
    /// The row's `Activity ID`.
    public var stravaID: String
    /// The row's `Activity Name`, to name it in the report.
    public var name: String?
    /// The path as the CSV writes it, relative to the export's folder (`activities/12.fit.gz`).
    public var filename: String

    public init(stravaID: String, name: String?, filename: String) {
        self.stravaID = stravaID
        self.name = name
        self.filename = filename
    }

    /// The row as a report names it: `row 1003 ('Short test ride')`.
    public var rowDescription: String {
        "row \(stravaID)" + (name.map { " ('\($0)')" } ?? "")
    }

    /// The listed path with `./` and empty components left out, or `nil` when it would leave the
    /// export's folder (`..`, an absolute path) or is no file name tracker reads.
    var relativePath: String? {
        let components = filename.split(whereSeparator: { $0 == "/" || $0 == "\\" }).filter { $0 != "." }
        let path = components.joined(separator: "/")
        guard !filename.hasPrefix("/"), !filename.hasPrefix("\\"), ArchivePlan.isSafe(path),
              ImportFormat.fromExtension(path) != nil else { return nil }
        return path
    }
}
