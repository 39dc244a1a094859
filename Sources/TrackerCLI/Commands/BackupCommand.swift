import TrackerCore
import TrackerStore

/// `tracker backup FILE`: a consistent copy of the database, taken while it may be in use.
enum BackupCommand {
    static let command = Command(
        CommandSpec(
            name: "backup",
            abstract: "Copy the database to a file, safely while it is in use.",
            discussion: """
                Uses SQLite's online backup API: the copy is one consistent snapshot even while other \
                tracker processes write, and it is checked before it gets its name. The copy is a single \
                file, private to you (mode 0600). An existing FILE is never replaced without --force.
                """,
            arguments: [ArgumentSpec("file", help: "Where to write the copy.", completion: .file)],
            options: [force],
            examples: ["tracker backup ~/backups/tracker-$(date +%F).db", "tracker backup latest.db --force"]),
        run: run)

    // No -f: that is --format in export, and a short option means one thing in every command.
    static let force = OptionSpec("force", help: "Replace FILE if it exists.")

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let destination = arguments.positionals.first, !destination.isEmpty else {
            throw UsageError.missingArgument("file")
        }
        let database = try context.existingDatabase(readOnly: true)
        guard try database.schemaVersion() > 0 else {
            throw RuntimeError("\(context.databasePath) holds no tracker data yet; nothing to back up")
        }
        do {
            try database.backup(to: destination, replace: arguments.flag(force))
        } catch let error as FileError {
            throw RuntimeError("cannot back up: \(error.message)")
        } catch let error as DatabaseError {
            throw RuntimeError("cannot back up: \(error.message)")
        }
        let copy = try Database.openExisting(path: destination, readOnly: true)
        let health = try copy.health()
        let size = ByteSize.ofFile(destination).map(ByteSize.text) ?? "?"
        context.print("Backed up \(context.databasePath) to \(destination) (\(RestoreCommand.contents(health)), \(size))")
    }
}
