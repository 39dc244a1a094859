import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker moods`: the recorded moods, newest first.
enum MoodsCommand {
    static let command = Command(
        CommandSpec(
            name: "moods",
            abstract: "List recorded moods, newest first.",
            options: [
                DateRangeOptions.moods.since,
                DateRangeOptions.moods.until,
                OutputFormat.plainJSONOption,
                OutputFormat.plainCSVOption,
            ]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let range = try DateRangeOptions.moods.parse(arguments, clock: context.clock)
        let moods = try MoodStore(database: context.database()).fetch(from: range.fromDay, through: range.throughDay)
        switch format {
        case .json:
            context.print(JSONValue.array(moods.map(\.json)).serialized(pretty: true))
        case .csv:
            context.io.out(CSVWriter.line(Mood.recordFields) + moods.map { CSVWriter.line($0.csvFields) }.joined())
        case .table:
            guard !moods.isEmpty else {
                context.print("No moods recorded. Record today's with: tracker mood good")
                return
            }
            // WORD and TAGS are left out when no mood has one (empty columns go).
            var table = TextTable([("DATE", .left), ("MOOD", .left), ("", .left), ("WORD", .left), ("TAGS", .left), ("NOTE", .left)])
            table.truncatable = [4: 8, 5: 10]
            table.dropOrder = [2, 3]
            for mood in moods {
                let meter = String(repeating: "●", count: mood.level.rawValue + 1) + String(repeating: "○", count: 3 - mood.level.rawValue)
                table.append([DisplayFormatter.day(mood.day), mood.level.displayName, meter, distinctWord(mood) ?? "",
                              mood.tags.joined(separator: ", "), mood.note ?? ""])
                // The level in the mood chart's colour for it.
                table.color(column: 1, .mood(mood.level.rawValue))
                table.color(column: 2, .mood(mood.level.rawValue))
            }
            context.page(table.render(width: context.terminal.columns, palette: context.terminal.palette))
        }
    }

    /// The mood's own word when it says more than its level's name (`awful` for terrible).
    static func distinctWord(_ mood: Mood) -> String? {
        guard let word = mood.word, word.lowercased() != mood.level.name else { return nil }
        return word
    }
}
