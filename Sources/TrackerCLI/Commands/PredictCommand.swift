import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker predict`: race times for 5 km, 10 km, half marathon and marathon from the runs' best
/// efforts, by Riegel (1.06 and the runner's own exponent), Daniels' VDOT and critical speed.
enum PredictCommand {
    static let from = OptionSpec("from", value: "effort", help: "Predict from the period's best over this distance: \(PredictionSource.acceptedValues). Default: the best by VDOT of 1 km or more.", completion: PredictionSource.completion)

    static let runTypeNames = ["run"] + ActivityFamily.run.types.map(\.rawValue).filter { $0 != "run" }
    static let type = OptionSpec("type", short: "t", value: "type", help: "Only this kind of run: \(PredictionSource.listed(runTypeNames)) (run is every kind); repeat for several.", kind: .repeatedValue, completion: ActivityTypeFilter.completion)

    static let command = Command(
        CommandSpec(
            name: "predict",
            abstract: "Predict 5 km, 10 km, half marathon and marathon times.",
            discussion: """
                From the runs' best efforts of the period (default: the last 90 days): Riegel's \
                formula T2 = T1 x (D2/D1)^1.06, the same with your own exponent (from two efforts \
                at least twice apart in length), Daniels' VDOT, and critical speed (fitted as \
                'tracker fitness' does) as T = (D - D')/CS. Each time starts from the effort named below the \
                table. A race longer than your longest run of the 12 weeks before the period's \
                end is marked: a fast 5 km does not make a marathon.
                """,
            options: [from, type, DateRangeOptions.activities.since, DateRangeOptions.activities.until, PeriodOptions.year.spec, CurvePeriod.last, OutputFormat.jsonOption],
            examples: ["tracker predict", "tracker predict --from 10k", "tracker predict --last 12w --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let types = try runTypes(arguments)
        let source = try arguments.parse(from, as: PredictionSource.self)
        let period = try CurvePeriod.chosen(arguments, clock: context.clock, fallback: try CurvePeriod.last("90d", clock: context.clock))
        let json = arguments.flag(OutputFormat.jsonOption)
        let database = try context.database()
        let store = BestEffortStore(database: database)
        let efforts = try store.raceEfforts(types: types, from: period.from, until: period.until)
        // The 12 weeks up to the period's end, or up to now for an open end.
        let end = period.until ?? Int64(context.clock.now.timeIntervalSince1970.rounded(.down)) + 1
        let longest = try store.longestDistance(types: types, from: end - 84 * 86_400, until: end)
        let basis = source.map { source in efforts.first { $0.distance == source.metres } } ?? RacePredictions.bestBasis(among: efforts)
        guard let basis else {
            let report = PredictionReport(period: period, predictions: nil, longestRun: longest, source: source)
            let hasAny = try store.hasRaceEfforts(types: types)
            context.print(json ? report.json.serialized(pretty: true) : report.nothingToPredict(hasAny: hasAny))
            return
        }
        let curves = CurveStore(database: database)
        let curve = try curves.periodCurve(.speed, from: period.from, until: period.until, types: types)
        let predictions = RacePredictions(basis: basis, efforts: efforts, speedCurve: curve, longestRun: longest)
        let report = PredictionReport(period: period, predictions: predictions, longestRun: longest, source: source)
        if json {
            context.print(report.json.serialized(pretty: true))
        } else {
            context.page(report.text(try context.formatter(), width: context.terminal.columns))
            try CurveCommand.hintRebuild(curves, context)
        }
    }

    /// The run types `--type` selects (every run without it).
    /// - Throws: `UsageError` for a type of another family: only runs have run best efforts.
    static func runTypes(_ arguments: ParsedArguments) throws -> [ActivityType] {
        let filters = try arguments.parseAll(type, as: ActivityTypeFilter.self)
        for filter in filters where filter.types.contains(where: { $0.family != .run }) {
            throw UsageError.invalidValue(option: "--type", ValueParseError(
                value: filter.name, reason: "is not a kind of run; predictions are made from runs: use \(PredictionSource.listed(runTypeNames))"))
        }
        return filters.isEmpty ? ActivityFamily.run.types : filters.flatMap(\.types)
    }
}
