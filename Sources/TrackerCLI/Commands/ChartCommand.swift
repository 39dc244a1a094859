#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerStore
import TrackerTime

/// `tracker chart [activity|mood|rings|load|route ID|profile ID]`: draws a chart as PNG, SVG or PDF,
/// or writes it on a self-contained HTML page.
enum ChartCommand {
    enum Kind: String, CaseIterable, ExpressibleByArgument {
        case activity, mood, rings, load, route, profile

        static let argumentKind = "a chart"

        /// Whether the chart shows moods (health data): its file is then readable by its owner only.
        var drawsMoods: Bool { self == .mood || self == .load }

        var defaultSize: Size {
            switch self {
            case .rings: Size(width: 600, height: 600)
            case .route: Size(width: 1000, height: 900)
            case .profile: Size(width: 1200, height: 500)
            case .activity, .mood, .load: Size(width: 1200, height: 600)
            }
        }

        /// Whether the chart draws one activity, named by the id argument.
        var drawsOneActivity: Bool { self == .route || self == .profile }

        func textStyles(_ theme: Theme) -> [TextStyle] {
            switch self {
            case .activity: ActivityChart.textStyles(theme)
            case .mood: MoodChart.textStyles(theme)
            case .rings: RingsChart.textStyles(theme)
            case .load: LoadChart.textStyles(theme)
            case .route: RouteChart.textStyles(theme)
            case .profile: ProfileChart.textStyles(theme)
            }
        }
    }

    static let format = OptionSpec("format", value: "format", help: "png (default), svg, pdf or html (a page with the chart, interactive like the report's); without it, taken from the -o file's extension.", completion: ChartFormat.completion)
    static let output = OptionSpec("output", short: "o", value: "file", help: "Write to this file instead of standard output.", completion: .file)
    static let days = OptionSpec("days", value: "n", help: "Mood chart: how many days, ending today (or on the --as-of day). Default: 7. Load chart: how many days, ending with the as-of day. Default: 90.")
    static let curve = OptionSpec("curve", value: "curve", help: "Activity chart: linear (default) or smooth.", completion: Interpolation.completion)
    static let width = OptionSpec("width", value: "points", help: "Width, \(sizeRange.lowerBound) to \(sizeRange.upperBound). Default: 1200 (rings 600, route 1000).")
    static let height = OptionSpec("height", value: "points", help: "Height, \(sizeRange.lowerBound) to \(sizeRange.upperBound). Default: 600 (route 900, profile 500).")
    static let scale = OptionSpec("scale", value: "factor", help: "Pixels per point, 0.5 to 4: 2 for high-DPI screens. Default: 1.")
    static let theme = OptionSpec("theme", value: "theme", help: "light (default) or dark. An HTML page without it follows the reader's setting.", completion: Theme.Name.completion)
    static let title = OptionSpec("title", value: "text", help: "A title above the chart.")
    static let graphics = OptionSpec("graphics", value: "protocol", help: "On a terminal: auto (default: ask the terminal), kitty, sixel, iterm (inline images) or text (braille and blocks).", completion: GraphicsProtocol.completion)
    static let colorBy = OptionSpec("color-by", value: "metric", help: "Route: colour the track by pace (default), elevation or heart-rate.", completion: TrackMetric.completion)
    static let overlay = OptionSpec("overlay", value: "metric", help: "Profile: the second line, pace (default) or heart-rate.", completion: .list(profileLines.map(\.rawValue)))
    /// What the profile can draw over the elevation.
    static let profileLines: [TrackMetric] = [.pace, .heartRate]
    static let chart = ArgumentSpec("chart", help: "activity (default), mood, rings, load, route or profile.", optional: true, completion: Kind.completion)
    static let activityID = ArgumentSpec("id", help: "Route and profile: the activity's id, or 'last'.", optional: true)

    static let sizeRange = 200...8000
    static let scaleRange = 0.5...4.0
    static let dayRange = 7...366

    static let command = Command(
        CommandSpec(
            name: "chart",
            abstract: "Draw the last 12 weeks, moods, goal rings, training load, or one activity's route or profile as PNG, SVG, PDF or an HTML page.",
            discussion: """
                activity (the default) draws one point per week of the chosen metric, the same \
                numbers as `tracker weeks` with the same options. mood draws the moods of the \
                last 7 days (or --days N) day by day, ending today: never a future day. rings \
                draws this week's progress toward the weekly goals \
                (`tracker goal`). load draws fitness and fatigue as lines, form as bars around zero and \
                each day's mood as a coloured dot (`tracker load`; --no-estimates applies). route draws one \
                activity's track, coloured by --color-by, and profile its elevation against distance \
                with --overlay as a second line; both need the activity's recorded samples. The chart goes to -o FILE, or to standard output when it is \
                redirected. On a terminal it is drawn there: as an inline image where the \
                terminal shows one (kitty, sixel or iTerm2), else in braille and block characters. \
                --format html (or -o FILE.html) writes one self-contained page, offline and under the \
                report's Content-Security-Policy: the activity, mood and rings charts move as in \
                `tracker report` (drag or arrow keys over the weeks, hover the mood days); load, \
                route and profile are shown as drawn. The page scales its chart to the window, so \
                --width, --height, --scale and --graphics do not apply to it.
                """,
            arguments: [chart, activityID],
            options: [format, output] + WindowOptions.specs + [days, curve, TrainingOptions.noEstimates, colorBy, overlay, width, height, scale, theme, title, graphics],
            examples: [
                "tracker chart -o weeks.png",
                "tracker chart --format svg --metric elevation --curve smooth > elevation.svg",
                "tracker chart mood --days 28 --theme dark -o mood.pdf",
                "tracker chart rings --scale 2 -o rings.png",
                "tracker chart --weeks 26 -o weeks.html",
                "tracker chart load --days 180 -o load.png",
                "tracker chart route last --color-by heart-rate -o route.png",
                "tracker chart profile 12 --overlay heart-rate --theme dark -o profile.svg",
            ]),
        readsOnly: true, run: run)

    /// The options that only make sense for some charts.
    static let applicable: [(option: OptionSpec, charts: Set<Kind>)] = [
        (days, [.mood, .load]), (curve, [.activity]), (TrainingOptions.noEstimates, [.load]),
        (colorBy, [.route]), (overlay, [.profile]),
        (WindowOptions.weeks, [.activity]), (WindowOptions.metric, [.activity]),
        (WindowOptions.type, [.activity, .rings]), (WindowOptions.week, [.activity, .rings]),
        (WindowOptions.calendar, [.activity, .rings]), (WindowOptions.rolling, [.activity, .rings]),
        (WindowOptions.weekStart, [.activity, .rings]),
    ]

    /// The options an HTML page has no use for: it scales its drawing to the window.
    static let imageOnly = [width, height, scale, graphics]

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let kind = try arguments.argument(Self.chart, as: Kind.self) ?? .activity
        // Values first: a mistyped metric is named as such, whichever chart it was given to.
        let trackColor = try arguments.parse(colorBy, as: TrackMetric.self) ?? .pace
        let secondLine = try arguments.parse(overlay) { text -> TrackMetric in
            guard let metric = TrackMetric(argument: text), metric != .elevation else {
                throw ValueParseError(value: text, reason: "is not a line to draw over the profile; use \(profileLines.map(\.rawValue).joined(separator: " or "))")
            }
            return metric
        }
        for (option, charts) in applicable where arguments.hasAny([option]) && !charts.contains(kind) {
            throw UsageError.invalid("--\(option.name) does not apply to the \(kind.rawValue) chart; it is for the \(charts.map(\.rawValue).sorted().joined(separator: " and ")) chart")
        }
        let activityText = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        if kind.drawsOneActivity, activityText == nil {
            throw UsageError.invalid("the \(kind.rawValue) chart draws one activity; name it: tracker chart \(kind.rawValue) 12 (or last)")
        }
        if !kind.drawsOneActivity, let activityText {
            throw UsageError.unexpectedArgument(activityText)
        }
        let path = arguments.value(output)
        let givenFormat = try arguments.parse(format, as: ChartFormat.self)
        if let givenFormat, let path, let named = ChartFormat(fileName: path.lastPathComponent), named != givenFormat {
            throw UsageError.invalid("--format \(givenFormat.rawValue) does not match the file name '\(path)'; name it .\(givenFormat.rawValue) or leave out --format")
        }
        let chartFormat = try givenFormat ?? formatFromPath(path)
        if chartFormat == .html, let option = imageOnly.first(where: { arguments.hasAny([$0]) }) {
            throw UsageError.invalid("--\(option.name) does not apply to an HTML page, which scales its chart to the window")
        }
        // Where the bytes go, settled before any work: a folder is refused, and so is a
        // terminal for PNG and PDF, whether it is standard output or named (-o /dev/tty).
        let target = try path.map(OutputSink.target)
        let toTerminal = target.map { OutputSink.isTerminal($0, standardOutputIsTerminal: context.stdoutIsTerminal) } ?? context.stdoutIsTerminal
        let onTerminal = toTerminal && path == nil && givenFormat == nil
        let choice = try arguments.parse(Self.graphics, as: GraphicsProtocol.self) ?? .auto
        if chartFormat.isBinary, toTerminal, !onTerminal {
            throw UsageError.invalid("refusing to write a \(chartFormat.rawValue.uppercased()) to the terminal; use -o chart.\(chartFormat.rawValue) or redirect: tracker chart > chart.\(chartFormat.rawValue)")
        }
        // A page of markup helps no one on a terminal, as for `tracker report`.
        if chartFormat == .html, toTerminal {
            throw UsageError.invalid("refusing to write the HTML page to the terminal; use -o chart.html or redirect: tracker chart --format html > chart.html")
        }
        let size = Size(
            width: Double(try arguments.parse(width) { try parseInteger($0, range: sizeRange, what: "width") } ?? Int(kind.defaultSize.width)),
            height: Double(try arguments.parse(height) { try parseInteger($0, range: sizeRange, what: "height") } ?? Int(kind.defaultSize.height)))
        let pixelScale = try arguments.parse(scale, parseScale) ?? 1
        let themeName = try arguments.parse(theme, as: Theme.Name.self)
        let palette = Theme.named(themeName ?? .light)
        let options = try WindowOptions.parse(arguments, context: context)
        let chartTitle = arguments.value(title)
        let interpolation = try arguments.parse(curve, as: Interpolation.self) ?? .linear
        let dayCount = try arguments.parse(days) {
            try parseInteger($0, range: kind == .load ? LoadCommand.dayRange : dayRange, what: "number of days")
        } ?? (kind == .load ? 90 : 7)
        let formatter = try context.formatter()

        // Every option is valid: the fonts open on a second thread while the data is read (a
        // page needs none: the reader's browser draws its text).
        let fonts = chartFormat == .html ? nil : FontPreparation(styles: kind.textStyles(palette) + (chartTitle == nil ? [] : [palette.title]), scale: pixelScale)
        // The composition's input comes from the database; its layout from the canvas, which
        // measures text as it will draw it.
        let compose: (Canvas) -> Chart
        // The same chart in text, for a terminal without inline images.
        let text: (Int, ANSIPalette?) -> String
        // The same chart on a page: as the report shows it, or as drawn (`page.drawing`).
        var page = ReportPage(
            title: chartTitle ?? "", subtitle: "", theme: themeName.flatMap { PageTheme(rawValue: $0.rawValue) } ?? .auto, weeks: [], selected: 0,
            metric: options.metric, activityCharts: [:], spanTitle: "", rings: nil, ringsNote: "", mood: nil, moodDays: [],
            summary: [], parts: [])
        switch kind {
        case .activity:
            var activityOptions = options
            activityOptions.breakdown = .none
            let report = try WeeklyReport.load(from: context.database(), options: activityOptions)
            let activity = report.activityChart(formatter, title: chartTitle, interpolation: interpolation)
            compose = { activity.chart(for: $0, theme: palette) }
            text = { TextChart.activity(activity, width: $0, palette: $1) }
            page.title = chartTitle ?? "Weekly activity"
            page.subtitle = ReportPage.subtitle(report, formatter: formatter)
            page.weeks = ReportPage.weeks(report, formatter: formatter)
            page.selected = report.selectedIndex
            page.activityCharts = [report.metric: activity]
            page.spanTitle = report.spanTitle
            page.parts = [.activity]
        case .rings:
            var ringOptions = options
            ringOptions.weekCount = options.selectedWeeksAgo + 1
            let report = try WeeklyReport.load(from: context.database(), options: ringOptions)
            let rings = try report.ringsChart(formatter, title: chartTitle)
            compose = { rings.chart(for: $0, theme: palette) }
            text = { TextChart.rings(rings, width: $0, palette: $1) }
            page.title = chartTitle ?? "Weekly goals"
            page.subtitle = ReportPage.subtitle(report, formatter: formatter)
            page.rings = rings
            page.parts = [.rings]
        case .mood:
            let mood = try moodChart(days: dayCount, asOf: options.asOf, title: chartTitle, context: context)
            compose = { mood.chart(for: $0, theme: palette) }
            text = { TextChart.mood(mood, width: $0, palette: $1) }
            if chartFormat == .html {
                // The page's days carry their notes, which the image leaves out.
                let range = options.asOf.daysEndingOnLastDay(count: dayCount)
                let moods = try MoodStore(database: context.database()).fetch(from: range.lowerBound, through: range.upperBound)
                (page.mood, page.moodDays) = ReportPage.moodChart(moods, asOf: options.asOf, count: dayCount, title: mood.title)
            }
            page.title = chartTitle ?? "Mood"
            page.subtitle = mood.subtitle
            page.parts = [.mood]
        case .load:
            let load = try loadChart(days: dayCount, arguments: arguments, title: chartTitle, context: context)
            compose = { load.chart(for: $0, theme: palette) }
            text = { TextChart.load(load, width: $0, palette: $1) }
            page.title = load.title
            page.subtitle = load.subtitle
        case .route, .profile:
            let selection = try ActivitySelection(activityText ?? "", store: ActivityStore(database: context.database()))
            let activity = selection.activity
            let stream = try selection.requireStream(for: kind == .route ? "route to draw" : "profile to draw")
            let heading = chartTitle ?? activity.name ?? "\(activity.type.displayName) #\(selection.id)"
            let subtitle = "\(DisplayFormatter.day(activity.start.localDay)) · \(formatter.distance(activity.distance, family: activity.type.family))".uppercased()
            let tracked = TrackedActivity(stream: stream, type: activity.type, formatter: formatter, title: heading, subtitle: subtitle)
            if kind == .route {
                if trackColor.values(of: stream) == nil, arguments.hasAny([colorBy]) {
                    throw RuntimeError("activity #\(selection.id) has no recorded \(trackColor == .heartRate ? "heart rate" : trackColor.rawValue) to colour its route by")
                }
                let route = RouteChart(activity: tracked, colorBy: trackColor.values(of: stream) == nil ? nil : trackColor)
                page.title = heading
                page.subtitle = subtitle
                compose = { route.chart(for: $0, theme: palette) }
                text = { TextChart.route(route, width: $0, palette: $1) }
            } else {
                if let secondLine, secondLine.values(of: stream) == nil {
                    throw RuntimeError("activity #\(selection.id) has no recorded \(secondLine == .heartRate ? "heart rate" : secondLine.rawValue) to draw over its profile")
                }
                // Without --overlay: pace, else heart rate, else the profile alone.
                let line = secondLine ?? profileLines.first { $0.values(of: stream) != nil }
                let profile = ProfileChart(activity: tracked, overlay: line)
                page.title = heading
                page.subtitle = subtitle
                compose = { profile.chart(for: $0, theme: palette) }
                text = { TextChart.profile(profile, width: $0, palette: $1) }
            }
        }

        if chartFormat == .html {
            if page.parts.isEmpty {
                page.drawing = ReportPage.drawingSVG(size: kind.defaultSize, label: page.title, headings: [page.title, page.subtitle], compose: compose)
            }
            try write(Array(page.html().utf8), to: path, target: target, private: kind.drawsMoods, context: context)
            return
        }
        guard let fonts, let imageFormat = chartFormat.image else { return }
        if onTerminal {
            let graphicsProtocol = GraphicsProtocol.resolve(choice, io: context.io, environment: context.environment)
            try drawOnTerminal(
                graphicsProtocol, text: text, size: size, pixelScale: pixelScale, palette: palette, fonts: fonts,
                compose: compose, title: chartTitle ?? "tracker \(kind.rawValue)", context: context)
            return
        }
        let bytes: [UInt8]
        do {
            let canvas = try CairoCanvas(
                size: size, format: imageFormat, scale: pixelScale, opaque: palette.background.alpha >= 1,
                title: chartTitle ?? "tracker \(kind.rawValue)", fonts: fonts)
            compose(canvas).draw(on: canvas)
            bytes = try canvas.finish()
        } catch let error as RenderError {
            throw RuntimeError("could not draw the chart: \(error.message)")
        }
        // Moods are as private as the database and its exports: a mood chart is readable by its owner only.
        try write(bytes, to: path, target: target, private: kind.drawsMoods, context: context,
                  confirmation: "\(imageFormat.rawValue.uppercased()), \(Int(size.width * pixelScale))x\(Int(size.height * pixelScale))")
    }

    /// Writes `bytes` to `path` (standard output without one), readable by its owner only when
    /// `private`; a file gets a confirmation line with `confirmation` (the format and size).
    static func write(
        _ bytes: [UInt8], to path: String?, target: OutputPath?, private: Bool, context: CommandContext,
        confirmation: String? = nil
    ) throws {
        guard let path, let target else {
            context.io.write(bytes, toStandardError: false)
            return
        }
        try OutputSink(path: path, target: target, io: context.io, permissions: `private` ? 0o600 : nil).writeWhole { try $0.write(bytes) }
        // Only a file gets the confirmation: after `-o /dev/stdout` it would follow the image.
        if case .replaceable = target {
            context.print("Wrote \(path) (\(confirmation ?? "HTML, \(ByteSize.text(Int64(bytes.count)))"))")
        }
    }

    // MARK: - Terminal

    /// Shows the chart on the terminal: the PNG itself for kitty and iTerm2, which decode it,
    /// sixels made by chafa from the pixels, or the text chart.
    static func drawOnTerminal(
        _ graphicsProtocol: GraphicsProtocol, text: (Int, ANSIPalette?) -> String, size: Size, pixelScale: Double,
        palette: Theme, fonts: FontPreparation, compose: (Canvas) -> Chart, title: String, context: CommandContext
    ) throws {
        let terminal = context.terminal
        if graphicsProtocol == .text || graphicsProtocol == .auto {
            context.io.out(text(terminal.columns, terminal.palette))
            return
        }
        // As wide as the terminal allows, at most the chart's size.
        let columns = min(terminal.columns, 120)
        do {
            let canvas = try CairoCanvas(size: size, format: .png, scale: pixelScale, opaque: palette.background.alpha >= 1, title: title, fonts: fonts)
            compose(canvas).draw(on: canvas)
            switch graphicsProtocol {
            case .kitty:
                context.io.write(InlineImage.kitty(png: try canvas.finish(), columns: columns), toStandardError: false)
            case .iterm:
                context.io.write(InlineImage.iterm(png: try canvas.finish(), columns: columns), toStandardError: false)
            default:
                let library = try ChafaLibrary.shared.get()
                let image = try canvas.finishPixels()
                // Cells are about twice as tall as wide.
                let rows = max(4, Int((Double(columns) * Double(image.height) / Double(image.width) / 2).rounded()))
                let sixels = try library.sixels(pixels: image.bytes, width: image.width, height: image.height, stride: image.stride, columns: columns, rows: rows)
                context.io.write(sixels, toStandardError: false)
            }
        } catch let error as RenderError {
            throw RuntimeError("could not draw the chart: \(error.message)")
        }
    }

    // MARK: - Mood

    /// `count` days ending with the last counted day (never a future one), with the mood of
    /// each day that has one.
    static func moodChart(days count: Int, asOf: AsOf, title: String?, context: CommandContext) throws -> MoodChart {
        let range = asOf.daysEndingOnLastDay(count: count)
        let first = range.lowerBound, last = range.upperBound
        let days = (0..<count).map { first.adding(days: $0) }
        let moods = try MoodStore(database: context.database()).fetch(from: first, through: last)
        let byDay = Dictionary(moods.map { ($0.day, $0.level) }, uniquingKeysWith: { first, _ in first })
        return MoodChart(
            days: days, levels: days.map { byDay[$0] }, title: title ?? "Mood",
            subtitle: WeekAxis.rangeLabel(first: first, last: last),
            emptyNote: moods.isEmpty ? "No moods recorded in these \(count) days. Record today's with: tracker mood good" : nil)
    }

    // MARK: - Load

    /// `count` days ending with the as-of day: fitness, fatigue and form as `tracker load`
    /// computes them, and each day's mood.
    static func loadChart(days count: Int, arguments: ParsedArguments, title: String?, context: CommandContext) throws -> LoadChart {
        let inputs = try TrainingOptions.read(arguments, context: context)
        let last = inputs.asOf.lastDay, first = last.adding(days: 1 - count)
        let series = inputs.model.series(loads: inputs.loads.byDay, from: first, through: last)
        let moods = try MoodStore(database: context.database()).fetch(from: first, through: last)
        let byDay = Dictionary(moods.map { ($0.day, $0.level) }, uniquingKeysWith: { first, _ in first })
        return LoadChart(
            days: series.map(\.day), fitness: series.map(\.fitness), fatigue: series.map(\.fatigue), form: series.map(\.form),
            moods: series.map { byDay[$0.day] }, title: title ?? "Fitness, fatigue and form",
            subtitle: WeekAxis.rangeLabel(first: first, last: last),
            emptyNote: series.allSatisfy({ $0.fitness == 0 && $0.fatigue == 0 }) ? "No training load in these \(count) days. Record an activity with: tracker add --duration 45m --effort 6" : nil)
    }

    // MARK: - Values

    /// The format `-o`'s extension names; png without `-o` or without an extension.
    static func formatFromPath(_ path: String?) throws -> ChartFormat {
        guard let path else { return .png }
        let name = path.lastPathComponent
        guard name.contains("."), !name.hasPrefix(".") || name.dropFirst().contains(".") else { return .png }
        guard let format = ChartFormat(fileName: name) else {
            throw UsageError.invalidValue(option: "--output", ValueParseError(
                value: path, reason: "has an extension that is not a chart format; use .png, .svg, .pdf or .html, or give --format"))
        }
        return format
    }

    static func parseInteger(_ text: String, range: ClosedRange<Int>, what: String) throws -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw ValueParseError(value: text, reason: "is not a \(what); use a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    static func parseScale(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, scaleRange.contains(value) else {
            throw ValueParseError(value: text, reason: "is not a scale; use a number from 0.5 to 4, such as 2")
        }
        return value
    }
}
