import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker mood LEVEL`: records the day's mood, replacing an earlier one; `tracker mood
/// --clear` deletes it.
enum MoodCommand {
    static let command = Command(
        CommandSpec(
            name: "mood",
            abstract: "Record how a day felt: terrible, usual, good or excellent.",
            discussion: """
                One mood per day: recording again for the same day replaces it, and --clear deletes \
                it. Without a level, the day's mood is shown. Everyday words are taken too: \(MoodLevel.allCases.map { "\($0.aliases.joined(separator: ", ")) for \($0.name)" }.joined(separator: "; ")).
                """,
            arguments: [level],
            options: [date, note, clear, jsonOption],
            examples: [
                "tracker mood good", "tracker mood", "tracker mood meh --date yesterday --note 'slept badly'",
                "tracker mood --clear --date yesterday",
            ]),
        run: run)

    static let level = ArgumentSpec("level", help: "One of \(MoodLevel.acceptedValues) (or 0-3, or a word such as meh or rad).", optional: true, completion: MoodLevel.completion)
    static let date = OptionSpec("date", value: "when", help: "The day: 2026-11-28, yesterday, last friday, -2d, Nov 28 (see REFERENCE.md, Dates and times). Default: today.")
    static let note = OptionSpec("note", value: "text", help: "A private note about the day. Recording again without --note keeps the earlier note; --note '' clears it.")
    static let clear = OptionSpec("clear", help: "Delete the day's mood (and its note) instead of recording one.")
    static let jsonOption = OptionSpec("json", help: "Print the recorded mood as JSON.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        if arguments.flag(clear) {
            guard arguments.positionals.isEmpty, !arguments.hasAny([note]) else {
                throw UsageError.invalid("--clear deletes the day's mood; give no level and no --note with it")
            }
            return try runClear(arguments, context)
        }
        guard let level = try arguments.argument(Self.level, as: MoodLevel.self) else {
            guard !arguments.hasAny([note]) else { throw UsageError.invalid("--note goes with a level: tracker mood good --note TEXT") }
            return try runShow(arguments, context)
        }
        let day = try arguments.parse(date) { try parseDay($0, clock: context.clock) } ?? context.clock.today
        let database = try context.database()
        let store = MoodStore(database: database)
        let (mood, previous) = try database.inTransaction(.immediate) { () throws -> (Mood, Mood?) in
            // Without --note an earlier note stays; --note '' clears it.
            let earlier = try store.fetch(day: day)
            let note = arguments.value(Self.note).map { $0.isEmpty ? nil : $0 } ?? earlier?.note
            // The day's tags stay; an imported word stays while the level it maps to does.
            let mood = Mood(day: day, level: level, note: note, word: earlier?.level == level ? earlier?.word : nil, tags: earlier?.tags ?? [])
            return (mood, try store.upsert(mood, updatedAt: context.nowSeconds))
        }
        if arguments.flag(jsonOption) {
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

    /// Deletes the mood of `--date` (today by default) and says which it was.
    static func runClear(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let day = try arguments.parse(date) { try parseDay($0, clock: context.clock) } ?? context.clock.today
        let database = try context.database()
        let store = MoodStore(database: database)
        let removed = try database.inTransaction(.immediate) { () throws -> Mood in
            guard let mood = try store.fetch(day: day) else {
                throw RuntimeError("no mood recorded for \(DisplayFormatter.shortDay(day)) (\(day.iso)); nothing was deleted")
            }
            try store.delete(day: day)
            return mood
        }
        if arguments.flag(jsonOption) {
            context.print(removed.json.serialized(pretty: true))
        } else {
            context.print("Deleted mood for \(DisplayFormatter.shortDay(day)): \(removed.level.name)")
        }
    }

    /// `tracker mood [--date DAY]` without a level: the day's mood, or a line saying there is none.
    static func runShow(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let day = try arguments.parse(date) { try parseDay($0, clock: context.clock) } ?? context.clock.today
        // Showing never creates the database.
        let mood = try MoodStore(database: context.database(creating: false)).fetch(day: day)
        if arguments.flag(jsonOption) {
            context.print((mood?.json ?? .null).serialized(pretty: true))
            return
        }
        guard let mood else {
            context.print("No mood recorded for \(DisplayFormatter.shortDay(day)); record one with: tracker mood good" + (day == context.clock.today ? "" : " --date \(day.iso)"))
            return
        }
        context.print("Mood for \(DisplayFormatter.shortDay(day)): \(mood.level.name)" + (MoodsCommand.distinctWord(mood).map { ", as \"\(TerminalText.escape($0))\"" } ?? "")
            + (mood.note.map { " (\(TerminalText.escape($0)))" } ?? "")
            + (mood.tags.isEmpty ? "" : "; tags: " + TerminalText.escape(mood.tags.joined(separator: ", "))))
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
