import TrackerCore
import TrackerStore

/// `tracker load`: the daily fitness, fatigue and form series, and today's figures in words.
enum LoadCommand {
    static let days = Option<Int>(
        "days", value: "n", help: "How many days to list, ending with the as-of day", number: dayCount, showsRange: true, default: 28)
    /// How many days a training-load view takes (also `tracker chart load --days`).
    static let dayCount = WholeNumber(1...36_500, noun: "a number of days")

    static let command = Command(
        CommandSpec(
            name: "load",
            abstract: "Show training load: fitness, fatigue and form, day by day.",
            discussion: """
                Every load is on one scale, 100 being an hour at threshold. Each activity's load comes \
                from its power (TSS, with 'tracker config ftp'), else a run's pace ('threshold-pace'), \
                else its heart rate (TRIMP against an hour at 'threshold-heart-rate'), else its --effort \
                (an hour at effort 7 is 100), else its time and type (an estimate). \
                Fitness and fatigue are averages of daily load over about 42 and 7 days \
                ('tracker config fitness-days' and 'fatigue-days'); form is yesterday's fitness minus \
                fatigue. All earlier activities count, whatever --days shows.
                """,
            options: [days.spec, WindowOptions.asOf, TrainingOptions.noEstimates, OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: ["tracker load", "tracker load --days 90 --csv", "tracker load --no-estimates --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let count = try arguments.parse(days)
        let inputs = try TrainingOptions.read(arguments, context: context)
        let last = inputs.asOf.lastDay
        let series = inputs.model.series(loads: inputs.loads.byDay, from: last.adding(days: 1 - count), through: last)
        switch format {
        case .json:
            context.print(json(series, inputs: inputs).serialized(pretty: true))
        case .csv:
            context.io.out(CSVWriter.line(recordFields) + series.map { CSVWriter.line(csvFields($0)) }.joined())
        case .table:
            context.page(text(series, inputs: inputs, width: context.terminal.columns))
        }
    }

    // MARK: - Records

    static let recordFields = ["date", "load", "fitness", "fatigue", "form", "acute_chronic_ratio"]

    static func csvFields(_ day: FitnessFatigueDay) -> [String] {
        [day.day.iso, rounded(day.load), rounded(day.fitness), rounded(day.fatigue), rounded(day.form),
         day.acuteChronicRatio.map { JSONValue.format(($0 * 1000).rounded() / 1000) } ?? ""]
    }

    static func json(_ series: [FitnessFatigueDay], inputs: TrainingOptions.Inputs) -> JSONValue {
        let methods = LoadMethod.allCases.map { ($0.rawValue, JSONValue.integer(Int64(inputs.loads.countByMethod[$0] ?? 0))) }
        return .object([
            ("fitness_days", .number(inputs.model.fitnessDays)),
            ("fatigue_days", .number(inputs.model.fatigueDays)),
            ("activities_by_method", .object(methods)),
            ("days_by_method", .object(dayMethods(series, inputs: inputs))),
            ("estimates_left_out", .integer(Int64(inputs.loads.estimatesLeftOut))),
            ("acute_chronic_caveat", .string(FitnessFatigueModel.acuteChronicCaveat)),
            ("days", .array(series.map { day in
                .object(zip(recordFields, csvFields(day)).enumerated().map { position, field in
                    let (name, text) = field
                    if position == 0 { return (name, .string(text)) }
                    return (name, Double(text).map(JSONValue.number) ?? .null)
                })
            })),
        ])
    }

    /// How many of the days listed have load from each method.
    static func dayMethods(_ series: [FitnessFatigueDay], inputs: TrainingOptions.Inputs) -> [(String, JSONValue)] {
        let counts = series.first.flatMap { first in series.last.map { inputs.loads.dayCountByMethod(in: first.day...$0.day) } } ?? [:]
        return LoadMethod.allCases.map { ($0.rawValue, JSONValue.integer(Int64(counts[$0] ?? 0))) }
    }

    /// One decimal: loads are estimates, and more digits would only suggest precision.
    static func rounded(_ value: Double) -> String {
        JSONValue.format((value * 10).rounded() / 10)
    }
}
