/// The layout of Garmin Connect's "Export your data" archive, by the names Garmin gives its folders.
enum GarminExport {
    /// The folder of the uploaded files' zips (`UploadedFiles_0-_Part1.zip`), each holding FIT files.
    static let uploadedFiles = "DI_CONNECT/DI-Connect-Uploaded-Files/"
    /// The folder of the activities' summaries.
    static let fitness = "DI_CONNECT/DI-Connect-Fitness/"
    /// How zips nest at most, the export itself counting as one: the export, its uploaded files'
    /// zips, and one more for a zip someone zipped again.
    static let maximumNesting = 3

    /// Whether archive entries (or a folder's files, relative to it) are a Garmin export's.
    static func isExport(_ names: [String]) -> Bool {
        names.contains { $0.hasPrefix("DI_CONNECT/") }
    }

    /// Whether an entry is a summaries file (`name@example.com_0_summarizedActivities.json`).
    static func isSummary(_ name: String) -> Bool {
        name.hasPrefix(fitness) && name.hasSuffix("_summarizedActivities.json")
    }

    /// Whether an entry is one of the uploaded files' zips.
    static func isUploadedArchive(_ name: String) -> Bool {
        name.hasPrefix(uploadedFiles) && name.lowercased().hasSuffix(".zip")
    }

    /// Whether an entry is an activity file Garmin kept as it was uploaded, outside a zip.
    static func isUploadedFile(_ name: String) -> Bool {
        name.hasPrefix(uploadedFiles) && ImportFormat.fromExtension(name).map { [.fit, .gpx, .tcx].contains($0) } == true
    }
}
