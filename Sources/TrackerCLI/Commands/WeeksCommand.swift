import TrackerCore
import TrackerStore

/// `tracker weeks`: the last N weekly windows, as a card, JSON or CSV.
enum WeeksCommand {
    static let command = Command(
        CommandSpec(
            name: "weeks",
            abstract: "Show the totals of the last 12 weeks.",
            discussion: """
                Weeks are 7-day windows counted back from now (or --as-of): the newest is the last \
                7 days. With --calendar they are calendar weeks in local time, the newest being \
                the current, partial week. Activities at or after the as-of moment count in none. \
                A day's mood belongs to the week whose label names that day.
                """,
            options: WindowOptions.specs + [WindowOptions.gear, OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: [
                "tracker weeks",
                "tracker weeks --calendar --week-start sunday --type run",
                "tracker weeks --weeks 52 --metric elevation --week 3",
                "tracker weeks --as-of 2026-11-29 --json",
            ]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        var options = try WindowOptions.parse(arguments, context: context)
        // The CSV has no family lines, so it skips the split.
        if format == .csv { options.breakdown = .none }
        let database = try context.database()
        let report = try WeeklyReport.load(from: database, options: options)
        // The CSV is one row a week, with no room for a year's goal.
        let periodGoals = format == .csv ? [] : try PeriodGoalStanding.load(scope: report.scope, asOf: options.asOf, database: database)
        switch format {
        case .json:
            var json = report.json
            if case .object(var fields) = json, !periodGoals.isEmpty {
                fields.append(("period_goals", .array(periodGoals.map(\.json))))
                json = .object(fields)
            }
            context.print(json.serialized(pretty: true))
        case .csv: context.io.out(report.csv)
        case .table: context.page(report.card(try context.formatter(), terminal: context.terminal, periodGoals: periodGoals))
        }
    }
}
