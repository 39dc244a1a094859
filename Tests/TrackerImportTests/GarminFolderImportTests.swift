import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// A watch's folder holds settings, monitoring and workout FIT files beside the activities: those
/// are skipped, not rejected, and the import succeeds.
@Suite struct GarminFolderImportTests {
    static func notAnActivity(fileType: UInt64) -> [UInt8] {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, fileType)])
        return fit.file()
    }

    @Test func filesThatAreNotActivitiesAreSkippedAndTheImportSucceeds() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = tracker.directory.file("GARMIN")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let files: [(String, [UInt8])] = [
            ("Settings.fit", Self.notAnActivity(fileType: 2)), ("Monitor.fit", Self.notAnActivity(fileType: 32)),
            ("Workout.fit", Self.notAnActivity(fileType: 5)), ("Run.fit", FITBuilder.sampleRun().file()),
        ]
        for (name, bytes) in files { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        let result = tracker.run(["import", folder])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Settings.fit: skipped: not an activity file: its file type is 2 (settings)"), "\(result.output)")
        #expect(result.output.contains("Monitor.fit: skipped: not an activity file: its file type is 32 (monitoring)"))
        #expect(result.output.contains("Workout.fit: skipped: not an activity file: its file type is 5 (workout)"))
        #expect(!result.output.contains("rejected") && result.error.isEmpty)
        #expect(result.output.contains("Added 1 from 4 files") && result.output.contains("3 files skipped as not activities"))
        // The files were remembered as read: --rescan reads them again.
        let json = tracker.run(["import", "--dry-run", "--rescan", "--json", folder]).output
        #expect(json.contains("\"skipped\": 3") || json.contains("\"skipped\":3"), "\(json)")
        // An activity file that is broken still fails the import.
        try Data(Self.notAnActivity(fileType: 4)).write(to: URL(fileURLWithPath: folder + "/Broken.fit"))
        #expect(tracker.run(["import", folder]).status == 1)
    }
}
