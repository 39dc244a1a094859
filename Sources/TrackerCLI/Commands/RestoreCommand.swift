import Foundation
import TrackerCore
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
        let backup = try openChecked(source, target: target)
        let health = try backup.health()

        let manager = FileManager.default
        var kept: String?
        if manager.fileExists(atPath: target) {
            let aside = asideName(for: target, clock: context.clock)
            if let current = try? Database.openExisting(path: target, readOnly: true), (try? current.schemaVersion()) != nil {
                try current.backup(to: aside, replace: false)
            } else {
                // Not readable as a database: move the file itself aside, with its journal files.
                try moveAside(target, to: aside)
            }
            kept = aside
        }
        let database = try context.database()
        do {
            try database.replaceContents(with: backup)
        } catch let error as DatabaseError {
            throw RuntimeError("cannot restore: \(error.message); the database was not changed" + (kept.map { " (a copy is also at \($0))" } ?? ""))
        }
        // An older backup is upgraded to this tracker's schema by reopening it.
        let upgraded = try Database(path: target)
        _ = try upgraded.schemaVersion()
        var line = "Restored \(target) from \(source) (\(contents(health))"
        if health.schemaVersion < health.latestVersion {
            line += ", upgraded from schema version \(health.schemaVersion) to \(health.latestVersion)"
        }
        line += ")"
        context.print(line)
        if let kept { context.print("The previous database is kept as \(kept)") }
    }

    /// Opens `path` read-only and refuses anything but an intact tracker database of a known version.
    static func openChecked(_ path: String, target: String) throws -> Database {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw RuntimeError("cannot restore: \(path) is not a file; nothing was changed")
        }
        // The same inode: restoring a file onto itself would first copy it aside, then over itself.
        if let source = try? FileManager.default.attributesOfItem(atPath: path), let current = try? FileManager.default.attributesOfItem(atPath: target),
           source[.systemFileNumber] as? NSNumber == current[.systemFileNumber] as? NSNumber,
           source[.systemNumber] as? NSNumber == current[.systemNumber] as? NSNumber {
            throw RuntimeError("cannot restore: \(path) is the database itself; nothing was changed")
        }
        let refuse = { (reason: String) in RuntimeError("cannot restore: \(path) \(reason); nothing was changed") }
        let database: Database
        let health: DatabaseHealth
        do {
            database = try Database.openExisting(path: path, readOnly: true)
            health = try database.health()
        } catch let error as DatabaseError {
            throw refuse("is not a readable SQLite database (SQLite says: \(error.message))")
        }
        if health.schemaVersion > health.latestVersion {
            throw refuse("has schema version \(health.schemaVersion), newer than this tracker understands (\(health.latestVersion)); upgrade tracker first")
        }
        guard health.isTrackerDatabase else {
            let detail = health.schemaVersion == 0 ? "it has no tracker schema" : "it lacks \(health.missingSchema.joined(separator: ", "))"
            throw refuse("is not a tracker database (\(detail))")
        }
        guard health.isIntact else {
            throw refuse("is damaged (\(health.integrityProblems.first ?? "integrity check failed")\(health.integrityProblems.count > 1 ? "; ..." : ""))")
        }
        return database
    }

    /// `12 activities, 30 moods`.
    static func contents(_ health: DatabaseHealth) -> String {
        let activities = health.rows(of: "activities") ?? 0
        let moods = health.rows(of: "moods") ?? 0
        return "\(activities) \(activities == 1 ? "activity" : "activities"), \(moods) \(moods == 1 ? "mood" : "moods")"
    }

    /// `tracker.db.bak-20261129-090000`, with `-2`, `-3`... when that name is taken.
    static func asideName(for path: String, clock: Clock) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = clock.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: clock.now)
        let stamp = String(format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
                           parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
        let base = "\(path).bak-\(stamp)"
        var name = base
        var number = 2
        while FileManager.default.fileExists(atPath: name) {
            name = "\(base)-\(number)"
            number += 1
        }
        return name
    }

    private static func moveAside(_ path: String, to aside: String) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, aside + suffix) == 0 else {
                throw RuntimeError("cannot move \(path + suffix) aside: \(String(cString: strerror(errno))); nothing was restored")
            }
        }
    }
}
