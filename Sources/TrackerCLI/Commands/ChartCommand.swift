import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerTime

/// `tracker chart [activity|mood|rings|load|route ID|profile ID|calendar|heatmap|curve KIND]`: draws a chart as PNG, SVG or PDF,
/// or writes it on a self-contained HTML page. Each kind is made by its builder (`ChartKind`).
enum ChartCommand {
    typealias Kind = ChartKind

    static let format = OptionSpec("format", value: "format", help: "png (default), svg, pdf or html (a page with the chart, interactive like the report's); without it, taken from the -o file's extension.", completion: ChartFormat.completion)
    static let output = OptionSpec("output", short: "o", value: "file", help: "Write to this file instead of standard output.", completion: .file)
    static let width = Option<Int?>("width", value: "points", help: "Width", number: WholeNumber(sizeRange, noun: "a width"), showsRange: true, defaultText: ChartKind.defaultText(\.width))
    static let height = Option<Int?>("height", value: "points", help: "Height", number: WholeNumber(sizeRange, noun: "a height"), showsRange: true, defaultText: ChartKind.defaultText(\.height))
    static let scale = Option<Double>("scale", value: "factor", help: "Pixels per point, 0.5 to 4: 2 for high-DPI screens.", range: 0.5...4, reason: "is not a scale; use a number from 0.5 to 4, such as 2", default: 1)
    static let theme = OptionSpec("theme", value: "theme", help: "light (default) or dark. An HTML page without it follows the reader's setting.", completion: Theme.Name.completion)
    static let title = OptionSpec("title", value: "text", help: "A title above the chart.")
    static let graphics = Option<GraphicsProtocol>("graphics", value: "protocol", help: "On a terminal: auto (default: ask the terminal), kitty, sixel, iterm (inline images) or text (braille and blocks).", default: .auto)
    static let chart = ArgumentSpec("chart", help: "activity (default), mood, rings, load, route, profile, calendar, heatmap or curve.", optional: true, completion: ChartKind.completion)
    static let activityID = ArgumentSpec("id", help: "Route and profile: the activity's id, or 'last'. Curve: power, pace or heart-rate.", optional: true)
    static let sizeRange = 200...8000
    /// `--metric`, which the activity chart reads as `tracker weeks` does and the calendar chart
    /// as `tracker calendar` does.
    static let metric = OptionSpec(
        "metric", value: "metric",
        help: "Activity chart: " + WindowOptions.metric.spec.summary.prefix(1).lowercased() + WindowOptions.metric.spec.summary.dropFirst()
            + " Calendar chart: " + CalendarCommand.metric.spec.summary.prefix(1).lowercased() + CalendarCommand.metric.spec.summary.dropFirst(),
        // The default chart's values, which its error lists too.
        completion: WindowOptions.metric.spec.completion)
    /// The options an HTML page has no use for: it scales its drawing to the window.
    static let imageOnly = [width.spec, height.spec, scale.spec, graphics.spec]

    static let command = Command(
        CommandSpec(
            name: "chart",
            abstract: "Draw the last 12 weeks, moods, goal rings, training load, a route, a profile or a heatmap as PNG, SVG, PDF or an HTML page.",
            discussion: """
                activity (the default) draws one point per week of the chosen metric, the same \
                numbers as `tracker weeks` with the same options. mood draws the moods of the \
                last 7 days (or --days N) day by day, ending today: never a future day. rings \
                draws this week's progress toward the weekly goals \
                (`tracker goal`). load draws fitness and fatigue as lines, form as bars around zero and \
                each day's mood as a coloured dot (`tracker load`; --no-estimates applies). route draws one \
                activity's track, coloured by --color-by, and profile its elevation against distance \
                with --overlay as a second line; both need the activity's recorded samples. heatmap draws every \
                stored track where it moved as one density raster, coloured by how often each road was \
                travelled, framed on the densest area (or --around a place, --radius km), with --type, \
                --since and --until choosing the tracks. curve draws the best power, pace or heart rate held \
                for each duration on a log-time axis, over the period `tracker curve` reads (--since, \
                --until, --year, --last; --type), the --compare period as a second line, and for \
                power and pace the critical model of `tracker fitness` as a dashed line. The chart goes to -o FILE, or to standard output when it is \
                redirected. On a terminal it is drawn there: as an inline image where the \
                terminal shows one (kitty, sixel or iTerm2), else in braille and block characters. \
                --format html (or -o FILE.html) writes one self-contained page, offline and under the \
                report's Content-Security-Policy: the activity, mood and rings charts move as in \
                `tracker report` (drag or arrow keys over the weeks, hover the mood days); load, \
                route and profile are shown as drawn. The page scales its chart to the window, so \
                --width, --height, --scale and --graphics do not apply to it.
                """,
            arguments: [chart, activityID],
            options: [format, output] + WindowOptions.specs.map { $0.name == metric.name ? metric : $0 } + ChartKind.ownOptions + [width.spec, height.spec, scale.spec, theme, title, graphics.spec],
            examples: [
                "tracker chart -o weeks.png",
                "tracker chart --format svg --metric elevation --curve smooth > elevation.svg",
                "tracker chart mood --days 28 --theme dark -o mood.pdf",
                "tracker chart rings --scale 2 -o rings.png",
                "tracker chart --weeks 26 -o weeks.html",
                "tracker chart load --days 180 -o load.png",
                "tracker chart route last --color-by heart-rate -o route.png",
                "tracker chart profile 12 --overlay heart-rate --theme dark -o profile.svg",
                "tracker chart heatmap --type ride --since 2024-01-01 --theme dark -o rides.png",
                "tracker chart curve power --last 90d --compare previous -o power.png",
            ]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let kind = try arguments.argument(Self.chart, as: ChartKind.self) ?? .activity
        let activityText = try kind.check(arguments)
        let target = try ChartTarget(kind: kind, arguments: arguments, context: context)
        let choice = try arguments.parse(graphics)
        let size = Size(
            width: Double(try arguments.parse(width) ?? Int(kind.defaultSize.width)),
            height: Double(try arguments.parse(height) ?? Int(kind.defaultSize.height)))
        let pixelScale = try arguments.parse(scale)
        let themeName = try arguments.parse(theme, as: Theme.Name.self)
        let palette = Theme.named(themeName ?? .light)
        let request = ChartRequest(
            arguments: arguments, window: try WindowOptions.parse(arguments, context: context, readingMetric: kind != .calendar), title: arguments.value(title), palette: palette,
            pageTheme: themeName.flatMap { PageTheme(rawValue: $0.rawValue) } ?? .auto, activityText: activityText,
            size: size, pixelScale: pixelScale)
        let builder = try kind.builder.init(request)
        let formatter = try context.formatter()
        // Every option is valid: the fonts open on a second thread while the data is read (a
        // page needs none: the reader's browser draws its text).
        let fonts = target.format == .html ? nil : FontPreparation(styles: kind.builder.composition.textStyles(palette) + (request.title == nil ? [] : [palette.title]), scale: pixelScale)
        let drawing: ChartDrawing
        do {
            drawing = try builder.build(context, formatter: formatter)
        } catch let nothing as NothingToDraw {
            // Said where a person reads it, not into the file that redirected output would become.
            context.io.write(Array((nothing.message + "\n").utf8), toStandardError: !target.destination.isTerminal && target.path == nil)
            return
        }
        // Moods are as private as the database and its exports: a chart of them is readable by its owner only.
        let permissions = kind.drawsMoods ? 0o600 : nil
        guard let fonts, let imageFormat = target.format.image else {
            let page = Array(drawing.html(palette: palette).utf8)
            return try target.destination.write(page, permissions: permissions, context: context) { "HTML, \(ByteSize.text(Int64(page.count)))" }
        }
        let image = ChartImage(drawing: drawing, size: size, pixelScale: pixelScale, palette: palette, fonts: fonts, title: request.title ?? "tracker \(kind.rawValue)")
        if target.onTerminal {
            return try image.show(GraphicsProtocol.resolve(choice, io: context.io, environment: context.environment), context: context)
        }
        try target.destination.write(try image.bytes(imageFormat), permissions: permissions, context: context) {
            "\(imageFormat.rawValue.uppercased()), \(Int(size.width * pixelScale))x\(Int(size.height * pixelScale))"
        }
    }

    /// The mood chart of `count` days ending with the last counted day, as `tracker chart mood` draws it.
    static func moodChart(days count: Int, asOf: AsOf, title: String?, context: CommandContext) throws -> MoodChart {
        try MoodChartBuilder.chart(days: count, asOf: asOf, title: title, context: context).0
    }
}
