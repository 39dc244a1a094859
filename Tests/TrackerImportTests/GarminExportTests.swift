import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTestSupport

/// Garmin Connect's "Export your data" archive, built with Garmin's folder names around the shared
/// FIT fixtures: FIT files inside the uploaded files' zips, and the summaries of every activity.
@Suite struct GarminExportTests {
    /// The fenix 5 run fixture's session: 2017-06-11T14:34:09Z, 157.56 m in 56.887 s.
    static let runStartMilliseconds = 1_497_191_649_000.0

    /// The summaries: the run the FIT file holds, and a swim that has no file.
    static func summaries() -> [UInt8] {
        let run = """
        {"activityId": 1001, "name": "Lunch Run", "activityType": "running", "sportType": "RUNNING",
         "beginTimestamp": \(Int(runStartMilliseconds)), "startTimeGmt": \(runStartMilliseconds),
         "startTimeLocal": \(runStartMilliseconds + 7_200_000), "duration": 56887.0, "distance": 15756.0, "elevationGain": 200.0}
        """
        let swim = """
        {"activityId": 1002, "name": "Pool", "activityType": "lap_swimming", "startTimeGmt": 1497340800000.0,
         "startTimeLocal": 1497348000000.0, "duration": 1800000.0, "distance": 150000.0}
        """
        return Array("[{\"summarizedActivitiesExport\": [\(run), \(swim)]}]".utf8)
    }

    /// The export's entries around `uploaded`, the bytes of its uploaded files' zip.
    static func exportEntries(uploaded: [UInt8]) -> [(String, [UInt8])] {
        [
            ("DI_CONNECT/DI-Connect-User/user_profile.json", Array("{\"userName\": \"runner\"}".utf8)),
            ("DI_CONNECT/DI-Connect-Uploaded-Files/UploadedFiles_0-_Part1.zip", uploaded),
            ("DI_CONNECT/DI-Connect-Fitness/runner@example.com_0_summarizedActivities.json", summaries()),
        ]
    }

    static func zipBytes(_ entries: [(String, [UInt8])], in directory: String, name: String) throws -> [UInt8] {
        let path = directory + "/" + name
        try ZipFixture.write(entries, to: path)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    static func fixtureRun() throws -> [UInt8]? {
        guard let path = Fixtures.shared("fit/garmin-fenix-5-run.fit") else { return nil }
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test func theExportZipImportsItsNestedFITFilesAndTheSummariesWithoutAFile() throws {
        guard let run = try Self.fixtureRun() else {
            print("skipped: ../shared/fixtures/fit is absent")
            return
        }
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let uploaded = try Self.zipBytes([("runner@example.com_1001.fit", run)], in: tracker.directory.path, name: "part.zip")
        let export = tracker.directory.file("export.zip")
        try ZipFixture.write(Self.exportEntries(uploaded: uploaded), to: export)
        let result = tracker.run(["import", export])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("Added 2"), "\(result.output)")
        let list = tracker.run(["list", "--json"]).output
        // The run from its FIT file once (the summary was the same activity), the swim from its summary.
        #expect(list.components(separatedBy: "\"type\": \"run\"").count == 2, "\(list)")
        #expect(list.contains("\"type\": \"swim\"") || list.contains("\"type\": \"pool-swim\""), "\(list)")
        #expect(list.contains("1500"), "\(list)")
        // Imported again, nothing is added.
        let again = tracker.run(["import", export])
        #expect(again.status == 0)
        #expect(tracker.run(["list", "--json"]).output == list)
    }

    @Test func theUnpackedFolderImportsTheSame() throws {
        guard let run = try Self.fixtureRun() else {
            print("skipped: ../shared/fixtures/fit is absent")
            return
        }
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = tracker.directory.file("garmin-export")
        let uploaded = try Self.zipBytes([("runner@example.com_1001.fit", run)], in: tracker.directory.path, name: "part.zip")
        for (name, bytes) in Self.exportEntries(uploaded: uploaded) {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        let result = tracker.run(["import", folder])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(!result.output.contains("user_profile"), "\(result.output)")
        let list = tracker.run(["list", "--json"]).output
        #expect(list.components(separatedBy: "\"type\": \"run\"").count == 2, "\(list)")
        #expect(list.contains("\"name\": \"Pool\""), "\(list)")
    }

    @Test func aSummaryKeepsGarminsUnitsAndLocalOffset() throws {
        var records: [ImportRecord] = []
        try GarminSummaryReader(options: Fixtures.options).read(DataByteStream(Self.summaries())) { records.append($0) }
        guard records.count == 2, case .activity(let run) = records[0], case .activity(let swim) = records[1] else {
            Issue.record("expected two activities, got \(records)")
            return
        }
        #expect(run.activity.start.secondsSince1970 == 1_497_191_649)
        #expect(run.activity.start.utcOffset == 7200)
        #expect(abs(run.activity.distance - 157.56) < 0.001)
        #expect(abs(run.activity.duration - 56.887) < 0.001)
        #expect(run.activity.elevationGain == 2)
        #expect(run.activity.type == .run)
        #expect(run.sourceID == "1001")
        #expect(swim.activity.distance == 1500 && swim.activity.duration == 1800)
    }

    @Test func zipsNestedTooDeepAreRefusedAndNothingIsStored() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let directory = tracker.directory.path
        let fit = FITBuilder.sampleRun().file()
        // The export, its uploaded zip, a zip in that, and one more: four archives deep.
        let deepest = try Self.zipBytes([("run.fit", fit)], in: directory, name: "d.zip")
        let third = try Self.zipBytes([("again.zip", deepest)], in: directory, name: "c.zip")
        let uploaded = try Self.zipBytes([("run.fit", fit), ("inner.zip", third)], in: directory, name: "b.zip")
        let export = tracker.directory.file("export.zip")
        try ZipFixture.write(Self.exportEntries(uploaded: uploaded), to: export)
        let result = tracker.run(["import", export])
        #expect(result.status == 1, "\(result.output)\(result.error)")
        let message = result.output + result.error
        #expect(message.contains("nested more than 3 archives deep"), "\(message)")
        #expect(tracker.run(["list", "--json"]).output == "[]\n")
        // Three deep is read.
        let shallow = try Self.zipBytes([("run.fit", fit), ("inner.zip", deepest)], in: directory, name: "b2.zip")
        try ZipFixture.write(Self.exportEntries(uploaded: shallow), to: export)
        let accepted = tracker.run(["import", export])
        #expect(accepted.status == 0, "\(accepted.output)\(accepted.error)")
    }

    @Test func aNestedEntryNamedOutsideTheArchiveIsRefused() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let uploaded = try Self.zipBytes([("../../escape.fit", FITBuilder.sampleRun().file())], in: tracker.directory.path, name: "b.zip")
        let export = tracker.directory.file("export.zip")
        try ZipFixture.write(Self.exportEntries(uploaded: uploaded), to: export)
        let result = tracker.run(["import", export])
        #expect(result.status == 1)
        #expect((result.output + result.error).contains("outside the archive"), "\(result.output)\(result.error)")
        #expect(tracker.run(["list", "--json"]).output == "[]\n")
    }
}
