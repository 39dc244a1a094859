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
import TrackerMigrations

/// One connection to a tracker database. Owns the `sqlite3` handle and closes it in `deinit`.
///
/// Opening creates the parent directories and a new file private to its owner (mode 0600:
/// mood notes are health data), turns on extended result codes, foreign keys, WAL and a
/// busy timeout, then migrates the schema. A file that is not a SQLite database, or whose
/// schema is newer than this binary, is refused before anything is written to it.
/// See https://www.sqlite.org/c3ref/open.html.
public final class Database {
    let handle: OpaquePointer
    public let path: String
    /// Compiled statements by their SQL. A connection uses a few dozen at most, so a list searched
    /// in order does; a dictionary keyed by String costs a short command a runtime lookup to make.
    private var statementCache: [CachedStatement] = []
    /// Ids of activities inserted in a bulk load whose search words are indexed once the load's rows
    /// are in (`ActivityWriter.indexDeferredSearchWords()`): on the connection, so that every writer
    /// indexes them before it touches the index itself.
    var unindexedActivities: [ClosedRange<Int64>] = []

    private struct CachedStatement {
        let sql: String
        let statement: Statement
    }

    /// How long a write waits for another process's lock before failing.
    public static let busyTimeoutMilliseconds: Int32 = 10_000

    /// How much of the file SQLite may read through a memory map (PRAGMA mmap_size).
    public static let mmapBytes = 256 << 20

    /// Opens (creating when missing) and migrates the database at `path`.
    /// - Throws: `FileError` when the file or its folder cannot be created, or the file is a
    ///   folder, read-only or of a newer schema; `DatabaseError` when SQLite cannot open it or
    ///   it is not a database.
    public convenience init(path: String, migrations: [Migration] = Migrations.all) throws {
        try self.init(path: path, migrations: migrations, readOnly: false)
    }

    /// SQLite's name for a private database that lives in memory only.
    public static let inMemoryPath = ":memory:"

    /// An empty database with the current schema that lives in memory only: what a command
    /// that only reads sees when there is no database file yet, without creating one.
    public static func emptyInMemory() throws -> Database {
        try Database(path: inMemoryPath)
    }

    /// Opens an existing database without migrating it or writing anything (`tracker doctor`).
    public static func openExisting(path: String, readOnly: Bool) throws -> Database {
        try Database(path: path, migrations: nil, readOnly: readOnly)
    }

    private init(path: String, migrations: [Migration]?, readOnly: Bool) throws {
        self.path = path
        let isFile = path != Database.inMemoryPath
        if migrations != nil && isFile { try Database.prepareFile(at: path) }
        if isFile { try Database.checkHeader(at: path) }
        var connection: OpaquePointer?
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &connection, flags, nil)
        guard let connection else {
            throw DatabaseError(extendedCode: code, message: "cannot open \(path): out of memory")
        }
        self.handle = connection
        // From here on `deinit` closes the handle, also when a later step throws.
        guard code == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(connection))
            // No such file, no permission: a problem of the file, not of SQLite.
            if code & 0xFF == SQLITE_CANTOPEN { throw FileError.cannot("open", path, reason: message) }
            throw DatabaseError(extendedCode: sqlite3_extended_errcode(connection), message: "cannot open \(path): \(message)")
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Database.busyTimeoutMilliseconds)
        // Reading through a memory map saves copying each page out of the kernel's cache: the
        // weekly scans of a large history take about 6% less time. Pages are still written
        // through the WAL, so nothing about durability changes.
        if isFile { sqlite3_exec(handle, "PRAGMA mmap_size = \(Database.mmapBytes)", nil, nil, nil) }
        // SQLite silently falls back to read-only when the file cannot be written; say so
        // now rather than fail on the first write.
        if !readOnly && sqlite3_db_readonly(handle, "main") == 1 {
            throw FileError(path, "is read-only: tracker needs to write to its database; check the permissions of the file and its directory")
        }

        // Read before writing: the header check fails here, untouched, for a non-database file.
        let version = try schemaVersion()
        guard let migrations else { return }
        let latest = migrations.last?.version ?? 0
        if version > latest {
            throw FileError(path, "has schema version \(version), newer than this tracker understands (\(latest)); upgrade tracker to open it")
        }
        try execute("PRAGMA foreign_keys = ON")
        if try fetchString("PRAGMA journal_mode") != "wal" {
            try turnToWAL()
        }
        // FULL: every commit syncs the write-ahead log, so a command that reported success
        // survives a power cut too (NORMAL would only keep the file uncorrupted, and could
        // lose the last commits). It costs one fsync per transaction; see the README.
        try execute("PRAGMA synchronous = FULL")
        try Migrator(migrations: migrations).migrate(self)
    }

    /// Turns a new file to WAL. SQLite fails the change at once with SQLITE_BUSY while another
    /// connection holds the write lock (another tracker doing the same to the new file), without
    /// running the busy handler, so this waits and tries again for the busy timeout, as any other
    /// statement would wait. Any answer ends it: `wal`, or the mode a database that cannot use WAL
    /// keeps (`memory` for one in memory).
    /// - Throws: the `DatabaseError` when the file is still locked after the busy timeout.
    private func turnToWAL() throws {
        var waitedMilliseconds: Int32 = 0
        var pause: Int32 = 1
        while true {
            do {
                _ = try fetchString("PRAGMA journal_mode = WAL")
                return
            } catch let error as DatabaseError where error.isBusy && waitedMilliseconds < Database.busyTimeoutMilliseconds {
                usleep(useconds_t(pause) * 1000)
                waitedMilliseconds += pause
                pause = min(pause * 2, 50)
            }
        }
    }

    deinit {
        statementCache.removeAll()
        sqlite3_close_v2(handle)
    }

    // MARK: - Statements

    /// A statement compiled once per connection and reused.
    public func cachedStatement(_ sql: String) throws -> Statement {
        if let cached = statementCache.first(where: { $0.sql == sql }) { return cached.statement }
        let statement = try Statement(database: self, sql: sql)
        statementCache.append(CachedStatement(sql: sql, statement: statement))
        return statement
    }

    /// Compiles a statement that is not cached.
    public func makeStatement(_ sql: String) throws -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs one statement with bound `arguments`.
    public func execute(_ sql: String, _ arguments: [SQLBindable] = []) throws {
        try cachedStatement(sql).execute(arguments)
    }

    /// Runs a script of several statements with no arguments (migrations).
    public func executeScript(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        guard code == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errmsg(handle))
            sqlite3_free(message)
            throw DatabaseError(extendedCode: sqlite3_extended_errcode(handle), message: text, sql: sql)
        }
    }

    /// Maps every row of a query.
    public func fetch<T>(_ sql: String, _ arguments: [SQLBindable] = [], _ transform: (Row) throws -> T) throws -> [T] {
        try cachedStatement(sql).map(arguments, transform)
    }

    /// The first row of a query, mapped, or `nil`.
    public func fetchOne<T>(_ sql: String, _ arguments: [SQLBindable] = [], _ transform: (Row) throws -> T) throws -> T? {
        let statement = try cachedStatement(sql)
        try statement.bind(arguments)
        defer { statement.reset() }
        guard try statement.step() else { return nil }
        return try transform(Row(statement: statement))
    }

    public func fetchInt(_ sql: String, _ arguments: [SQLBindable] = []) throws -> Int64? {
        try fetchOne(sql, arguments) { $0.isNull(0) ? nil : $0.int64(0) } ?? nil
    }

    public func fetchString(_ sql: String, _ arguments: [SQLBindable] = []) throws -> String? {
        try fetchOne(sql, arguments) { $0.string(0) } ?? nil
    }

    /// The rowid of the last insert on this connection.
    public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the last statement.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// `PRAGMA user_version`: the number of the last migration applied.
    public func schemaVersion() throws -> Int {
        Int(try fetchInt("PRAGMA user_version") ?? 0)
    }

    // MARK: - Errors

    func error(code: Int32, sql: String?) -> DatabaseError {
        let extended = sqlite3_extended_errcode(handle)
        // The connection's code may belong to an earlier call when this one failed early.
        let useExtended = extended & 0xFF == code & 0xFF
        return DatabaseError(
            extendedCode: useExtended ? extended : code,
            message: String(cString: sqlite3_errmsg(handle)), sql: sql)
    }

    // MARK: - Files

    /// Creates missing parent directories, and the file itself with mode 0600, so that
    /// SQLite's `-wal` and `-shm` files inherit private permissions.
    static func prepareFile(at path: String) throws {
        // In-memory and URI databases have no file to prepare.
        if path.isEmpty || path == ":memory:" || path.hasPrefix("file:") { return }
        // The common case, an existing file, takes one stat: its folder exists too.
        var status = stat()
        if stat(path, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw FileError(path, "is a directory, not a database file")
            }
            return
        }
        let directory = path.deletingLastPathComponent
        if !directory.isEmpty && stat(directory, &status) != 0 {
            try createDirectories(directory)
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw FileError.cannot("create", path, errno: errno)
        }
    }

    /// Refuses a non-empty file that does not start with SQLite's magic string. SQLite itself
    /// takes a one-byte file for an empty database and would write over it.
    /// See https://www.sqlite.org/fileformat.html#the_database_header.
    static func checkHeader(at path: String) throws {
        guard !path.isEmpty, path != ":memory:", !path.hasPrefix("file:") else { return }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }  // Missing or unreadable: SQLite reports it.
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return }
        var header = [UInt8](repeating: 0, count: 16)
        let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 16) }
        guard count == 16, header == Array("SQLite format 3\u{0}".utf8) else {
            throw DatabaseError(extendedCode: SQLITE_NOTADB, message: "file is not a database")
        }
    }

    /// `mkdir -p` with mode 0700, reporting the system's reason (`Not a directory`,
    /// `Permission denied`) for the component that failed.
    private static func createDirectories(_ directory: String) throws {
        var current = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw FileError.cannot("create the directory", current, errno: errno)
            }
        }
        var status = stat()
        guard stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw FileError.cannot("create the directory", directory, reason: "a file of that name is in the way")
        }
    }
}
