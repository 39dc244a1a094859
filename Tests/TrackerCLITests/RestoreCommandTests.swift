import Foundation
import Testing
@testable import TrackerMigrations
import TrackerStore
import TrackerTestSupport

@Suite struct RestoreCommandTests {
    @Test func restoreKeepsThePreviousDatabaseAside() throws {
        let harness = BackupCommandTests.harnessWithActivities(2)
        let backup = harness.directory.file("backup.db")
        #expect(harness.run(["backup", backup]).status == 0)
        harness.run(["add", "--distance", "9", "--duration", "1h"])
        let result = harness.run(["restore", backup])
        #expect(result.status == 0, "\(result.error)")
        let aside = harness.databasePath + ".bak-20261129-090000"
        #expect(result.output == "Restored \(harness.databasePath) from \(backup) (2 activities, 1 mood)\nThe previous database is kept as \(aside)\n")
        #expect(try ActivityStore(database: Database(path: harness.databasePath)).count() == 2)
        #expect(try ActivityStore(database: Database.openExisting(path: aside, readOnly: true)).count() == 3)
        #expect(DatabaseFileTestsMode.mode(aside) == 0o600)
        // A second restore in the same second does not overwrite the first copy.
        #expect(harness.run(["restore", backup]).status == 0)
        #expect(FileManager.default.fileExists(atPath: aside + "-2"))
    }

    @Test func restoreUpgradesAnOlderBackup() throws {
        let harness = TrackerHarness()
        let old = harness.directory.file("old.db")
        do {
            let database = try Database(path: old, migrations: Array(Migrations.all.prefix(1)))
            try database.execute("INSERT INTO activities (start_utc, utc_offset, type, distance_m, duration_s, created_utc) VALUES (0, 0, 'run', 1000, 600, 0)")
        }
        let result = harness.run(["restore", old])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Restored \(harness.databasePath) from \(old) (1 activity, 0 moods, upgraded from schema version 1 to \(Migrations.latestVersion))\n")
        let database = try Database(path: harness.databasePath)
        #expect(try database.schemaVersion() == Migrations.latestVersion)
        #expect(try ActivityStore(database: database).count() == 1)
    }

    static func refusal(_ write: (String) throws -> Void) throws -> (CommandResult, before: Data?, after: Data?) {
        let harness = BackupCommandTests.harnessWithActivities(1)
        let source = harness.directory.file("source.db")
        try write(source)
        let before = harness.databaseBytes()
        let result = harness.run(["restore", source])
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.directory.path)
        #expect(!files.contains { $0.contains(".bak-") }, "\(files)")
        return (result, before, harness.databaseBytes())
    }

    @Test func refusesAFileThatIsNotADatabase() throws {
        let (result, before, after) = try Self.refusal { try Data("name,distance\n".utf8).write(to: URL(fileURLWithPath: $0)) }
        #expect(result.status == 1)
        #expect(result.error.contains("is not a readable SQLite database"))
        #expect(result.error.hasSuffix("nothing was changed\n"))
        #expect(before == after)
    }

    @Test func refusesASQLiteFileThatIsNotATrackerDatabase() throws {
        let (result, before, after) = try Self.refusal { path in
            let other = try Database.openExisting(path: path, readOnly: false)
            try other.execute("CREATE TABLE contacts (name TEXT)")
        }
        #expect(result.status == 1)
        #expect(result.error.contains("is not a tracker database (it has no tracker schema)"), "\(result.error)")
        #expect(before == after)
    }

    @Test func refusesADatabaseWithATableMissing() throws {
        let (result, before, after) = try Self.refusal { path in
            let database = try Database(path: path)
            try database.execute("DROP TABLE moods")
        }
        #expect(result.status == 1)
        #expect(result.error.contains("it lacks table moods"), "\(result.error)")
        #expect(before == after)
    }

    @Test func refusesANewerDatabase() throws {
        let (result, before, after) = try Self.refusal { path in
            let future = Migration(version: Migrations.latestVersion + 1, name: "9999_future.sql", sql: "CREATE TABLE future (x);")
            _ = try Database(path: path, migrations: Migrations.all + [future])
        }
        #expect(result.status == 1)
        #expect(result.error.contains("newer than this tracker understands"), "\(result.error)")
        #expect(before == after)
    }

    @Test func refusesADamagedDatabase() throws {
        let (result, before, after) = try Self.refusal { path in
            var rootPage: Int64 = 0
            do {
                let database = try Database(path: path)
                let store = ActivityStore(database: database)
                try database.inTransaction {
                    for index in 0..<400 {
                        try store.insert(.init(start: .init(secondsSince1970: Int64(index), utcOffset: 0), name: String(repeating: "x", count: 200), distance: 1, duration: 1), createdAt: 0)
                    }
                }
                _ = try database.fetchString("PRAGMA journal_mode = DELETE")
                rootPage = try database.fetchInt("SELECT rootpage FROM sqlite_master WHERE name = 'activities'") ?? 0
            }
            // Overwrite the activities table's root page, b-tree header and all.
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seek(toOffset: UInt64(4096 * (rootPage - 1)))
            handle.write(Data(repeating: 0x5A, count: 4096))
            try handle.close()
        }
        #expect(result.status == 1)
        #expect(result.error.contains("cannot restore"), "\(result.error)")
        #expect(before == after)
    }

    @Test func refusesTheDatabaseItself() throws {
        let harness = BackupCommandTests.harnessWithActivities(1)
        let result = harness.run(["restore", harness.databasePath])
        #expect(result.status == 1)
        #expect(result.error.contains("is the database itself"))
    }
}
