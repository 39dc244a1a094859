import TrackerCore
import TrackerStore

/// `tracker curve power|pace|heart-rate`: a period's best efforts at the durations people quote,
/// each with the activity it came from, optionally beside another period.
enum CurveCommand {
    static let curve = ArgumentSpec("curve", help: "power, pace or heart-rate.", completion: CurveName.completion)

    static let command = Command(
        CommandSpec(
            name: "curve",
            abstract: "Show the best power, pace or heart rate held for 5 s to 2 h.",
            discussion: """
                Each row is the highest mean held over any stretch of that length of an activity's \
                recording (its elapsed time: a gap counts as zero power and breaks pace and heart \
                rate), over the activities of the period, with the date and id of the one that \
                held it. Pace is of runs unless --type says otherwise; power and heart rate of \
                every type. Without a period, every activity counts. --compare sets another \
                period beside it, with the change. Curves are computed when an activity is \
                imported or edited; activities stored before get theirs from \
                'tracker records --rebuild'.
                """,
            arguments: [curve],
            options: [
                PeriodOptions.type, DateRangeOptions.activities.since, DateRangeOptions.activities.until, PeriodOptions.year.spec,
                CurvePeriod.last, CurvePeriod.compare, OutputFormat.jsonOption, OutputFormat.csvOption,
            ],
            examples: ["tracker curve power --last 90d --compare previous", "tracker curve pace --year 2026 --compare 2025", "tracker curve heart-rate --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        // Options first, as every command reads them, then the curve.
        var types = try PeriodOptions.types(arguments)
        guard let typed = arguments.positionals.first else { throw UsageError.missingArgument("curve") }
        let name: CurveName
        do { name = try CurveName.parse(typed) } catch let error as ValueParseError { throw UsageError.invalidValue(option: "<curve>", error) }
        let format = try OutputFormat.from(arguments)
        if types.isEmpty, name == .pace { types = ActivityFamily.run.types }
        let period = try CurvePeriod.chosen(arguments, clock: context.clock, fallback: .allTime)
        let compared = try arguments.value(CurvePeriod.compare).map { try period.compared(with: $0, clock: context.clock) }
        let store = CurveStore(database: try context.database())
        let table = CurveTable(
            name: name, period: period, curve: try store.periodCurve(name.kind, from: period.from, until: period.until, types: types),
            comparedPeriod: compared,
            compared: try compared.map { try store.periodCurve(name.kind, from: $0.from, until: $0.until, types: types) },
            paceType: types.first ?? .run)
        switch format {
        case .json: context.print(table.json.serialized(pretty: true))
        case .csv: context.io.out(table.csv)
        case .table:
            guard !table.curve.points.isEmpty else {
                context.print(name.nothingRecorded)
                try hintRebuild(store, context)
                return
            }
            context.page(table.text(try context.formatter(), width: context.terminal.columns, palette: context.terminal.palette))
        }
        if format == .table { try hintRebuild(store, context) }
    }

    /// Activities stored before the curves were kept have none until a rebuild: say so once.
    static func hintRebuild(_ store: CurveStore, _ context: CommandContext) throws {
        let missing = try store.streamsWithoutCurves()
        guard missing > 0 else { return }
        context.printError("\(missing.counted("activity", "activities")) with recorded samples \(missing.plural("has", "have")) no curve yet; run 'tracker records --rebuild' to compute them")
    }
}
