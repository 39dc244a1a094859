import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

extension Database {
    /// How long a backup retries while another connection holds a lock it needs.
    static let backupRetryMilliseconds: Int32 = 10_000

    /// Writes a consistent copy of this database to a new file at `destination` with SQLite's
    /// online backup API, safe while other processes write.
    ///
    /// The copy is made through a `FileReplacement`: under a temporary name beside
    /// `destination`, checked with `PRAGMA integrity_check`, flushed to disk, and only then
    /// given its name, so a crash never leaves a half-written file under `destination`. The
    /// copy uses a rollback journal, so it is one self-contained file (mode 0600).
    /// - Parameter replace: overwrite an existing `destination`; otherwise an existing file is
    ///   an error and is left untouched.
    /// - Throws: `FileError` when the destination exists (and `replace` is false), is not a
    ///   regular file, or cannot be created or written; `DatabaseError` when the copy fails.
    /// See https://www.sqlite.org/backup.html.
    public func backup(to given: String, replace: Bool) throws {
        // A link is followed (the link stays, its target gets the copy); a device or a pipe
        // cannot hold a database, and a rename would replace it with a file.
        let destination: String
        switch try? OutputPath.resolve(given) {
        case .replaceable(let path)?:
            destination = path
        case .special?, .descriptor?:
            throw FileError(given, "is not a regular file; give a file name for the backup")
        case nil:
            throw FileError(given, "is a directory; give a file name for the backup")
        }
        if FileManager.default.fileExists(atPath: destination), !replace {
            throw FileError(given, "already exists; use --force to replace it")
        }
        let file = try FileReplacement(destination, named: given, permissions: 0o600)
        do {
            try withExtendedLifetime(try Database.openExisting(path: file.temporaryPath, readOnly: false)) { copy in
                try Database.copyPages(from: self, to: copy)
                // A backup is one file: no -wal beside it to lose when it is moved.
                _ = try copy.fetchString("PRAGMA journal_mode = DELETE")
                let problems = try copy.integrityCheck()
                guard problems.isEmpty else {
                    throw DatabaseError(extendedCode: SQLITE_CORRUPT, message: "the copy failed its integrity check: \(problems.joined(separator: "; "))")
                }
            }
            try file.commit(replace: replace)
        } catch {
            file.discard()
            unlink(file.temporaryPath + "-journal")
            throw error
        }
    }

    /// Replaces every page of this database with those of `source`, in one write transaction
    /// that other connections see atomically.
    /// - Throws: `DatabaseError` when a lock cannot be taken in time or the page sizes differ.
    public func replaceContents(with source: Database) throws {
        try Database.copyPages(from: source, to: self)
    }

    /// The problems `PRAGMA integrity_check` reports (at most `limit`), or an empty list.
    /// See https://www.sqlite.org/pragma.html#pragma_integrity_check.
    public func integrityCheck(limit: Int = 20) throws -> [String] {
        let rows = try fetch("PRAGMA integrity_check(\(max(1, limit)))") { $0.string(0) ?? "" }
        guard rows != ["ok"] else { return [] }
        // One row may hold several problems, one per line, under a per-schema heading.
        return rows.flatMap { $0.split(separator: "\n").map(String.init) }.filter { !$0.hasPrefix("*** in database") }
    }

    // MARK: - Private

    /// Copies all pages in one step, so the copy is one consistent snapshot of `source`.
    private static func copyPages(from source: Database, to destination: Database) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", source.handle, "main") else {
            throw DatabaseError(
                extendedCode: sqlite3_extended_errcode(destination.handle),
                message: "cannot start the copy: \(String(cString: sqlite3_errmsg(destination.handle)))")
        }
        var waited: Int32 = 0
        var code: Int32
        while true {
            code = sqlite3_backup_step(backup, -1)
            if code == SQLITE_OK { continue }
            // The backup API does not call the source's busy handler: wait here.
            let isBusy = code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED
            guard isBusy && waited < backupRetryMilliseconds else { break }
            sqlite3_sleep(20)
            waited += 20
        }
        sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE else {
            var message = String(cString: sqlite3_errstr(code))
            if code == SQLITE_READONLY {
                message = "the two databases have different page sizes, which a database in WAL mode cannot take"
            }
            throw DatabaseError(extendedCode: code, message: "the copy failed: \(message)")
        }
    }
}
