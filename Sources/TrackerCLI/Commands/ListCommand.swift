import TrackerCore
import TrackerTime
import TrackerStore

/// `tracker list`: activities, newest first.
enum ListCommand {
    static let command = Command(
        CommandSpec(
            name: "list", aliases: ["ls"],
            abstract: "List activities, newest first.",
            discussion: """
                On a terminal the latest \(terminalLimit) are shown unless --limit or --all says otherwise; a pipe or a file gets every one. \
                --search finds the activities whose name or notes hold every word given, each as the start of a word, \
                in any letter case and with or without accents ('cafe' finds 'Café'), best match first (a word in the name \
                counts twice one in the notes), then newest; the other filters still apply.
                """,
            options: [
                search,
                DateRangeOptions.activities.since,
                DateRangeOptions.activities.until,
                PeriodOptions.year.spec,
                type,
                limit.spec,
                all,
                OutputFormat.jsonOption,
                OutputFormat.csvOption,
            ],
            examples: ["tracker list --since 2026-11-01 --type run", "tracker list --search 'anna rain' --year 2025", "tracker list --limit 5 --json", "tracker list --all"]),
        readsOnly: true, run: run)

    static let search = OptionSpec("search", short: "s", value: "words", help: "Only activities whose name or notes hold these words (or words starting with them), best match first.")
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    /// `-n` as git log and head have it.
    static let limit = Option<Int?>("limit", short: "n", value: "n", help: "At most this many activities.") { try limitNumber.parse($0) }
    static let limitNumber = WholeNumber(1...Int.max, noun: "a count")
    static let all = OptionSpec("all", short: "a", help: "Every activity, also on a terminal.")

    /// How many a terminal shows when neither --limit nor --all is given.
    static let terminalLimit = 20

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        var range = try DateRangeOptions.activities.parse(arguments, clock: context.clock)
        if let year = try arguments.parse(PeriodOptions.year) { range = try PeriodOptions.range(of: year, within: range, arguments, clock: context.clock) }
        let types = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self).types
        let given = try arguments.parse(Self.limit)
        if given != nil && arguments.flag(Self.all) {
            throw UsageError.invalid("--limit and --all contradict each other; give one of them")
        }
        // A person at a terminal sees the latest page; scripts and files get everything.
        let shortened = given == nil && !arguments.flag(Self.all) && format == .table && context.terminal.isTerminal
        let limit = shortened ? terminalLimit + 1 : given
        let database = try context.database()
        let gearNames = try GearStore(database: database).names()
        let store = ActivityStore(database: database)
        var activities: [Activity]
        if let text = arguments.value(Self.search) {
            let words = SearchWords(text)
            guard !words.words.isEmpty else {
                throw UsageError.invalid("--search '\(text)' holds no word to search for; give letters or digits, such as --search 'anna rain'")
            }
            activities = try store.search(words, from: range.from, until: range.until, types: types, limit: limit)
        } else {
            activities = try store.fetch(from: range.from, until: range.until, types: types, limit: limit)
        }
        let more = shortened && activities.count > terminalLimit
        if more { activities.removeLast() }

        switch format {
        case .json:
            context.print(JSONValue.array(activities.map { $0.json(gear: $0.gearName(gearNames)) }).serialized(pretty: true))
        case .csv:
            context.io.out(CSVWriter.line(Activity.recordFields) + activities.map { CSVWriter.line($0.csvFields(gear: $0.gearName(gearNames))) }.joined())
        case .table:
            guard !activities.isEmpty else {
                try printNoneFound(arguments, context: context)
                return
            }
            try printTable(activities, context: context, more: more, searched: arguments.value(Self.search) != nil, gearNames: gearNames)
        }
    }

    /// An empty history asks for a first activity; filters that match nothing are named, with
    /// how many activities there are, since asking to record one would then mislead.
    private static func printNoneFound(_ arguments: ParsedArguments, context: CommandContext) throws {
        let total = try ActivityStore(database: context.database()).count()
        let filters = [search, DateRangeOptions.activities.since, DateRangeOptions.activities.until, PeriodOptions.year.spec, type].flatMap { option in
            arguments.values(option).map { "--\(option.name) \($0)" }
        }
        guard total > 0, !filters.isEmpty else {
            context.print("No activities found. Record one with: tracker add --distance 5 --duration 30m")
            return
        }
        let recorded = total.plural("1 activity is", "\(total) activities are")
        context.print("No activities match \(filters.joined(separator: " ")); \(recorded) recorded in all.")
    }

    /// - Parameter gearNames: every gear's name by id; when there is any gear, a GEAR column shows
    ///   each activity's.
    static func printTable(_ activities: [Activity], context: CommandContext, more: Bool = false, searched: Bool = false,
                           gearNames: [Int64: String] = [:]) throws {
        let formatter = try context.formatter()
        let showsGear = !gearNames.isEmpty
        var columns: [(String, TextTable.Alignment)] = [
            ("ID", .right), ("DATE", .left), ("TYPE", .left), ("DISTANCE", .right), ("TIME", .right),
            ("PACE", .right), ("ELEV", .right), ("NAME", .left),
        ]
        if showsGear { columns.append(("GEAR", .left)) }
        var table = TextTable(columns)
        // Names are cut to 16 columns, then elevation goes (`show` has it), then names are cut
        // to 8, then pace and type go. Gear is cut as names are, to 6, and goes before pace.
        table.truncatable = showsGear ? [7: 8, 8: 6] : [7: 8]
        table.readable = showsGear ? [7: 16, 8: 12] : [7: 16]
        table.dropsBeforeCutting = 1
        table.dropOrder = showsGear ? [6, 8, 5, 2] : [6, 5, 2]
        for activity in activities {
            let measured = activity.type.showsDistance(activity.distance)
            var cells = [
                "\(activity.id ?? 0)", formatter.dateTime(activity.start), activity.type.displayName,
                // A strength session has no distance or climb to show.
                measured ? formatter.distance(activity.distance, family: activity.type.family) : "", formatter.clockDuration(activity.duration),
                formatter.pace(distance: activity.distance, duration: activity.duration, type: activity.type),
                measured || activity.elevationGain > 0 ? formatter.elevation(activity.elevationGain) : "", activity.name ?? "",
            ]
            if showsGear { cells.append(activity.gearName(gearNames) ?? "") }
            table.append(cells)
        }
        var text = table.render(width: context.terminal.columns, palette: context.terminal.palette)
        let distance = activities.reduce(0) { $0 + $1.distance }
        let duration = activities.reduce(0) { $0 + $1.duration }
        let elevation = activities.reduce(0) { $0 + $1.elevationGain }
        let noun = activities.count.plural("activity", "activities")
        text += "\(activities.count) \(noun)  \(formatter.distance(distance))  \(formatter.totalDuration(duration))  \(formatter.elevation(elevation))\n"
        if more {
            let shown = searched ? "The best \(terminalLimit) matches are shown" : "The latest \(terminalLimit) are shown"
            let footer = "\(shown); --all lists every one, --limit N that many."
            text += context.paint(TerminalText.wrap(footer, width: context.terminal.columns), .secondary) + "\n"
        }
        context.page(text)
    }
}
