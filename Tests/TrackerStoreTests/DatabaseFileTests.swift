import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerMigrations
import TrackerTestSupport

/// `--db` pointing at things that are not a usable database: a clear error, nothing modified.
@Suite struct DatabaseFileTests {
    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    @Test func newDatabaseAndItsJournalFilesArePrivate() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("new/sub/t.db")
        // A permissive umask must not widen the files.
        let previous = umask(0)
        defer { umask(previous) }
        let database = try Database(path: path)
        try ActivityStore(database: database).insert(.init(start: .init(secondsSince1970: 0, utcOffset: 0), distance: 1, duration: 1), createdAt: 0)
        #expect(Self.mode(path) == 0o600)
        #expect(Self.mode(path + "-wal") == 0o600)
        #expect(Self.mode(path + "-shm") == 0o600)
        #expect(Self.mode(directory.file("new/sub")) == 0o700)
        #expect(Self.mode(directory.file("new")) == 0o700)
    }

    @Test(arguments: [
        Data("hello, this is a text file\n".utf8),
        Data(repeating: 0xAB, count: 8192),
        Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xFF, count: 200),
        Data("x".utf8),
    ])
    func nonDatabaseFileIsRefusedUntouched(_ bytes: Data) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.txt")
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(throws: DatabaseError.self) { try Database(path: path) }
        #expect(FileManager.default.contents(atPath: path) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-journal"))
    }

    @Test func directoryIsRefused() throws {
        let directory = TemporaryDirectory()
        do {
            _ = try Database(path: directory.path)
            Issue.record("a directory opened as a database")
        } catch let error as FileError {
            #expect(error.message == "\(directory.path) is a directory, not a database file")
        }
    }

    @Test func missingDirectoryThatCannotBeCreatedNamesTheReason() throws {
        let directory = TemporaryDirectory()
        let blocker = directory.file("plain-file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: blocker))
        do {
            _ = try Database(path: blocker + "/sub/t.db")
            Issue.record("opened a database under a regular file")
        } catch let error as FileError {
            #expect(error.message == "cannot create the directory \(blocker): File exists" || error.message.contains("Not a directory"), "\(error.message)")
        }
        #expect(FileManager.default.contents(atPath: blocker) == Data("x".utf8))
    }

    /// Root ignores permission bits, so the file is also made immutable.
    @Test(.enabled(if: ReadOnlyFile.isEnforceable, "running as root where chattr cannot make a file immutable"))
    func readOnlyFileIsRefusedUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.db")
        do { _ = try Database(path: path) }
        let before = try #require(FileManager.default.contents(atPath: path))
        let undo = ReadOnlyFile.protect(path)
        defer { undo() }
        try #require(access(path, W_OK) != 0)
        do {
            _ = try Database(path: path)
            Issue.record("a read-only file opened for writing")
        } catch let error as FileError {
            #expect(error.message.contains("is read-only"), "\(error.message)")
        }
        #expect(FileManager.default.contents(atPath: path) == before)
        // Read-only opening (doctor, backup) still works.
        #expect(try Database.openExisting(path: path, readOnly: true).schemaVersion() == Migrations.latestVersion)
    }
}
