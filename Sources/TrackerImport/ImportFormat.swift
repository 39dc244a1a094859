/// The kinds of input `tracker import` reads.
public enum ImportFormat: String, CaseIterable, Sendable {
    /// Decided per file by its extension (and a CSV's header), per folder by its contents.
    case auto
    /// A `tracker export` CSV, or a Strava `activities.csv` (told apart by the header).
    case csv
    /// A `tracker export` JSON array.
    case json
    /// A Strava bulk export: the `.zip` Strava sends, the folder it unpacks to, or its `activities.csv`.
    case strava
    /// Daylio's CSV export of moods.
    case daylio
    case gpx, tcx, fit

    /// The format a file's name implies (`ride.gpx.gz` → gpx), or `nil`.
    static func fromExtension(_ name: String) -> ImportFormat? {
        var lower = name.lowercased()
        if lower.hasSuffix(".gz") { lower.removeLast(3) }
        guard let dot = lower.lastIndex(of: ".") else { return nil }
        switch lower[lower.index(after: dot)...] {
        case "csv": return .csv
        case "json": return .json
        case "gpx": return .gpx
        case "tcx": return .tcx
        case "fit": return .fit
        default: return nil
        }
    }

    /// Whether a file is a zip archive: named `.zip`, or starting with a zip signature, whatever its name.
    static func isZip(name: String, prefix: [UInt8]) -> Bool {
        name.lowercased().hasSuffix(".zip") || FileContent(bytes: prefix) == .zip
    }

    /// The format data starting with `prefix` is in, for input without a name (standard input):
    /// what `FileContent` reads in it, with XML told apart as GPX or TCX by its root element;
    /// `nil` when it says nothing clear.
    static func sniffed(from prefix: [UInt8]) -> ImportFormat? {
        switch FileContent(bytes: prefix) {
        case .fit: return .fit
        case .json: return .json
        case .csv: return .csv
        case .xml:
            let text = String(decoding: prefix, as: UTF8.self)
            if text.contains("<gpx") { return .gpx }
            if text.contains("TrainingCenterDatabase") { return .tcx }
            return nil
        case .png, .jpeg, .gif, .pdf, .zip, .webp, nil: return nil
        }
    }
}
