import TrackerCore
import TrackerStore

/// `tracker mood LEVEL`: records the day's mood, replacing an earlier one.
enum MoodCommand {
    static let command = Command(
        CommandSpec(
            name: "mood",
            abstract: "Record how a day felt: terrible, usual, good or excellent.",
            discussion: "One mood per day: recording again for the same day replaces it.",
            arguments: [ArgumentSpec("level", help: "One of \(MoodLevel.acceptedList) (or 0-3).", completion: .list(MoodLevel.allCases.map(\.name)))],
            options: [
                OptionSpec("date", value: "when", help: "The day: YYYY-MM-DD, today, yesterday or tomorrow. Default: today."),
                OptionSpec("note", value: "text", help: "A private note about the day. Recording again without --note keeps the earlier note; --note '' clears it."),
                OptionSpec("json", help: "Print the recorded mood as JSON."),
            ],
            examples: ["tracker mood good", "tracker mood usual --date yesterday --note 'slept badly'"]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let level = try ParsedArguments.convert(arguments.positionals[0], option: "<level>", parseLevel)
        let day = try arguments.parse("date") { try parseDay($0, clock: context.clock) } ?? context.clock.today
        let database = try context.database()
        let store = MoodStore(database: database)
        let (mood, previous) = try database.inTransaction(.immediate) { () throws -> (Mood, Mood?) in
            // Without --note an earlier note stays; --note '' clears it.
            let earlier = try store.fetch(day: day)
            let note = arguments.value("note").map { $0.isEmpty ? nil : $0 } ?? earlier?.note
            let mood = Mood(day: day, level: level, note: note)
            return (mood, try store.upsert(mood, updatedAt: context.nowSeconds))
        }
        if arguments.flag("json") {
            context.print(mood.json.serialized(pretty: true))
            return
        }
        let label = "Mood for \(DisplayFormatter.shortDay(day)):"
        if let previous {
            context.print("\(label) \(previous.level.name) → \(level.name)")
        } else {
            context.print("\(label) \(level.name)")
        }
    }

    static func parseLevel(_ text: String) throws -> MoodLevel {
        guard let level = MoodLevel(parsing: text) else {
            throw ValueParseError(value: text, reason: "is not a mood; use \(MoodLevel.acceptedList)")
        }
        return level
    }

    /// A calendar day within `AcceptedDates`: from 1970-01-01 to tomorrow.
    static func parseDay(_ text: String, clock: Clock) throws -> LocalDay {
        let day = try When(parsing: text, clock: clock).day
        if let problem = AcceptedDates.problem(withMoodDay: day, today: clock.today) {
            throw ValueParseError(value: text, reason: problem.reason)
        }
        return day
    }
}
