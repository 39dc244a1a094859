import TrackerCore
import TrackerStore

/// `tracker edit ID`: changes some fields of one activity and says what changed.
enum EditCommand {
    static let command = Command(
        CommandSpec(
            name: "edit",
            abstract: "Change an activity's fields.",
            arguments: [ArgumentSpec("id", help: "The activity's id as shown by 'tracker list', or 'last' for the latest.", completion: .list(["last"]))],
            options: ActivityOptions.editing.specs + [OutputFormat.jsonOption],
            examples: ["tracker edit 12 --distance 5.4 --name 'Tempo run'", "tracker edit last --effort 7"]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        // `last`, as show and export take it: the activity with the latest start.
        let name = arguments.positionals[0]
        let requested: Int64? = name.lowercased() == "last" ? nil : try ActivityOptions.parseID(name, orLast: true)
        let fields = ActivityOptions.editing.specs
        guard arguments.hasAny(fields) else {
            throw UsageError.invalid("nothing to change; give at least one of " + fields.map { "--\($0.name)" }.joined(separator: ", "))
        }
        let database = try context.database()
        let store = ActivityStore(database: database)
        let formatter = try context.formatter()
        let gear = GearStore(database: database)
        let (id, before, after) = try database.inTransaction(.immediate) { () throws -> (Int64, Activity, Activity) in
            let found = try requested.map { try store.fetch(id: $0) } ?? store.fetch(limit: 1).first
            guard let before = found, let id = before.id else {
                throw requested.map { StoreError.notFound(kind: "activity", id: "#\($0)") }
                    ?? RuntimeError("there are no activities yet; record one with: tracker add --distance 5 --duration 30m")
            }
            var after = before
            try ActivityOptions.editing.apply(arguments, to: &after, context: context)
            try ActivityOptions.editing.applyGear(arguments, to: &after, store: gear)
            // The store keeps the efforts (their targets depend on the type), totals and bests in step.
            try store.update(after)
            return (id, before, after)
        }
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(after.json(gear: try after.gearID.flatMap { try GearStore(database: database).find(id: $0)?.name }).serialized(pretty: true))
        } else {
            var changes = describeChanges(from: before, to: after, formatter: formatter, gearNames: try gear.names())
            // Which offset the new time is at: kept from the activity, or the one given.
            if let text = arguments.value(ActivityOptions.editing.date), let index = changes.firstIndex(where: { $0.hasPrefix("date ") }) {
                let offset = ActivityOptions.offsetText(after.start.utcOffset)
                let example = text.contains("T") ? "; add one to change it, as in \(text)+01:00" : ""
                changes[index] += ActivityOptions.namesAnOffset(text) ? " (at \(offset), as given)" : " (at \(offset), the activity's offset\(example))"
            }
            context.print("Updated #\(id): " + (changes.isEmpty ? "nothing changed" : changes.joined(separator: ", ")))
        }
        // The gear's distance before the edit: now, less the activity as it is, plus it as it was on that gear.
        if let gearID = after.gearID {
            let added = after.distance - (before.gearID == gearID ? before.distance : 0)
            if let line = try GearCommand.limitNotice(gearID, added: added, store: gear, formatter: formatter) { context.printError("tracker: note: " + line) }
        }
        if (before.distance, before.duration, before.type) != (after.distance, after.duration, after.type) {
            try ActivityOptions.noteUnlikelySpeed(after, context: context)
        }
    }

    static func describeChanges(from before: Activity, to after: Activity, formatter: DisplayFormatter, gearNames: [Int64: String] = [:]) -> [String] {
        var changes: [String] = []
        func note(_ field: String, _ old: String, _ new: String) {
            if old != new { changes.append("\(field) \(TerminalText.escape(old)) → \(TerminalText.escape(new))") }
        }
        note("type", before.type.rawValue, after.type.rawValue)
        // Only a stored change is listed, both sides in the unit of the type it now has: a new
        // type alone would otherwise show one distance as a change of units (1500 m → 1.50 km).
        if before.distance != after.distance {
            note("distance", formatter.distance(before.distance, family: after.type.family), formatter.distance(after.distance, family: after.type.family))
        }
        note("duration", formatter.clockDuration(before.duration), formatter.clockDuration(after.duration))
        note("elevation", formatter.elevation(before.elevationGain), formatter.elevation(after.elevationGain))
        note("date", formatter.dateTime(before.start), formatter.dateTime(after.start))
        note("name", before.name ?? "(none)", after.name ?? "(none)")
        note("notes", before.notes ?? "(none)", after.notes ?? "(none)")
        note("effort", before.effort.map(String.init) ?? "(none)", after.effort.map(String.init) ?? "(none)")
        note("gear", before.gearName(gearNames) ?? "(none)", after.gearName(gearNames) ?? "(none)")
        return changes
    }
}
