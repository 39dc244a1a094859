import Foundation
import Testing
import TrackerCore
@testable import TrackerMigrations
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Databases written by every earlier migration set open, upgrade and keep their rows;
/// a database from a newer tracker is refused without a byte changing.
@Suite struct SchemaUpgradeTests {
    /// Rows that fit the schema after `version` migrations, written with plain SQL as an
    /// older tracker would have.
    static func seed(_ database: Database, version: Int) throws {
        if version >= 1 {
            try database.execute(
                "INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, created_utc) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [Int64(1_764_400_000), 3600, "run", "Old loop", "notes \u{1F3C3}", 5200.0, 2700.0, 156.0, Int64(1_764_400_100)])
        }
        if version >= 2 {
            try database.execute("INSERT INTO moods (day, level, note, updated_utc) VALUES (?, ?, ?, ?)", ["2026-11-28", 2, "fine", Int64(1_764_400_200)])
        }
        if version >= 3 {
            try database.execute("INSERT INTO settings (key, value) VALUES (?, ?)", ["units", "imperial"])
        }
    }

    /// Each proper prefix of the migration list, by its length.
    @Test(arguments: 1..<Migrations.all.count)
    func olderDatabaseUpgradesWithItsData(_ applied: Int) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("old.db")
        let version = Migrations.all[applied - 1].version
        do {
            let old = try Database(path: path, migrations: Array(Migrations.all.prefix(applied)))
            #expect(try old.schemaVersion() == version)
            try Self.seed(old, version: version)
        }
        let upgraded = try Database(path: path)
        #expect(try upgraded.schemaVersion() == Migrations.latestVersion)
        let activities = try ActivityStore(database: upgraded).fetch()
        #expect(activities.count == 1)
        #expect(activities.first?.name == "Old loop")
        #expect(activities.first?.notes == "notes \u{1F3C3}")
        #expect(activities.first?.distance == 5200)
        #expect(activities.first?.start.utcOffset == 3600)
        let moods = try MoodStore(database: upgraded).fetch()
        #expect(moods.count == (version >= 2 ? 1 : 0))
        // Every table of the current schema exists after the upgrade.
        let health = try upgraded.health()
        #expect(health.missingSchema.isEmpty, "\(health.missingSchema)")
        #expect(health.isIntact)
    }

    /// Every type an older schema accepted is still a type after the upgrade, with its rows; the
    /// new types can be stored; and the id counter survives the table's rebuild.
    @Test(arguments: 1..<Migrations.all.count)
    func olderTypesSurviveAndNewTypesFit(_ applied: Int) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("old.db")
        let oldTypes = ["run", "ride", "walk", "hike", "swim", "other"]
        do {
            let old = try Database(path: path, migrations: Array(Migrations.all.prefix(applied)))
            for (index, type) in oldTypes.enumerated() {
                try old.execute(
                    "INSERT INTO activities (start_utc, utc_offset, type, distance_m, duration_s, elevation_m, created_utc) VALUES (?, 0, ?, 1000, 600, 0, 0)",
                    [Int64(1_764_400_000 + index * 3_600), type])
            }
            // The newest row is deleted: its id must not come back where ids are never reused (0006).
            try old.execute("INSERT INTO activities (start_utc, utc_offset, type, duration_s, created_utc) VALUES (1764500000, 0, 'run', 60, 0)")
            try old.execute("DELETE FROM activities WHERE start_utc = 1764500000")
        }
        let upgraded = try Database(path: path)
        let store = ActivityStore(database: upgraded)
        let activities = try store.fetch().sorted { $0.start.secondsSince1970 < $1.start.secondsSince1970 }
        #expect(activities.map(\.type.rawValue) == oldTypes)
        let added = try store.insert(
            Activity(start: LocalInstant(secondsSince1970: 1_764_600_000, utcOffset: 0), type: .openWaterSwim, distance: 1500, duration: 1800),
            createdAt: 0)
        #expect(try store.fetch(id: added.id ?? 0)?.type == .openWaterSwim)
        if Migrations.all[applied - 1].version >= 6 {
            #expect(added.id == 8)
        }
        #expect(try upgraded.health().isIntact)
    }

    @Test func newerDatabaseIsRefusedUntouched() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("future.db")
        let future = Migration(version: Migrations.latestVersion + 1, name: "9999_future.sql", sql: "CREATE TABLE future (x);")
        do {
            let database = try Database(path: path, migrations: Migrations.all + [future])
            try Self.seed(database, version: Migrations.latestVersion)
        }
        let before = try #require(FileManager.default.contents(atPath: path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        #expect(throws: FileError.self) { try Database(path: path) }
        #expect(FileManager.default.contents(atPath: path) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        do {
            _ = try Database(path: path)
            Issue.record("a newer database opened")
        } catch let error as FileError {
            #expect(error.message.contains("schema version \(Migrations.latestVersion + 1)"))
            #expect(error.message.contains("upgrade tracker"))
        }
    }

    @Test func upgradeIsOneStepPerMigrationAndRepeatable() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("t.db")
        _ = try Database(path: path, migrations: [])
        #expect(try Database.openExisting(path: path, readOnly: true).schemaVersion() == 0)
        _ = try Database(path: path)
        _ = try Database(path: path)
        #expect(try Database.openExisting(path: path, readOnly: true).schemaVersion() == Migrations.latestVersion)
    }
}
