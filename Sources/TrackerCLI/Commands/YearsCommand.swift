import TrackerCore
import TrackerStore

/// `tracker years`: the totals of every year since the first activity, each against the year before.
enum YearsCommand {
    static let command = Command(
        CommandSpec(
            name: "years",
            abstract: "Show the totals of every year since the first activity.",
            discussion: """
                Years are calendar years in local time, from the first activity's to now (or \
                --as-of). CHANGE compares each year's distance (its time, when neither has a \
                distance) with the year before; the current year, marked *, with the same length \
                of time into the year before.
                """,
            options: [PeriodOptions.type, WindowOptions.asOf, OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: ["tracker years", "tracker years --type ride", "tracker years --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let types = try PeriodOptions.types(arguments)
        let (_, asOf) = try PeriodOptions.yearAndAsOf(arguments, context: context)
        let report = try PeriodReport.years(from: context.database(), types: types, asOf: asOf)
        try output(report, format: format, heading: "Years" + PeriodOptions.scope(arguments), context: context)
    }

    static func output(_ report: PeriodReport, format: OutputFormat, heading: String, context: CommandContext) throws {
        switch format {
        case .json: context.print(report.json.serialized(pretty: true))
        case .csv: context.io.out(report.csv)
        case .table: context.page(report.table(try context.formatter(), terminal: context.terminal, heading: heading))
        }
    }
}
