import TrackerCore
import TrackerStore

/// `tracker add`: records one activity and confirms it in one line.
enum AddCommand {
    static let command = Command(
        CommandSpec(
            name: "add",
            abstract: "Record an activity.",
            discussion: "Only the duration is required: an indoor session may have no distance.",
            options: ActivityOptions.adding.specs + [OutputFormat.jsonOption],
            examples: [
                "tracker add --distance 5.2 --duration 2700 --elevation 156",
                "tracker add --type ride --distance 42km --duration 1h35m --date yesterday --name 'Coast road'",
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        var activity = Activity(start: LocalInstant(date: context.clock.now, timeZone: context.clock.timeZone), distance: 0, duration: 0)
        try ActivityOptions.adding.apply(arguments, to: &activity, context: context)
        let stored = try ActivityStore(database: context.database()).insert(activity, createdAt: context.nowSeconds)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(stored.json.serialized(pretty: true))
        } else {
            context.print("Added #\(stored.id ?? 0)  " + stored.summaryLine(try context.formatter()))
        }
        try ActivityOptions.noteUnlikelySpeed(stored, context: context)
    }
}
