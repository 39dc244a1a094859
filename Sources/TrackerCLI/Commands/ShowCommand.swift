import TrackerCore
import TrackerStore

/// `tracker show ID` / `tracker show last`: one activity's page.
enum ShowCommand {
    static let activity = ArgumentSpec("id", help: "The activity's id as shown by 'tracker list', or 'last' for the latest.")

    static let command = Command(
        CommandSpec(
            name: "show",
            abstract: "Show one activity: its figures, splits, laps and best efforts.",
            discussion: """
                Splits are per kilometre, or per mile in imperial units. An activity typed in (or \
                from a Strava CSV row) has no recorded samples and shows its totals only.
                """,
            arguments: [activity],
            options: [OutputFormat.jsonOption],
            examples: ["tracker show 12", "tracker show last --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let text = arguments.positionals.first ?? ""
        let store = ActivityStore(database: try context.database())
        let found: Activity?
        if text.lowercased() == "last" {
            guard let latest = try store.fetch(limit: 1).first else {
                throw RuntimeError("there are no activities yet; record one with: tracker add --distance 5 --duration 30m")
            }
            found = latest
        } else {
            let id = try ActivityOptions.parseID(text)
            found = try store.fetch(id: id)
            if found == nil { throw RuntimeError("no activity #\(id); 'tracker list' shows the ids") }
        }
        guard let activity = found, let id = activity.id else { return }
        let origin = try store.origin(id: id)
        let page = ActivityPage(activity: activity, source: origin?.source, sourceID: origin?.sourceID, stream: nil, bestEfforts: [])
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(page.json.serialized(pretty: true))
        } else {
            context.io.out(page.text(try context.formatter()))
        }
    }
}
