import Foundation
import Testing
import TrackerCore
import TrackerMigrations
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// `Database.restore`: the backup checked, the old database kept aside, the pages replaced.
@Suite struct RestoreTests {
    static let clock = Clock(now: Date(timeIntervalSince1970: 1_795_942_800), timeZone: Zone(identifier: "UTC")!)

    static func database(_ path: String, activities: Int) throws {
        try BackupTests.fill(Database(path: path), count: activities)
    }

    @Test func theBackupReplacesTheDatabaseAndTheOldOneIsKept() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("t.db"), source = directory.file("backup.db")
        try Self.database(source, activities: 2)
        try Self.database(target, activities: 5)
        let restoration = try Database.restore(from: source, onto: target, clock: Self.clock)
        #expect(restoration.keptAs == target + ".bak-20261129-090000")
        #expect(restoration.backup.rows(of: "activities") == 2)
        #expect(!restoration.wasUpgraded)
        #expect(try ActivityStore(database: Database(path: target)).count() == 2)
        let kept = try #require(restoration.keptAs)
        #expect(try ActivityStore(database: Database.openExisting(path: kept, readOnly: true)).count() == 5)
        #expect(DatabaseFileTests.mode(kept) == 0o600)
        // A second restore in the same second gets the next free name.
        #expect(try Database.restore(from: source, onto: target, clock: Self.clock).keptAs == kept + "-2")
    }

    @Test func withNoDatabaseYetNothingIsKept() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("new/t.db"), source = directory.file("backup.db")
        try Self.database(source, activities: 3)
        let restoration = try Database.restore(from: source, onto: target, clock: Self.clock)
        #expect(restoration.keptAs == nil)
        #expect(try ActivityStore(database: Database(path: target)).count() == 3)
    }

    @Test func aTargetThatIsNotADatabaseIsMovedAsideWithItsJournals() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("t.db"), source = directory.file("backup.db")
        try Self.database(source, activities: 1)
        try Data("notes, not a database".utf8).write(to: URL(fileURLWithPath: target))
        try Data("stray".utf8).write(to: URL(fileURLWithPath: target + "-wal"))
        let restoration = try Database.restore(from: source, onto: target, clock: Self.clock)
        let kept = try #require(restoration.keptAs)
        #expect(FileManager.default.contents(atPath: kept) == Data("notes, not a database".utf8))
        #expect(FileManager.default.contents(atPath: kept + "-wal") == Data("stray".utf8))
        #expect(try ActivityStore(database: Database(path: target)).count() == 1)
    }

    @Test func anOlderBackupIsUpgraded() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("t.db"), source = directory.file("old.db")
        _ = try Database(path: source, migrations: Array(Migrations.all.prefix(1)))
        let restoration = try Database.restore(from: source, onto: target, clock: Self.clock)
        #expect(restoration.wasUpgraded)
        #expect(restoration.backup.schemaVersion == 1)
        #expect(try Database.openExisting(path: target, readOnly: true).schemaVersion() == Migrations.latestVersion)
    }

    @Test func refusalsChangeNothing() throws {
        let directory = TemporaryDirectory()
        let target = directory.file("t.db")
        try Self.database(target, activities: 4)
        let before = FileManager.default.contents(atPath: target)
        let text = directory.file("notes.txt"), empty = directory.file("empty.db")
        try Data(String(repeating: "not a database\n", count: 100).utf8).write(to: URL(fileURLWithPath: text))
        _ = try Database(path: empty, migrations: [])
        let cases: [(String, String)] = [
            (directory.path, "is a directory, not a backup file"),
            (directory.file("missing.db"), "does not exist"),
            (target, "is the database itself"),
            (text, "is not a readable SQLite database"),
            (empty, "is not a tracker database (it has no tracker schema)"),
        ]
        for (source, reason) in cases {
            do {
                _ = try Database.restore(from: source, onto: target, clock: Self.clock)
                Issue.record("\(source) was restored")
            } catch let StoreError.restoreRefused(path, given) {
                #expect(path == source)
                #expect(given.hasPrefix(reason), "\(given)")
            }
        }
        #expect(FileManager.default.contents(atPath: target) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".bak-") }.isEmpty)
    }

    @Test func errorsReadAsOneLine() {
        #expect("\(StoreError.restoreRefused(path: "b.db", reason: "is not a file"))" == "cannot restore: b.db is not a file; nothing was changed")
        #expect("\(StoreError.restoreFailed(reason: "the copy failed: database is locked", keptAs: "t.db.bak-1"))"
            == "cannot restore: the copy failed: database is locked; the database was not changed (a copy is also at t.db.bak-1)")
    }
}
