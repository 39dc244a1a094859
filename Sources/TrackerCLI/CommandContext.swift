import Foundation
import TrackerCore
import TrackerStore

/// What a command runs with: its parsed arguments' globals, the environment, the clock,
/// the output, and the database (opened on first use).
public final class CommandContext {
    public let io: IO
    public let environment: [String: String]
    public let clock: Clock
    public let databasePath: String
    private let unitsOverride: UnitSystem?
    private var openedDatabase: Database?

    init(io: IO, environment: [String: String], clock: Clock, databasePath: String, unitsOverride: UnitSystem?) {
        self.io = io
        self.environment = environment
        self.clock = clock
        self.databasePath = databasePath
        self.unitsOverride = unitsOverride
    }

    /// The database, opened and migrated once per run.
    /// - Throws: `RuntimeError` naming the file when it cannot be used.
    public func database() throws -> Database {
        if let openedDatabase { return openedDatabase }
        do {
            let database = try Database(path: databasePath)
            openedDatabase = database
            return database
        } catch let error as DatabaseError where error.isNotADatabase {
            throw RuntimeError("\(databasePath) is not a tracker database (SQLite says: \(error.message)); it was left unchanged. Use --db to choose another file")
        }
    }

    /// `--units`, else `TRACKER_UNITS` (both validated during parsing), else the stored
    /// setting, else metric.
    public func units() throws -> UnitSystem {
        if let unitsOverride { return unitsOverride }
        if let stored = try SettingsStore(database: database()).value(for: ConfigKey.units.rawValue),
           let units = UnitSystem(rawValue: stored) {
            return units
        }
        return .metric
    }

    public func formatter() throws -> DisplayFormatter {
        DisplayFormatter(units: try units())
    }

    public var stdoutIsTerminal: Bool { io.isTerminal(standardError: false) }

    public func print(_ line: String = "") { io.out(line + "\n") }

    public func printError(_ line: String) { io.err(line + "\n") }

    /// Unix seconds of now: the creation stamp of new rows.
    var nowSeconds: Int64 { Int64(clock.now.timeIntervalSince1970.rounded(.down)) }
}
