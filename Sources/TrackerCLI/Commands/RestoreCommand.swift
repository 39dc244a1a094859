import TrackerStore

/// `tracker restore FILE`: replaces the database with a checked backup, keeping the old one.
enum RestoreCommand {
    static let command = Command(
        CommandSpec(
            name: "restore",
            abstract: "Replace the database with a backup, keeping the current one aside.",
            discussion: """
                FILE must be an intact tracker database of a schema version this tracker knows; it is \
                checked before anything changes, and an older one is upgraded. The current database is \
                first copied to DB.bak-YYYYMMDD-HHMMSS beside it. Other tracker processes see the old \
                or the new database, never a mix.
                """,
            arguments: [ArgumentSpec("file", help: "A database written by 'tracker backup' (or a copy of one).", completion: .file)],
            examples: ["tracker restore ~/backups/tracker-2026-11-01.db"]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let source = arguments.positionals.first, !source.isEmpty else { throw UsageError.missingArgument("file") }
        let target = context.databasePath
        let restoration = try Database.restore(from: source, onto: target, clock: context.clock)
        let health = restoration.backup
        var line = "Restored \(target) from \(source) (\(contents(health))"
        if restoration.wasUpgraded {
            line += ", upgraded from schema version \(health.schemaVersion) to \(health.latestVersion)"
        }
        line += ")"
        context.print(line)
        if let kept = restoration.keptAs { context.print("The previous database is kept as \(kept)") }
    }

    /// `12 activities, 30 moods`.
    static func contents(_ health: DatabaseHealth) -> String {
        let activities = health.rows(of: "activities") ?? 0
        let moods = health.rows(of: "moods") ?? 0
        return "\(activities.counted("activity", "activities")), \(moods.counted("mood"))"
    }
}
