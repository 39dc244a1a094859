import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

/// The command line around streams: merging into a typed activity, the overlap warning, new records,
/// `--type` on a file imported twice, doctor, backup and restore, edit.
@Suite struct StreamCommandTests {
    /// A run along a meridian from 2026-11-28T08:01:40Z at `speed` m/s, a point every 10 s.
    static func runGPX(seconds: Int = 1_500, speed: Double = 3.35, startOffset: Int = 0, type: String? = nil) -> String {
        let points = stride(from: 0, through: seconds, by: 10).map { second in
            (46 + Double(second) * speed / 111_195, 14.0, 300.0, 1_795_852_900 - 1_795_937_400 + startOffset + second)
        }
        return GPXReaderTests.gpx(points, type: type)
    }

    static func database(_ harness: TrackerHarness) throws -> Database {
        try Database(path: harness.databasePath)
    }

    @Test func aWatchFileIsMergedIntoTheRunTypedByHand() throws {
        let harness = TrackerHarness()
        let added = harness.run(["add", "--date", "2026-11-28T08:00", "--distance", "5km", "--duration", "25m", "--name", "Tempo", "--notes", "windy"])
        #expect(added.status == 0, "\(added.error)")
        let file = harness.directory.file("watch.gpx")
        Fixtures.write(Self.runGPX(type: "run"), to: file)
        let result = harness.run(["import", file])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("watch.gpx: 0 added, merged into #1"), "\(result.output)")
        let activity = try #require(try ActivityStore(database: try Self.database(harness)).fetch(id: 1))
        #expect(activity.name == "Tempo" && activity.notes == "windy" && activity.type == .run)
        #expect(ISO8601.string(activity.start) == "2026-11-28T08:01:40+00:00")
        #expect(try StreamStore(database: try Self.database(harness)).hasStream(forActivity: 1))
        // A dry run says it would merge and changes nothing.
        let other = TrackerHarness()
        other.run(["add", "--date", "2026-11-28T08:00", "--distance", "5km", "--duration", "25m"])
        #expect(other.run(["import", "--dry-run", file]).output.contains("watch.gpx: 0 to add, would be merged into #1"))
        #expect(try !StreamStore(database: try Self.database(other)).hasStream(forActivity: 1))
    }

    @Test func addWarnsWhenTheNewActivityOverlapsAStoredOne() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("watch.gpx")
        Fixtures.write(Self.runGPX(type: "run"), to: file)
        #expect(harness.run(["import", file]).status == 0)
        let result = harness.run(["add", "--date", "2026-11-28T08:00", "--distance", "5km", "--duration", "25m"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Added #2"))
        #expect(result.error.contains("warning: #2 overlaps #1 Run Sat 28 Nov 2026 08:01 5.03 km, already stored"), "\(result.error)")
        // One after it, on another day, is no warning.
        #expect(harness.run(["add", "--date", "2026-11-29T07:00", "--distance", "5km", "--duration", "25m"]).error.isEmpty)
    }

    /// The same file with `--type ride` and without: one activity (the types' families differ, but
    /// the file's own `other` is compatible with anything).
    @Test func theSameFileWithAndWithoutATypeIsStoredOnce() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("track.gpx")
        Fixtures.write(Self.runGPX(speed: 6), to: file)
        #expect(harness.run(["import", "--type", "ride", file]).output.contains("track.gpx: 1 added"))
        #expect(harness.run(["import", file]).output.contains("track.gpx: 0 added, 1 duplicate skipped"))
        #expect(try ActivityStore(database: try Self.database(harness)).count() == 1)
    }

    @Test func importAnnouncesANewRecordAndWhatItBeat() throws {
        let harness = TrackerHarness()
        let slow = harness.directory.file("slow.gpx")
        Fixtures.write(Self.runGPX(seconds: 1_800, speed: 3.0, startOffset: -86_400, type: "run"), to: slow)
        let first = harness.run(["import", slow])
        #expect(!first.output.contains("New record"), "the first run sets records without announcing them")
        let fast = harness.directory.file("fast.gpx")
        Fixtures.write(Self.runGPX(seconds: 1_800, speed: 4.0, type: "run"), to: fast)
        let second = harness.run(["import", fast])
        // 5 km at 3 m/s takes 1666.7 s (27:47), at 4 m/s 1250 s (20:50).
        #expect(second.output.contains("New record: 5 km in 20:50, was 27:47 (run #2)"), "\(second.output)")
        #expect(second.output.contains("New record: 1 km in 4:10, was 5:33 (run #2)"))
        // add announces whole-activity records only.
        let added = harness.run(["add", "--distance", "10km", "--duration", "1h", "--date", "2026-11-29T07:00"])
        #expect(added.output.contains("New record: longest distance 10.00 km, was 7.20 km (run #3)"), "\(added.output)")
        #expect(!added.output.contains("5 km in"))
    }

    @Test func editRecomputesTheEfforts() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("run.gpx")
        Fixtures.write(Self.runGPX(type: "run"), to: file)
        harness.run(["import", file])
        let efforts = BestEffortStore(database: try Self.database(harness))
        #expect(try efforts.efforts(forActivity: 1).count == 4)
        #expect(harness.run(["edit", "1", "--type", "walk"]).status == 0)
        #expect(try efforts.efforts(forActivity: 1).isEmpty)
    }

    @Test func doctorReportsTheStreamsAndBackupAndRestoreCarryThem() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("run.gpx")
        Fixtures.write(Self.runGPX(type: "run"), to: file)
        harness.run(["import", file])
        let doctor = harness.run(["doctor"])
        #expect(doctor.output.contains("Streams    1 activity, 151 samples, "), "\(doctor.output)")
        let backup = harness.directory.file("backup.db")
        #expect(harness.run(["backup", backup]).status == 0)
        let restored = TrackerHarness()
        restored.run(["add", "--distance", "1km", "--duration", "10m"])
        let restore = restored.run(["restore", backup])
        #expect(restore.status == 0, "\(restore.error)")
        let database = try Self.database(restored)
        let original = try StreamStore(database: try Self.database(harness)).stream(forActivity: 1)
        #expect(try StreamStore(database: database).stream(forActivity: 1) == original)
        #expect(try BestEffortStore(database: database).efforts(forActivity: 1).count == 4)
    }
}
