import Foundation
import Testing
@testable import TrackerMigrations
import TrackerStore
import TrackerTestSupport

/// `--db` at something that is not a usable tracker database: one clear line, exit 1, and
/// the file exactly as it was.
@Suite struct DatabaseOptionTests {
    func run(_ path: String, _ arguments: [String] = ["list"]) -> CommandResult {
        let harness = TrackerHarness()
        return harness.run(["--db", path] + arguments)
    }

    @Test(arguments: [["list"], ["add", "--duration", "30m"], ["mood", "good"], ["doctor"], ["backup", "/nonexistent-dir/x.db"]])
    func nonSQLiteFileIsLeftUnchanged(_ arguments: [String]) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.txt")
        let text = Data("my running notes\n".utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let result = run(path, arguments)
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: \(path) is not a tracker database (SQLite says: file is not a database); it was left unchanged. Use --db to choose another file\n")
        #expect(FileManager.default.contents(atPath: path) == text)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["notes.txt"])
    }

    @Test func directoryIsNamed() {
        let directory = TemporaryDirectory()
        let result = run(directory.path)
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: \(directory.path) is a directory, not a database file; nothing was changed\n")
    }

    @Test func folderThatCannotBeCreatedIsNamedWithTheReason() throws {
        let directory = TemporaryDirectory()
        let blocker = directory.file("file")
        try Data().write(to: URL(fileURLWithPath: blocker))
        let result = run(blocker + "/sub/t.db", ["add", "--duration", "30m"])
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: cannot create the directory \(blocker): File exists; nothing was changed\n"
            || result.error == "tracker: error: cannot create the directory \(blocker)/sub: Not a directory; nothing was changed\n", "\(result.error)")
    }

    @Test func newerDatabaseIsRefusedUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("future.db")
        let future = Migration(version: Migrations.latestVersion + 1, name: "9999_future.sql", sql: "CREATE TABLE future (x);")
        _ = try Database(path: path, migrations: Migrations.all + [future])
        let before = FileManager.default.contents(atPath: path)
        let result = run(path, ["add", "--duration", "30m"])
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: \(path) has schema version \(Migrations.latestVersion + 1), newer than this tracker understands (\(Migrations.latestVersion)); upgrade tracker to open it; nothing was changed\n")
        #expect(FileManager.default.contents(atPath: path) == before)
    }

    @Test(.enabled(if: ReadOnlyFile.isEnforceable, "running as root where chattr cannot make a file immutable"))
    func readOnlyFileIsRefusedForWritingButReadableByDoctor() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.db")
        _ = try Database(path: path)
        let undo = ReadOnlyFile.protect(path)
        defer { undo() }
        try #require(access(path, W_OK) != 0)
        let before = FileManager.default.contents(atPath: path)
        let result = run(path, ["add", "--duration", "30m"])
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: \(path) is read-only: tracker needs to write to its database; check the permissions of the file and its directory; nothing was changed\n")
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(run(path, ["doctor"]).output.contains("Integrity  ok"))
    }
}

extension DatabaseOptionTests {
    /// A command that only reads shows an empty history for a missing file and creates nothing.
    @Test(arguments: [["list"], ["moods"], ["weeks"], ["summary"], ["export"], ["chart", "-o", "CHART"], ["config"], ["config", "units"]])
    func readingAMissingDatabaseCreatesNoFile(_ arguments: [String]) {
        let directory = TemporaryDirectory()
        let path = directory.file("typo/tracker.db")
        let harness = TrackerHarness()
        harness.environment["TRACKER_DB"] = path
        let result = harness.run(arguments.map { $0 == "CHART" ? directory.file("chart.png") : $0 })
        #expect(result.status == 0, "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: directory.file("typo")))
    }
}
