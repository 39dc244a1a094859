#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerTime

extension Database {
    /// Replaces the database at `target` with the backup at `source`, keeping the old one.
    ///
    /// In order: `source` is checked (an intact tracker database of a schema version this
    /// tracker knows, and not `target` itself) before anything changes; the current database
    /// is copied to `TARGET.bak-YYYYMMDD-HHMMSS` with `backup(to:replace:)`, or, when it is not
    /// readable as a database, the file itself is moved there with its journal files; the
    /// backup's pages then replace the target's in one write transaction, so other processes
    /// see the old or the new database, never a mix; last, an older backup is upgraded by
    /// reopening it, which migrates it.
    /// - Parameter clock: gives the stamp of the kept copy's name, in its time zone.
    /// - Throws: `StoreError.restoreRefused` when `source` is not a usable backup (nothing
    ///   changed), `StoreError.restoreFailed` when the pages could not be copied (the database
    ///   unchanged, the kept copy named), `FileError` when the old file cannot be moved aside.
    public static func restore(from source: String, onto target: String, clock: Clock) throws -> Restoration {
        let backup = try openBackup(source, target: target)
        let health = try backup.health()

        var kept: String?
        if FileManager.default.fileExists(atPath: target) {
            let aside = asideName(for: target, clock: clock)
            if let current = try? Database.openExisting(path: target, readOnly: true), (try? current.schemaVersion()) != nil {
                try current.backup(to: aside, replace: false)
            } else {
                // Not readable as a database: move the file itself aside, with its journal files.
                try moveAside(target, to: aside)
            }
            kept = aside
        }
        let database = try Database(path: target)
        do {
            try database.replaceContents(with: backup)
        } catch let error as DatabaseError {
            throw StoreError.restoreFailed(reason: error.message, keptAs: kept)
        }
        // An older backup is upgraded to this tracker's schema by reopening it.
        _ = try Database(path: target).schemaVersion()
        return Restoration(backup: health, keptAs: kept)
    }

    /// The name the current database is kept under: `tracker.db.bak-20261129-090000`, with
    /// `-2`, `-3`... when that name is taken.
    static func asideName(for path: String, clock: Clock) -> String {
        let now = LocalInstant(date: clock.now, timeZone: clock.timeZone)
        let day = now.localDay, second = now.localSecondOfDay
        let stamp = String(printf: "%04d%02d%02d-%02d%02d%02d", day.year, day.month, day.day,
                           second / 3600, second % 3600 / 60, second % 60)
        let base = "\(path).bak-\(stamp)"
        var name = base
        var number = 2
        while FileManager.default.fileExists(atPath: name) {
            name = "\(base)-\(number)"
            number += 1
        }
        return name
    }

    // MARK: - Private

    /// Opens `path` read-only and refuses anything but an intact tracker database of a known
    /// version that is not `target` itself.
    private static func openBackup(_ path: String, target: String) throws -> Database {
        let refuse = { (reason: String) in StoreError.restoreRefused(path: path, reason: reason) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw refuse(errno == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw refuse("is a directory, not a backup file")
        }
        // The same inode: restoring a file onto itself would first copy it aside, then over itself.
        var sourceInfo = stat(), targetInfo = stat()
        if stat(path, &sourceInfo) == 0, stat(target, &targetInfo) == 0,
           sourceInfo.st_dev == targetInfo.st_dev, sourceInfo.st_ino == targetInfo.st_ino {
            throw refuse("is the database itself")
        }
        let database: Database
        let health: DatabaseHealth
        do {
            database = try Database.openExisting(path: path, readOnly: true)
            health = try database.health()
        } catch let error as DatabaseError {
            throw refuse("is not a readable SQLite database (SQLite says: \(error.message))")
        } catch let error as FileError {
            throw refuse("cannot be read (\(error.message))")
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

    private static func moveAside(_ path: String, to aside: String) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, aside + suffix) == 0 else {
                throw FileError(path: path + suffix, message: "cannot move \(path + suffix) aside: \(String(cString: strerror(errno))); nothing was restored")
            }
        }
        FileReplacement.synchronizeFolder(of: path)
    }
}
