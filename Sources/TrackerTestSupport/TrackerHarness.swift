import Foundation
import TrackerCLI

/// Runs `tracker` in-process against a fresh temporary database, with a fixed clock and
/// time zone so that results are reproducible.
public final class TrackerHarness: @unchecked Sendable {
    public let directory = TemporaryDirectory()
    public var environment: [String: String]

    public init(now: String = "2026-11-29T09:00:00Z", timeZone: String = "UTC", extra: [String: String] = [:]) {
        environment = ["TRACKER_NOW": now, "TZ": timeZone, "HOME": directory.path]
        environment["TRACKER_DB"] = directory.file("tracker.db")
        environment.merge(extra) { $1 }
    }

    public var databasePath: String { environment["TRACKER_DB"] ?? directory.file("tracker.db") }

    /// Runs one command line (without the program name). `terminal` makes standard output
    /// a terminal; `columns` its width (with `terminal`), or `COLUMNS` for a pipe.
    @discardableResult
    public func run(_ arguments: [String], terminal: Bool = false, columns: Int? = nil) -> CommandResult {
        let io = CapturedIO(terminal: terminal, size: columns.map { TerminalSize(columns: $0, rows: 24) })
        return run(arguments, io: io, columns: columns)
    }

    /// Runs one command line with `input` on standard input.
    @discardableResult
    public func run(_ arguments: [String], input: [UInt8]) -> CommandResult {
        let io = CapturedIO()
        io.input = input
        return run(arguments, io: io)
    }

    /// Runs one command line writing to `io`, to read what else it recorded (pagers, queries).
    @discardableResult
    public func run(_ arguments: [String], io: CapturedIO, columns: Int? = nil) -> CommandResult {
        var environment = self.environment
        if let columns, !io.terminal { environment["COLUMNS"] = String(columns) }
        let status = Tracker.run(arguments, io: io, environment: environment)
        return CommandResult(status: status, standardOutput: io.standardOutput, standardError: io.standardError)
    }

    /// Splits on spaces; for arguments with spaces use `run(_: [String])`.
    @discardableResult
    public func run(_ line: String, terminal: Bool = false, columns: Int? = nil) -> CommandResult {
        run(line.split(separator: " ").map(String.init), terminal: terminal, columns: columns)
    }

    /// The database file's bytes, to prove a failed command changed nothing.
    public func databaseBytes() -> Data? {
        FileManager.default.contents(atPath: databasePath)
    }
}
