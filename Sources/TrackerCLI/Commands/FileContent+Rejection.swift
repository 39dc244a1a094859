import TrackerCore
import TrackerImport

extension FileContent {
    /// A clearer reason for the rejection of `path`, named `name` by its extension, when its
    /// content says it is something else; `nil` to keep the reader's own reason.
    static func reason(rejecting path: String) -> String? {
        let name = path.lastPathComponent.lowercased()
        guard !name.hasSuffix(".gz"), let content = FileContent(sniffing: path) else { return nil }
        let named = name.pathExtension
        let expected: [String: FileContent] = ["gpx": .xml, "tcx": .xml, "csv": .csv, "json": .json, "fit": .fit]
        // A zip is imported as a Strava export; only one named as another kind is worth a word.
        if content == .zip {
            guard expected[named] != nil else { return nil }
            return "is a zip archive, not \(named.uppercased()) as its name says; name it .zip to import it as a Strava export"
        }
        guard content.isActivityData else {
            return "is \(content.description), not an activity file; tracker imports CSV, JSON, GPX, TCX and FIT files"
        }
        guard let wanted = expected[named], wanted != content else { return nil }
        let format = content == .xml ? "gpx or tcx" : content == .fit ? "fit" : content.description.lowercased()
        return "looks like \(content.description), not \(named.uppercased()) as its name says; rename it or import it with --format \(format)"
    }
}
