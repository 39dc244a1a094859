import Foundation
import Testing
@testable import TrackerMigrations
import TrackerStore
import TrackerTestSupport

@Suite struct DoctorCommandTests {
    @Test func healthyDatabase() throws {
        let harness = BackupCommandTests.harnessWithActivities(2)
        let before = harness.databaseBytes()
        let result = harness.run(["doctor"], columns: 300)
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Database   \(harness.databasePath) (") == true)
        #expect(lines.contains("Integrity  ok"))
        #expect(lines.contains("Schema     version \(Migrations.latestVersion) (current)"))
        // The Rows line goes on under its value when it is longer than the widest line doctor writes.
        let rowsStart = try #require(lines.firstIndex { $0.hasPrefix("Rows ") })
        let rows = ([lines[rowsStart]] + lines[(rowsStart + 1)...].prefix { $0.hasPrefix("           ") })
            .map { $0.dropFirst(11) }.joined(separator: " ")
        #expect(rows == "activities 2, activity_buckets 3, activity_curves 0, activity_search 2, activity_spans 1, activity_streams 0, activity_tiles 0, best_efforts 0, day_distances 1, gear 0, identity_databases 1, imported_files 0, mood_tags 0, moods 1, route_ends 0, route_signatures 0, segment_efforts 0, segments 0, settings 0, tiles 0, type_bests 1, zone_histograms 0")
        #expect(lines.contains("Totals     3 kept buckets, in step"))
        #expect(lines.contains("Streams    0 activities, 0 samples, 0 B"))
        #expect(lines.contains("Search     2 activities indexed, in step"))
        #expect(lines.contains { $0.hasPrefix("Journal    wal") })
        #expect(lines.contains("Access     private to its owner"))
        #expect(lines.last == "No problems found.")
        #expect(harness.databaseBytes() == before)
    }

    @Test func olderSchemaGetsAdviceNotAnUpgrade() throws {
        let harness = TrackerHarness()
        _ = try Database(path: harness.databasePath, migrations: Array(Migrations.all.prefix(1)))
        let result = harness.run(["doctor"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Schema     version 1, older than this tracker (\(Migrations.latestVersion))"))
        #expect(result.output.contains("Advice     the next tracker command upgrades it"))
        #expect(try Database.openExisting(path: harness.databasePath, readOnly: true).schemaVersion() == 1)
    }

    @Test func exposedFilesAndMissingTablesAreProblems() throws {
        let harness = BackupCommandTests.harnessWithActivities(1)
        do {
            let database = try Database(path: harness.databasePath)
            try database.execute("DROP TABLE moods")
        }
        chmod(harness.databasePath, 0o644)
        let result = harness.run(["doctor"])
        #expect(result.status == 1)
        #expect(result.output.contains("Missing    table moods"))
        #expect(result.output.contains("Access     readable by others: \(harness.databasePath)"))
        #expect(result.output.contains("Advice     chmod 600 \(harness.databasePath)"))
        #expect(result.error == "tracker: error: doctor found 2 problems: tables or columns are missing; the files are readable by other users\n")
    }

    @Test func damagedDatabaseIsReportedWithWhatToDo() throws {
        let harness = TrackerHarness()
        var rootPage: Int64 = 0
        do {
            let database = try Database(path: harness.databasePath)
            let store = ActivityStore(database: database)
            try database.inTransaction {
                for index in 0..<400 {
                    try store.insert(.init(start: .init(secondsSince1970: Int64(index), utcOffset: 0), name: String(repeating: "y", count: 200), distance: 1, duration: 1), createdAt: 0)
                }
            }
            rootPage = try database.fetchInt("SELECT rootpage FROM sqlite_master WHERE name = 'activities'") ?? 0
        }
        // Overwrite the activities table's root page, b-tree header and all.
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: harness.databasePath))
        try handle.seek(toOffset: UInt64(4096 * (rootPage - 1)))
        handle.write(Data(repeating: 0x5A, count: 4096))
        try handle.close()
        let result = harness.run(["doctor"])
        #expect(result.status == 1)
        #expect(result.output.contains("tracker restore FILE") || result.output.contains("Integrity  cannot be read"), "\(result.output)")
        #expect(result.error.contains("doctor found"))
    }

    @Test func missingDatabaseIsNotCreated() {
        let harness = TrackerHarness()
        let result = harness.run(["doctor"])
        #expect(result.status == 1)
        #expect(result.error.contains("there is no database at"))
        #expect(!FileManager.default.fileExists(atPath: harness.databasePath))
    }
}
