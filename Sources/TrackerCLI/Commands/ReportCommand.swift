import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerStore

/// `tracker report`: the weekly graph, goal rings, moods, table and summary as one
/// self-contained HTML page, interactive in a browser and complete without its script.
enum ReportCommand {
    static let output = OptionSpec("output", short: "o", value: "file", help: "Write the page to this file instead of standard output.", completion: .file)
    static let curve = Option<Interpolation>("curve", value: "curve", default: .linear) { "The weekly line: \($0)." }
    static let theme = OptionSpec("theme", value: "theme", help: "auto (default: the reader's light or dark setting), light or dark.", completion: PageTheme.completion)

    static let staticPage = OptionSpec("static", help: "No motion at all: the page is drawn as it ends, for printing and screenshots.")
    static let command = Command(
        CommandSpec(
            name: "report",
            abstract: "Write an interactive HTML report of the weeks, goals and moods.",
            discussion: """
                One HTML file that opens in any browser, offline: the weekly graph (drag across it \
                or use the arrow keys to see each week; switch between distance, time and \
                elevation), this week's goal rings, the moods of the last four weeks, the weekly \
                table and the summary. The weeks are those of `tracker weeks` with the same \
                options. The page loads nothing from the network and reads the same without \
                JavaScript; it prints on A4.
                """,
            options: [output] + WindowOptions.specs + [curve.spec, theme, staticPage],
            examples: [
                "tracker report -o report.html",
                "tracker report --weeks 52 --calendar --type run -o runs.html",
                "tracker report --theme dark --curve smooth > report.html",
            ]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let path = arguments.value(output)
        // Where the page goes, settled before any work: a folder is refused, and so is the
        // terminal, where a page of markup helps no one.
        let destination = try OutputDestination(path: path, context: context)
        try destination.refuseTerminal("the HTML page", instead: "use -o report.html or redirect: tracker report > report.html")
        let pageTheme = try arguments.parse(theme, as: PageTheme.self) ?? .auto
        let interpolation = try arguments.parse(curve)
        let options = try WindowOptions.parse(arguments, context: context)
        let formatter = try context.formatter()

        let database = try context.database()
        // One read of the weeks for the graphs and the summary, which wants every week's families.
        var weekOptions = options
        weekOptions.breakdown = .everyWeek
        let report = try WeeklyReport.load(from: database, options: weekOptions)
        let summary = try TrainingSummary.load(from: database, report: report)
        let days = options.asOf.daysEndingOnLastDay(count: ReportPage.moodDayCount)
        let moods = try MoodStore(database: database).fetch(from: days.lowerBound, through: days.upperBound)
        var page = ReportPage.build(report: report, summary: summary, moods: moods, formatter: formatter, interpolation: interpolation, theme: pageTheme)
        page.isStatic = arguments.flag(staticPage)
        page.periodGoals = try PeriodGoalStanding.load(scope: report.scope, asOf: options.asOf, database: database).map { standing in
            ReportPage.SummaryRow(standing.label, standing.valueText(formatter), detail: standing.paceText(formatter))
        }
        page.zones = try ZoneTable.reportWeeks(report, database: database, formatter: formatter)
        page.curve = try CurveChartBuilder.reportChart(report, database: database, formatter: formatter)
        page.calendar = try CalendarCommand.chart(year: options.asOf.lastDay.year, types: options.types, asOf: options.asOf, database: database, formatter: formatter)
        let html = Array(page.html().utf8)
        // The page holds moods and notes: readable by its owner only, like exports and mood charts.
        try destination.write(html, permissions: 0o600, context: context) { "HTML, \(ByteSize.text(Int64(html.count)))" }
    }
}
