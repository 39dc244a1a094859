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

    /// Whether a file is a zip archive: named `.zip`, or starting with a zip signature
    /// (`PK\3\4`, or `PK\5\6` for an empty archive), whatever its name.
    static func isZip(name: String, prefix: [UInt8]) -> Bool {
        name.lowercased().hasSuffix(".zip")
            || prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) || prefix.starts(with: [0x50, 0x4B, 0x05, 0x06])
    }

    /// The format data starting with `prefix` is in, for input without a name (standard input):
    /// FIT by its header, XML as GPX or TCX by its root element, JSON by its first character,
    /// anything else with a comma in its first line as CSV; `nil` when it says nothing clear.
    static func sniffed(from prefix: [UInt8]) -> ImportFormat? {
        if prefix.count >= 12 && Array(prefix[8..<12]) == Array(".FIT".utf8) { return .fit }
        let text = String(decoding: prefix, as: UTF8.self)
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.hasPrefix("<") {
            if trimmed.contains("<gpx") { return .gpx }
            if trimmed.contains("TrainingCenterDatabase") { return .tcx }
            return nil
        }
        if trimmed.hasPrefix("[") || trimmed.hasPrefix("{") { return .json }
        let firstLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
        return firstLine.contains(",") ? .csv : nil
    }
}
