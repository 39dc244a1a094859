import TrackerCharts

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
}
