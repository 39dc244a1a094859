import TrackerCharts
import TrackerCore
import TrackerTime
import TrackerStore

/// `tracker calendar`: a year's days, shaded by how much was done on each, as GitHub's
/// contribution graph.
enum CalendarCommand {
    static let metric = Option<CalendarMetric>("metric", value: "metric", default: .distance) { "What shades each day: \($0)." }

    static let command = Command(
        CommandSpec(
            name: "calendar",
            abstract: "Show a year's days as a grid shaded by the training on each.",
            discussion: """
                One column a week (Monday on top), one character a day, in local time. A day's \
                shade is its quartile among the year's days with any training: the lightest for \
                the quarter with the least, the darkest for the quarter with the most. Without \
                colour the shades are plain characters, from a dot for nothing to a full block for the busiest days. When the year is wider than the terminal, its \
                latest weeks are shown. The same grid as an image: tracker chart calendar.
                """,
            options: [PeriodOptions.year.spec, PeriodOptions.type, metric.spec, WindowOptions.asOf, OutputFormat.jsonOption],
            examples: ["tracker calendar", "tracker calendar --year 2025 --type run", "tracker calendar --metric load --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let metric = try arguments.parse(Self.metric)
        let types = try PeriodOptions.types(arguments)
        let (year, asOf) = try PeriodOptions.yearAndAsOf(arguments, context: context)
        let grid = try load(year: year, types: types, metric: metric, asOf: asOf, database: context.database())
        let formatter = try context.formatter()
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(json(grid, metric: metric).serialized(pretty: true))
            return
        }
        let heading = "\(year)\(PeriodOptions.scope(arguments)): \(summary(grid, metric: metric, formatter: formatter))"
        context.print(context.paint(TerminalText.wrap(heading, width: context.terminal.columns), .header))
        context.io.out(TextChart.calendar(grid, width: context.terminal.columns, palette: context.terminal.palette))
    }

    /// The days of `year` and how much of `metric` each holds.
    /// - Throws: `DatabaseError`.
    static func load(year: Int, types: [ActivityType], metric: CalendarMetric, asOf: AsOf, database: Database) throws -> DayGrid {
        let windows = PeriodWindows.days(of: year, asOf: asOf)
        let store = CalendarTotalsStore(database: database)
        let values: [Double]
        switch metric {
        case .distance: values = try store.totals(windows, types: types).map(\.distance)
        case .time: values = try store.totals(windows, types: types).map(\.duration)
        case .load: values = try store.loads(windows, types: types)
        }
        return DayGrid(windows: windows, values: values)
    }

    /// The calendar of `year` by `metric` as a chart, as `tracker chart calendar` and (by distance) the report draw it.
    /// - Throws: `DatabaseError`.
    static func chart(year: Int, types: [ActivityType], metric: CalendarMetric = .distance, asOf: AsOf, database: Database, formatter: DisplayFormatter, title: String? = nil) throws -> CalendarChart {
        let grid = try load(year: year, types: types, metric: metric, asOf: asOf, database: database)
        return CalendarChart(grid: grid, title: title ?? "\(year)", subtitle: summary(grid, metric: metric, formatter: formatter).uppercased())
    }

    /// `156 active days, 1234 km, longest streak 9 days`.
    static func summary(_ grid: DayGrid, metric: CalendarMetric, formatter: DisplayFormatter) -> String {
        let total: String
        switch metric {
        case .distance: total = formatter.distance(grid.total)
        case .time: total = formatter.totalDuration(grid.total)
        case .load: total = "load \(Int(grid.total.rounded()))"
        }
        let days = grid.activeDays == 1 ? "1 active day" : "\(grid.activeDays) active days"
        let streak = grid.longestStreak == 1 ? "1 day" : "\(grid.longestStreak) days"
        return "\(days), \(total), longest streak \(streak)"
    }

    static func json(_ grid: DayGrid, metric: CalendarMetric) -> JSONValue {
        .object([
            ("year", .integer(Int64(grid.year))),
            ("metric", .string(metric.rawValue)),
            ("unit", .string(metric == .distance ? "m" : metric == .time ? "s" : "load")),
            ("active_days", .integer(Int64(grid.activeDays))),
            ("longest_streak_days", .integer(Int64(grid.longestStreak))),
            ("total", .number(grid.total)),
            ("days", .array(grid.cells.filter { !$0.isFuture }.map { cell in
                .object([("day", .string(cell.day.iso)), ("value", .number(cell.value)), ("level", .integer(Int64(cell.level)))])
            })),
        ])
    }
}
