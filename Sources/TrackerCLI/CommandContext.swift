#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// What a command runs with: its parsed arguments' globals, the environment, the clock,
/// the output, and the database (opened on first use).
public final class CommandContext {
    public let io: IO
    public let environment: [String: String]
    public let clock: Clock
    /// The width and colours output is laid out for.
    public let terminal: Terminal
    /// `--no-pager` was given.
    let pagerDisabled: Bool
    public let databasePath: String
    private let unitsOverride: UnitSystem?
    private let commandReadsOnly: Bool
    /// The file was named with `--db`: for a command that only reads, a missing one is a mistake
    /// to report, not an empty history to show.
    private let databaseNamed: Bool
    private var openedDatabase: Database?
    /// What a missing file reads as, when nothing is to be created.
    private var emptyDatabase: Database?

    init(
        io: IO, environment: [String: String], clock: Clock, databasePath: String, unitsOverride: UnitSystem?,
        commandReadsOnly: Bool = false, databaseNamed: Bool = false, terminal: Terminal = Terminal(), pagerDisabled: Bool = false
    ) {
        self.databaseNamed = databaseNamed
        self.terminal = terminal
        self.pagerDisabled = pagerDisabled
        self.commandReadsOnly = commandReadsOnly
        self.io = io
        self.environment = environment
        self.clock = clock
        self.databasePath = databasePath
        self.unitsOverride = unitsOverride
    }

    /// The database, opened and migrated once per run. For a command that only reads, a
    /// missing file is not created: one named by `--db` is an error (most likely mistyped),
    /// the default or `TRACKER_DB`'s reads as an empty history.
    /// - Throws: `RuntimeError` naming the file when it cannot be used.
    public func database() throws -> Database {
        try database(creating: !commandReadsOnly)
    }

    /// The database; unless `creating`, a missing file reads as an empty database and is not
    /// created (`goal` that only shows, the stored units of any command).
    /// - Throws: `RuntimeError` naming the file when it cannot be used.
    public func database(creating: Bool) throws -> Database {
        if let openedDatabase { return openedDatabase }
        do {
            var status = stat()
            if !creating && stat(databasePath, &status) != 0 {
                if databaseNamed && commandReadsOnly {
                    throw RuntimeError("\(databasePath) does not exist; check the --db path (nothing was created)")
                }
                if let emptyDatabase { return emptyDatabase }
                let database = try Database.emptyInMemory()
                emptyDatabase = database
                return database
            }
            let database = try Database(path: databasePath)
            openedDatabase = database
            return database
        } catch let error as DatabaseError {
            throw fileError(error)
        } catch let error as FileError {
            throw fileError(error)
        }
    }

    /// The database as it is on disk, neither created nor migrated (`backup`, `doctor`).
    /// - Throws: `RuntimeError` when there is no file or it cannot be read as a database.
    public func existingDatabase(readOnly: Bool) throws -> Database {
        var status = stat()
        guard stat(databasePath, &status) == 0 else {
            throw RuntimeError("there is no database at \(databasePath) yet (the first 'tracker add' creates it); use --db to choose another file")
        }
        guard status.st_mode & S_IFMT != S_IFDIR else {
            throw RuntimeError("\(databasePath) is a directory, not a database file; use --db to choose a file")
        }
        do {
            let database = try Database.openExisting(path: databasePath, readOnly: readOnly)
            _ = try database.schemaVersion()
            return database
        } catch let error as DatabaseError {
            throw fileError(error)
        } catch let error as FileError {
            throw fileError(error)
        }
    }

    /// A file that is not a database, as one sentence that names the file.
    private func fileError(_ error: DatabaseError) -> Error {
        guard error.isNotADatabase else { return error }
        return RuntimeError("\(databasePath) is not a tracker database (SQLite says: \(error.message)); it was left unchanged. Use --db to choose another file")
    }

    /// A database file that cannot be used: refused before anything was written to it.
    private func fileError(_ error: FileError) -> Error {
        RuntimeError("\(error.message); nothing was changed")
    }

    /// `--units`, else `TRACKER_UNITS` (both validated during parsing), else the stored
    /// setting, else metric.
    public func units() throws -> UnitSystem {
        if let unitsOverride { return unitsOverride }
        if let stored = try SettingsStore(database: database(creating: false)).value(for: ConfigKey.units.rawValue),
           let units = UnitSystem(parsing: stored) {
            return units
        }
        return .metric
    }

    public func formatter() throws -> DisplayFormatter {
        DisplayFormatter(units: try units())
    }

    public var stdoutIsTerminal: Bool { io.isTerminal(standardError: false) }

    public func print(_ line: String = "") { io.out(line + "\n") }

    /// `text` in `style` when standard output takes colour, else as it is.
    func paint(_ text: String, _ style: TextColor) -> String {
        terminal.palette?.paint(text, style) ?? text
    }

    /// Long output on a terminal goes through the pager (`PAGER`, else `less -FRX` as git
    /// runs it); output that fits on the screen, a pipe or a file get it directly.
    func page(_ text: String) {
        Self.page(text, io: io, terminal: terminal, pagerDisabled: pagerDisabled, environment: environment)
    }

    /// `page(_:)` before there is a context: the help of `tracker` and of `tracker CMD --help`.
    static func page(_ text: String, io: IO, terminal: Terminal, pagerDisabled: Bool, environment: [String: String]) {
        let lineCount = text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        guard terminal.isTerminal, !pagerDisabled, lineCount >= (terminal.rows ?? 24),
              let command = pagerCommand(environment),
              io.page(Array(text.utf8), command: command, environment: environment)
        else {
            io.out(text)
            return
        }
    }

    /// `PAGER`, else `less -FRX`; `nil` for none (`PAGER=` or `PAGER=cat`).
    static func pagerCommand(_ environment: [String: String]) -> String? {
        guard let pager = environment["PAGER"] else { return "less -FRX" }
        let trimmed = pager.trimmingSpaces()
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    public func printError(_ line: String) { io.err(line + "\n") }

    /// Unix seconds of now: the creation stamp of new rows.
    var nowSeconds: Int64 { Int64(clock.now.timeIntervalSince1970.rounded(.down)) }
}
