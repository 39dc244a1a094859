import TrackerCore
import TrackerStore

/// `tracker months`: the totals of each month of a year, each against the month before.
enum MonthsCommand {
    static let command = Command(
        CommandSpec(
            name: "months",
            abstract: "Show the totals of each month of a year.",
            discussion: """
                Months are calendar months in local time, up to now (or --as-of). CHANGE compares \
                each month's distance (its time, when neither has a distance) with the month \
                before; January with the December before. The current month, marked *, is \
                compared with the same length of time into the month before.
                """,
            options: [PeriodOptions.year.spec, PeriodOptions.type, WindowOptions.asOf, OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: ["tracker months", "tracker months --year 2025 --type run", "tracker months --csv"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let types = try PeriodOptions.types(arguments)
        let (year, asOf) = try PeriodOptions.yearAndAsOf(arguments, context: context)
        let report = try PeriodReport.months(of: year, from: context.database(), types: types, asOf: asOf)
        try YearsCommand.output(report, format: format, heading: "Months of \(year)" + PeriodOptions.scope(arguments), context: context)
    }
}
