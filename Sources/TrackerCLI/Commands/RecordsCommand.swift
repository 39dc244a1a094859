import TrackerCore
import TrackerStore

/// `tracker records`: the top three of each record, per activity type.
enum RecordsCommand {
    static let type = OptionSpec("type", short: "t", value: "type", help: "Only this activity type; repeat for several.", kind: .repeatedValue, completion: ActivityType.completion)
    static let year = OptionSpec("year", value: "year", help: "Only activities of this year (at their own offset), such as 2026.")

    static let command = Command(
        CommandSpec(
            name: "records",
            abstract: "Show the best three of each record: distances, times, climbs and best efforts.",
            discussion: """
                Every activity counts for the longest distance, the longest time and the biggest \
                climb of its type; activities with recorded samples add their best efforts (runs: \
                400 m to the marathon; rides: 5 to 100 km and 5, 20 and 60 minutes of power).
                """,
            options: [type, year, OutputFormat.jsonOption],
            examples: ["tracker records", "tracker records --type run --year 2026 --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let types: [ActivityType] = try arguments.parseAll(Self.type)
        let chosenYear = try arguments.parse(Self.year, parseYear)
        let store = BestEffortStore(database: try context.database())
        let records = try types.isEmpty ? store.records(year: chosenYear) : types.flatMap { try store.records(type: $0, year: chosenYear) }
        let page = RecordsPage(entries: records.map(RecordEntry.init), types: types, year: chosenYear)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(page.json.serialized(pretty: true))
        } else {
            context.io.out(page.text(try context.formatter()))
        }
    }

    static func parseYear(_ text: String) throws -> Int {
        let first = AcceptedDates.firstDay.year
        guard text.count == 4, let value = Int(text), value >= first, value <= 9999 else {
            throw ValueParseError(value: text, reason: "is not a year; use four digits from \(first), such as 2026")
        }
        return value
    }
}
