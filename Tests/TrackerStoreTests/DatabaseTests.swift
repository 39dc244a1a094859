import Foundation
import Testing
import TrackerCore
import TrackerMigrations
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct DatabaseTests {
    let directory = TemporaryDirectory()

    @Test func migratesAnEmptyFileToTheLatestVersion() throws {
        let database = try Database(path: directory.file("new.db"))
        #expect(try database.schemaVersion() == Migrations.latestVersion)
        let tables = try database.fetch("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.string(0) ?? "" }
        #expect(tables.contains("activities") && tables.contains("moods") && tables.contains("settings"))
        #expect(try database.fetchString("PRAGMA journal_mode") == "wal")
        #expect(try database.fetchInt("PRAGMA foreign_keys") == 1)
    }

    @Test func createsMissingParentDirectoriesAndAPrivateFile() throws {
        let path = directory.file("a/b/c/tracker.db")
        _ = try Database(path: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    }

    @Test func reopeningIsANoOp() throws {
        let path = directory.file("reopen.db")
        do {
            let database = try Database(path: path)
            try ActivityStore(database: database).insert(Self.sample(), createdAt: 0)
        }
        let database = try Database(path: path)
        #expect(try database.schemaVersion() == Migrations.latestVersion)
        #expect(try ActivityStore(database: database).count() == 1)
    }

    @Test func aPartialSchemaIsUpgradedInOrder() throws {
        let path = directory.file("old.db")
        _ = try Database(path: path, migrations: Array(Migrations.all.prefix(1)))
        #expect(try Database(path: path, migrations: Array(Migrations.all.prefix(1))).schemaVersion() == 1)
        let upgraded = try Database(path: path)
        #expect(try upgraded.schemaVersion() == Migrations.latestVersion)
    }

    @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
        let path = directory.file("newer.db")
        do {
            let database = try Database(path: path)
            try database.execute("PRAGMA user_version = 999")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = #expect(throws: FileError.self) { try Database(path: path) }
        #expect(error?.message.contains("schema version 999") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
        let path = directory.file("notes.txt")
        let text = Data(String(repeating: "not a database, just some notes\n", count: 100).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DatabaseError.self) { try Database(path: path) }
        #expect(error?.isNotADatabase == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aDirectoryIsRefused() throws {
        #expect(throws: FileError.self) { try Database(path: directory.path) }
    }

    // MARK: - Statements and errors

    @Test func wrongArgumentCountIsAnErrorNotACrash() throws {
        let database = try Database(path: directory.file("args.db"))
        let error = #expect(throws: DatabaseError.self) { try database.execute("SELECT ?, ?", [1]) }
        #expect(error?.message == "expected 2 arguments, got 1")
    }

    @Test func syntaxErrorsCarryCodeMessageAndSQL() throws {
        let database = try Database(path: directory.file("syntax.db"))
        let error = #expect(throws: DatabaseError.self) { try database.execute("SELEC 1") }
        #expect(error?.primaryCode == 1)
        #expect(error?.description.contains("while executing SELEC 1") == true)
    }

    @Test func constraintViolationsSurfaceAsDatabaseErrorsWithoutValues() throws {
        let database = try Database(path: directory.file("check.db"))
        var activity = Self.sample()
        activity.distance = -1
        activity.notes = "private note"
        let error = #expect(throws: DatabaseError.self) { try ActivityStore(database: database).insert(activity, createdAt: 0) }
        #expect(error?.isConstraintViolation == true)
        #expect(error?.extendedCode == 275)  // SQLITE_CONSTRAINT_CHECK
        #expect(error?.description.contains("private note") == false)
        #expect(try ActivityStore(database: database).count() == 0)
    }

    @Test(arguments: [
        "INSERT INTO activities (start_utc, utc_offset, type, duration_s, created_utc) VALUES (0, 0, 'run', 0, 0)",
        "INSERT INTO activities (start_utc, utc_offset, type, duration_s, created_utc) VALUES (0, 0, 'Trail Run', 10, 0)",
        "INSERT INTO activities (start_utc, utc_offset, type, duration_s, elevation_m, created_utc) VALUES (0, 0, 'run', 10, -1, 0)",
        "INSERT INTO moods (day, level, updated_utc) VALUES ('2026-11-29', 4, 0)",
        "INSERT INTO moods (day, level, updated_utc) VALUES ('29/11/2026', 1, 0)",
    ])
    func theSchemaDefendsItself(_ sql: String) throws {
        let database = try Database(path: directory.file("defend.db"))
        let error = #expect(throws: DatabaseError.self) { try database.execute(sql) }
        #expect(error?.isConstraintViolation == true)
    }

    @Test func oneMoodPerDay() throws {
        let database = try Database(path: directory.file("unique.db"))
        try database.execute("INSERT INTO moods (day, level, updated_utc) VALUES ('2026-11-29', 1, 0)")
        let error = #expect(throws: DatabaseError.self) {
            try database.execute("INSERT INTO moods (day, level, updated_utc) VALUES ('2026-11-29', 2, 0)")
        }
        #expect(error?.isConstraintViolation == true)
    }

    @Test func textWithNULAndEmptyTextRoundTrip() throws {
        let database = try Database(path: directory.file("text.db"))
        let text = "a\u{0}b 'quoted'; DROP TABLE activities; -- \u{200F}🏃"
        #expect(try database.fetchString("SELECT ?", [text]) == text)
        #expect(try database.fetchString("SELECT ?", [""]) == "")
        #expect(try database.fetchOne("SELECT ? IS NULL", [String?.none]) { $0.int(0) } == 1)
    }

    // MARK: - Transactions

    struct Boom: Error, Equatable {}

    @Test func aThrowInsideATransactionRollsEverythingBack() throws {
        let database = try Database(path: directory.file("rollback.db"))
        let store = ActivityStore(database: database)
        #expect(throws: Boom.self) {
            try database.inTransaction {
                try store.insert(Self.sample(), createdAt: 0)
                try store.insert(Self.sample(), createdAt: 0)
                throw Boom()
            }
        }
        #expect(try store.count() == 0)
        #expect(!database.isInTransaction)
    }

    @Test func theFirstErrorIsRethrown() throws {
        let database = try Database(path: directory.file("first.db"))
        var bad = Self.sample()
        bad.duration = 0
        let error = #expect(throws: DatabaseError.self) {
            try database.inTransaction {
                try ActivityStore(database: database).insert(Self.sample(), createdAt: 0)
                try ActivityStore(database: database).insert(bad, createdAt: 0)
            }
        }
        #expect(error?.isConstraintViolation == true)
        #expect(try ActivityStore(database: database).count() == 0)
    }

    static func sample(start: Int64 = 1_795_937_400, type: ActivityType = .run) -> Activity {
        Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 3600), type: type, name: "Morning, \"easy\"",
                 distance: 5200, duration: 2700, elevationGain: 156)
    }
}

extension DatabaseTests {
    @Test func aNestedTransactionJoinsTheOuterOne() throws {
        let database = try Database(path: directory.file("nested.db"))
        let store = ActivityStore(database: database)
        #expect(throws: Boom.self) {
            try database.inTransaction {
                _ = try database.inTransaction { try store.insert(Self.sample(), createdAt: 0) }
                throw Boom()
            }
        }
        #expect(try store.count() == 0)
        _ = try database.inTransaction { try database.inTransaction { try store.insert(Self.sample(), createdAt: 0) } }
        #expect(try store.count() == 1)
    }
}
