import TrackerCharts

/// Where and in which format `tracker chart` writes, settled from its options before any data is
/// read: a page for a chart that has none, image-only options on a page, a folder, and a terminal
/// for PNG, PDF or HTML are all refused here.
struct ChartTarget {
    let format: ChartFormat
    let destination: OutputDestination
    /// Drawn on the terminal itself: standard output is one and no format or file was asked for.
    let onTerminal: Bool
    /// The file named with -o, if any.
    let path: String?

    init(kind: ChartKind, arguments: ParsedArguments, context: CommandContext) throws {
        path = arguments.value(ChartCommand.output)
        let givenFormat = try arguments.parse(ChartCommand.format, as: ChartFormat.self)
        format = try ChartFormat.chosen(givenFormat, path: path)
        if format == .html, !kind.offersPage {
            throw UsageError.invalid("the \(kind.rawValue) chart is drawn as png, svg or pdf, not as an HTML page")
        }
        if format == .html, let option = ChartCommand.imageOnly.first(where: { arguments.hasAny([$0]) }) {
            throw UsageError.invalid("--\(option.name) does not apply to an HTML page, which scales its chart to the window")
        }
        // A folder is refused, and so is a terminal for PNG and PDF, whether it is standard output
        // or named (-o /dev/tty).
        destination = try OutputDestination(path: path, context: context)
        onTerminal = destination.isTerminal && path == nil && givenFormat == nil
        if format.isBinary, !onTerminal {
            let name = format.rawValue
            try destination.refuseTerminal("a \(name.uppercased())", instead: "use -o chart.\(name) or redirect: tracker chart > chart.\(name)")
        }
        // A page of markup helps no one on a terminal, as for `tracker report`.
        if format == .html {
            try destination.refuseTerminal("the HTML page", instead: "use -o chart.html or redirect: tracker chart --format html > chart.html")
        }
    }
}
