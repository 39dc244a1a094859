import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker fitness`: the models fitted to a period's curves: critical power, W′ and an estimated
/// FTP from rides, critical speed and D′ from runs.
enum FitnessCommand {
    static let command = Command(
        CommandSpec(
            name: "fitness",
            abstract: "Show critical power and W', estimated FTP, critical speed and D'.",
            discussion: """
                Fitted on the best efforts of 2 to 20 minutes of the period (default: the last 90 \
                days): P = W'/t + CP on the rides' power curve, d = CS x t + D' on the runs' speed \
                curve, each with R², standard errors and the dates of the efforts. The estimated \
                FTP is 95% of the best 20-minute power. A curve that cannot support a fit (too \
                few efforts, all of one length, a negative W') says so instead of a number.
                """,
            options: [DateRangeOptions.activities.since, DateRangeOptions.activities.until, PeriodOptions.year.spec, CurvePeriod.last, OutputFormat.jsonOption],
            examples: ["tracker fitness", "tracker fitness --last 12w", "tracker fitness --year 2025 --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let period = try CurvePeriod.chosen(arguments, clock: context.clock, fallback: try CurvePeriod.last("90d", clock: context.clock))
        let store = CurveStore(database: try context.database())
        let power = try store.periodCurve(.power, from: period.from, until: period.until, types: ActivityFamily.ride.types)
        let speed = try store.periodCurve(.speed, from: period.from, until: period.until, types: ActivityFamily.run.types)
        let report = FitnessReport(period: period, power: power, speed: speed)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(report.json.serialized(pretty: true))
        } else {
            context.print(report.text(try context.formatter()))
            try CurveCommand.hintRebuild(store, context)
        }
    }
}
