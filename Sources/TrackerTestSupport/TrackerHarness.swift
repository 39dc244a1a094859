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

    /// Runs one command line (without the program name).
    @discardableResult
    public func run(_ arguments: [String], terminal: Bool = false) -> CommandResult {
        let io = CapturedIO(terminal: terminal)
        let status = TrackerCLI.run(arguments, io: io, environment: environment)
        return CommandResult(status: status, standardOutput: io.standardOutput, standardError: io.standardError)
    }

    /// Splits on spaces; for arguments with spaces use `run(_: [String])`.
    @discardableResult
    public func run(_ line: String, terminal: Bool = false) -> CommandResult {
        run(line.split(separator: " ").map(String.init), terminal: terminal)
    }

    /// The database file's bytes, to prove a failed command changed nothing.
    public func databaseBytes() -> Data? {
        FileManager.default.contents(atPath: databasePath)
    }
}
