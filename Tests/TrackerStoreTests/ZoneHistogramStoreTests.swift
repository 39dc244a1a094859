import Foundation
import Testing
import TrackerCore
import TrackerMigrations
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Zone histograms are kept by the writer's after-write step: on import, edit, delete and rebuild.
@Suite struct ZoneHistogramStoreTests {
    static let start = LocalInstant(secondsSince1970: 1_700_000_000, utcOffset: 0)

    /// Twenty minutes at 3 m/s, a sample a second, heart rate 120 to 179 and power 150 to 209.
    static func stream() throws -> ActivityStream {
        let time = (0...1200).map(Double.init)
        return try ActivityStream(
            time: time, distance: time.map { $0 * 3 }, heartRate: time.map { 120 + ($0 / 20).rounded(.down) },
            power: time.map { 150 + ($0 / 20).rounded(.down) })
    }

    static func imported(_ database: Database, type: ActivityType = .run) throws -> Int64 {
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile {
            try writer.add(Activity(start: start, type: type, distance: 3600, duration: 1200), stream: try stream(), source: "gpx", sourceID: nil)
        }
        return try #require(try ActivityStore(database: database).fetch().first?.id)
    }

    @Test func anImportStoresEachKindsHistogramOfTheStoredStream() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let id = try Self.imported(database)
        let store = ZoneHistogramStore(database: database)
        let stored = try #require(try StreamStore(database: database).stream(forActivity: id))
        for kind in ZoneKind.allCases {
            #expect(try store.histogram(forActivity: id, kind: kind) == ZoneHistogram(kind, of: stored), "\(kind)")
        }
        let heart = try #require(try store.histogram(forActivity: id, kind: .heartRate))
        #expect(heart.totalSeconds == 1200 && heart.firstBucket == 120)
        let week = try store.histograms(kind: .heartRate, from: Self.start.secondsSince1970, until: Self.start.secondsSince1970 + 1)
        #expect(week.map(\.histogram) == [heart])
        #expect(try store.histograms(kind: .heartRate, from: Self.start.secondsSince1970 + 1, until: Self.start.secondsSince1970 + 99).isEmpty)
    }

    @Test func anEditToARideDropsPaceAndADeleteDropsAll() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let id = try Self.imported(database)
        let store = ZoneHistogramStore(database: database)
        var activity = try #require(try ActivityStore(database: database).fetch(id: id))
        activity.type = .ride
        _ = try ActivityStore(database: database).update(activity)
        #expect(try store.histogram(forActivity: id, kind: .pace) == nil)
        #expect(try store.histogram(forActivity: id, kind: .power) != nil)
        try ActivityStore(database: database).delete(id: id)
        #expect(try database.fetchInt("SELECT count(*) FROM zone_histograms") == 0)
    }

    @Test func rebuildFillsHistogramsAndLoadsStoredBefore() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let id = try Self.imported(database)
        let before = try database.fetch("SELECT kind, buckets FROM zone_histograms ORDER BY kind") { [$0.value(0), $0.value(1)] }
        let load = try #require(try ActivityStore(database: database).fetch(id: id)?.load)
        // As migration 0022 leaves an older database: no histograms, no load.
        try database.execute("DELETE FROM zone_histograms")
        try database.execute("UPDATE activities SET load = NULL, load_method = NULL")
        _ = try BestEffortStore(database: database).rebuild()
        #expect(try database.fetch("SELECT kind, buckets FROM zone_histograms ORDER BY kind") { [$0.value(0), $0.value(1)] } == before)
        #expect(try ActivityStore(database: database).fetch(id: id)?.load == load)
    }

    /// Migration 0022 on a database of the schema before it: loads cleared, the new methods accepted.
    @Test func theMigrationClearsLoadsAndWidensTheMethods() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("old.db")
        let old = try Database(path: path)
        _ = try Self.imported(old)
        try old.execute("DROP TABLE zone_histograms")
        try old.execute("ALTER TABLE activities DROP COLUMN load_method")
        try old.execute("ALTER TABLE activities ADD COLUMN load_method TEXT CHECK (load_method IN ('heart_rate', 'session_effort', 'estimate'))")
        try old.execute("UPDATE activities SET load = 80, load_method = 'heart_rate', load_estimated = 1")
        // The tables of the migrations after 0022 are made again by them.
        for table in ["activity_buckets", "route_signatures", "route_ends", "segment_efforts", "segments"] {
            try old.execute("DROP TABLE \(table)")
        }
        try old.execute("PRAGMA user_version = 21")
        let migrated = try Database(path: path)
        #expect(try migrated.schemaVersion() == Migrations.latestVersion)
        #expect(try migrated.fetchInt("SELECT count(*) FROM activities WHERE load IS NULL AND load_estimated = 0") == 1)
        try migrated.execute("UPDATE activities SET load = 1, load_method = 'power'")
        #expect(try migrated.fetchInt("SELECT count(*) FROM activity_streams") == 1)
    }
}
