import TrackerCharts
import TrackerCore

/// What `tracker chart` writes: an image cairo renders, or a self-contained HTML page with the
/// chart as the report shows it.
enum ChartFormat: String, CaseIterable, ExpressibleByArgument {
    case png, svg, pdf, html

    static let argumentKind = "a chart format"

    /// The image format cairo renders, or `nil` for the page.
    var image: ImageFormat? { ImageFormat(rawValue: rawValue) }

    /// Whether the bytes would garble a terminal.
    var isBinary: Bool { image?.isBinary ?? false }

    /// The format a file name's extension names (`chart.HTML` → html), if any.
    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), !fileName[dot...].contains("/") else { return nil }
        self.init(rawValue: fileName[fileName.index(after: dot)...].lowercased())
    }

    /// The format `--format` gives, else the one `-o`'s extension names; png without either.
    /// - Throws: `UsageError` when the two disagree, or the extension names no chart format.
    static func chosen(_ given: ChartFormat?, path: String?) throws -> ChartFormat {
        if let given, let path, let named = ChartFormat(fileName: path.lastPathComponent), named != given {
            throw UsageError.invalid("--format \(given.rawValue) does not match the file name '\(path)'; name it .\(given.rawValue) or leave out --format")
        }
        if let given { return given }
        guard let path else { return .png }
        let name = path.lastPathComponent
        guard name.contains("."), !name.hasPrefix(".") || name.dropFirst().contains(".") else { return .png }
        guard let format = ChartFormat(fileName: name) else {
            throw UsageError.invalidValue(option: "--output", ValueParseError(
                value: path, reason: "has an extension that is not a chart format; use .png, .svg, .pdf or .html, or give --format"))
        }
        return format
    }
}
