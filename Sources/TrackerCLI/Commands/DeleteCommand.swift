import TrackerCore
import TrackerStore

/// `tracker delete ID...`: removes activities, all or none.
enum DeleteCommand {
    static let command = Command(
        CommandSpec(
            name: "delete", aliases: ["rm"],
            abstract: "Delete activities by id.",
            discussion: "All the ids must exist; otherwise nothing is deleted.",
            arguments: [ArgumentSpec("id", help: "Ids of the activities, as shown by 'tracker list'.", repeated: true)],
            examples: ["tracker delete 12", "tracker rm 12 13 14"]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let ids = try arguments.positionals.map { try ActivityOptions.parseID($0) }
        let database = try context.database()
        let store = ActivityStore(database: database)
        let removed = try database.inTransaction(.immediate) { () throws -> [Activity] in
            var removed: [Activity] = []
            for id in ids where !removed.contains(where: { $0.id == id }) {
                guard let activity = try store.fetch(id: id) else {
                    throw RuntimeError("no activity #\(id)" + (ids.count > 1 ? "; nothing was deleted" : ""))
                }
                try store.delete(id: id)
                removed.append(activity)
            }
            return removed
        }
        let formatter = try context.formatter()
        for activity in removed {
            context.print("Deleted #\(activity.id ?? 0)  " + activity.summaryLine(formatter))
        }
    }
}
