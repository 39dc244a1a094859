import TrackerCore
import TrackerStore

/// `tracker list`: activities, newest first.
enum ListCommand {
    static let command = Command(
        CommandSpec(
            name: "list", aliases: ["ls"],
            abstract: "List activities, newest first.",
            options: [
                DateRangeOptions.activities.since,
                DateRangeOptions.activities.until,
                type,
                limit,
                OutputFormat.jsonOption,
                OutputFormat.csvOption,
            ],
            examples: ["tracker list --since 2026-11-01 --type run", "tracker list --limit 5 --json"]),
        readsOnly: true, run: run)

    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let limit = OptionSpec("limit", value: "n", help: "At most this many activities.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let range = try DateRangeOptions.activities.parse(arguments, clock: context.clock)
        let types = try arguments.parseAll(Self.type, as: ActivityTypeFilter.self).types
        let limit = try arguments.parse(Self.limit, parsePositiveInteger)
        let activities = try ActivityStore(database: context.database())
            .fetch(from: range.from, until: range.until, types: types, limit: limit)

        switch format {
        case .json:
            context.print(JSONValue.array(activities.map(\.json)).serialized(pretty: true))
        case .csv:
            context.io.out(CSVWriter.line(Activity.recordFields) + activities.map { CSVWriter.line($0.csvFields) }.joined())
        case .table:
            try printTable(activities, context: context)
        }
    }

    static func printTable(_ activities: [Activity], context: CommandContext) throws {
        guard !activities.isEmpty else {
            context.print("No activities found. Record one with: tracker add --distance 5 --duration 30m")
            return
        }
        let formatter = try context.formatter()
        var table = TextTable([
            ("ID", .right), ("DATE", .left), ("TYPE", .left), ("DISTANCE", .right), ("TIME", .right),
            ("PACE", .right), ("ELEV", .right), ("NAME", .left),
        ])
        for activity in activities {
            table.append([
                "\(activity.id ?? 0)", formatter.dateTime(activity.start), activity.type.displayName,
                formatter.distance(activity.distance, family: activity.type.family), formatter.clockDuration(activity.duration),
                formatter.pace(distance: activity.distance, duration: activity.duration, type: activity.type),
                formatter.elevation(activity.elevationGain), activity.name ?? "",
            ])
        }
        context.io.out(table.render())
        let distance = activities.reduce(0) { $0 + $1.distance }
        let duration = activities.reduce(0) { $0 + $1.duration }
        let elevation = activities.reduce(0) { $0 + $1.elevationGain }
        let noun = activities.count == 1 ? "activity" : "activities"
        context.print("\(activities.count) \(noun)  \(formatter.distance(distance))  \(formatter.totalDuration(duration))  \(formatter.elevation(elevation))")
    }

    static func parsePositiveInteger(_ text: String) throws -> Int {
        guard let value = Int(text), value > 0 else {
            throw ValueParseError(value: text, reason: "is not a count; use a whole number greater than zero")
        }
        return value
    }
}
