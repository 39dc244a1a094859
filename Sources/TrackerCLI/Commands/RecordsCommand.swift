import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker records`: the top three of each record, per activity type.
enum RecordsCommand {
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let year = Option<Int?>(
        "year", value: "year", help: "Only activities of this year (at their own offset), such as 2026.",
        number: WholeNumber(AcceptedDates.firstDay.year...9999, noun: "a year", hint: "use four digits from \(AcceptedDates.firstDay.year), such as 2026", digits: 4))
    static let rebuild = OptionSpec("rebuild", help: "Recompute every stored best effort from the recorded samples, and each type's longest distance, time and climb, instead of showing the records.")

    static let command = Command(
        CommandSpec(
            name: "records",
            abstract: "Show the best three of each record: distances, times, climbs and best efforts.",
            discussion: """
                Every activity counts for the longest distance, the longest time and the biggest \
                climb of its type; activities with recorded samples add their best efforts (runs: \
                400 m to the marathon; rides: 5 to 100 km and 5, 20 and 60 minutes of power). \
                Records are computed when an activity is imported or edited and stored; --rebuild \
                computes all of them again, in one transaction.
                """,
            options: [type, year.spec, OutputFormat.jsonOption, rebuild],
            examples: ["tracker records", "tracker records --type run --year 2026 --json", "tracker records --rebuild"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments.flag(Self.rebuild) {
            try rebuildAll(arguments, context)
            return
        }
        // `--type run` is every run, as in the other views; each type keeps its own records.
        let types = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self).types
        let chosenYear = try arguments.parse(Self.year)
        let database = try context.database()
        let store = BestEffortStore(database: database)
        let records = try store.records(types: types.isEmpty ? nil : types, year: chosenYear)
        // The store ranks, filters by year and cuts; the page lays them out.
        let page = RecordsPage(entries: records.map(RecordEntry.init), types: types)
        // The Eddington number counts the days of the year asked for (a yearly E), of the types asked for.
        let days = try DayDistanceStore(database: database).days(
            from: chosenYear.flatMap { LocalDay(year: $0, month: 1, day: 1) }, through: chosenYear.flatMap { LocalDay(year: $0, month: 12, day: 31) })
        let eddington = EddingtonSummary(days: types.isEmpty ? days : days.filter { types.contains($0.type) })
        if arguments.flag(OutputFormat.jsonOption) {
            // The array of records stays an array: the Eddington numbers are rows of it, record "eddington".
            guard case .array(let rows) = page.json else { return }
            context.print(JSONValue.array(rows + eddington.recordRows).serialized(pretty: true))
        } else {
            let formatter = try context.formatter()
            var text = page.text(formatter, width: context.terminal.columns)
            if !page.isEmpty { text += "\n" + eddington.text(imperial: formatter.units == .imperial, width: context.terminal.columns) }
            context.page(text)
        }
    }

    /// `--rebuild`: recomputes every activity's best efforts and prints what it did in one line.
    static func rebuildAll(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard !arguments.hasAny([Self.type, Self.year.spec, OutputFormat.jsonOption]) else {
            throw UsageError.invalid("--rebuild recomputes the records of every type and year and shows none; leave out --type, --year and --json")
        }
        // A missing file reads as an empty database, as for the table: nothing to recompute, nothing created.
        let clock = ContinuousClock()
        let started = clock.now
        let activities = try BestEffortStore(database: try context.database()).rebuild()
        let elapsed = clock.now - started
        context.print("Recomputed the best efforts of \(activities.counted("activity", "activities")) with recorded samples "
            + "in \(seconds(elapsed))")
    }

    /// `0.4 s`, `12.3 s`: tenths of a second.
    static func seconds(_ duration: Duration) -> String {
        let tenths = (duration.components.seconds * 10) + (duration.components.attoseconds + 50_000_000_000_000_000) / 100_000_000_000_000_000
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
