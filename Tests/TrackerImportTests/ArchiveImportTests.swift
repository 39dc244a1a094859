import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport

/// The `.zip` Strava sends, imported as it is: read with libarchive, entry by entry, in memory.
@Suite struct ArchiveImportTests {
    static let csvHeader = ImportCommandTests.stravaHeader

    /// A GPX run `offset` seconds after 29 Nov 2026 07:30 UTC.
    static func gpx(at offset: Int) -> [UInt8] {
        Array(GPXReaderTests.gpx([(46, 14, 300, offset), (46.01, 14, 320, offset + 600)]).utf8)
    }

    func gzipped(_ bytes: [UInt8], in harness: TrackerHarness) throws -> [UInt8] {
        let path = harness.directory.file("entry.gz")
        Fixtures.writeGzip(bytes, to: path)
        return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// A Strava export: activities.csv listing 201 (with its file) and 203 (entered by hand),
    /// the file of 201, and the file of 202 that the CSV does not list, gzipped.
    func stravaExport(prefix: String, in harness: TrackerHarness) throws -> [(String, [UInt8])] {
        let csv = Self.csvHeader
            + "201,\"Nov 29, 2026, 7:30:00 AM\",Listed,Run,,600,1.1,,,,,,activities/201.gpx,,,,,1112,,,20,\n"
            + "203,\"Nov 27, 2026, 6:00:00 PM\",By hand,Ride,,3600,20.5,,,,,,,,,,,,,,,\n"
        return [
            (prefix + "activities.csv", Array(csv.utf8)),
            (prefix + "profile.csv", Array("Athlete ID,Email\n1,a@b.c\n".utf8)),
            (prefix + "activities/201.gpx", Self.gpx(at: 0)),
            (prefix + "activities/202.gpx.gz", try gzipped(Self.gpx(at: 7200), in: harness)),
        ]
    }

    func count(_ harness: TrackerHarness) throws -> Int {
        try ActivityStore(database: try Database(path: harness.databasePath)).count()
    }

    // MARK: - A Strava export

    @Test(arguments: ["", "export_12345/"])
    func aStravaZipImportsInOneCommandLikeItsFolder(prefix: String) throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("export_12345.zip")
        try ZipFixture.write(try stravaExport(prefix: prefix, in: harness), to: zip)
        let result = harness.run(["import", zip])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("export_12345.zip:\(prefix)activities.csv: 2 added; 1 of 1 row got its recording"))
        #expect(result.output.contains("export_12345.zip:\(prefix)activities/202.gpx.gz: 1 added"))
        #expect(result.output.contains("Added 3 from 2 files, 0 duplicates skipped; 1 of 1 row got its recording."))
        #expect(try count(harness) == 3)
        let store = ActivityStore(database: try Database(path: harness.databasePath))
        let origins = try store.fetch().compactMap { try store.origin(id: $0.id ?? 0) }
        #expect(Set(origins.map(\.source)) == ["strava", "gpx"])
        #expect(origins.contains { $0.source == "gpx" && $0.sourceID == "202.gpx" })

        // Again, and the same export unpacked: nothing new.
        let again = harness.run(["import", zip])
        #expect(again.output.contains("Added 0 from 2 files, 3 duplicates skipped; 1 of 1 row has its recording (1 had it already)."))
        #expect(try count(harness) == 3)
    }

    @Test func theSameExportZippedOrUnpackedGivesTheSameRows() throws {
        let zipped = TrackerHarness()
        let zip = zipped.directory.file("export.zip")
        let entries = try stravaExport(prefix: "", in: zipped)
        try ZipFixture.write(entries, to: zip)
        #expect(zipped.run(["import", zip]).status == 0)

        let unpacked = TrackerHarness()
        let folder = unpacked.directory.file("export")
        try FileManager.default.createDirectory(atPath: folder + "/activities", withIntermediateDirectories: true)
        for (name, bytes) in entries {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes))
        }
        #expect(unpacked.run(["import", folder]).status == 0)
        #expect(try ImportCommandTests.rows(zipped.databasePath) == ImportCommandTests.rows(unpacked.databasePath))
    }

    @Test func aZipIsKnownByItsSignatureWhateverItsName() throws {
        let harness = TrackerHarness()
        let download = harness.directory.file("strava-download")
        try ZipFixture.write(try stravaExport(prefix: "", in: harness), to: download)
        let result = harness.run(["import", download])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(try count(harness) == 3)
    }

    @Test func anArchiveOfActivityFilesImportsEachOfThem() throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("rides.zip")
        try ZipFixture.write([
            ("a.gpx", Self.gpx(at: 0)),
            ("more/b.gpx.gz", try gzipped(Self.gpx(at: 86_400), in: harness)),
            ("notes.txt", Array("not an activity".utf8)),
        ], to: zip)
        let result = harness.run(["import", zip])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("rides.zip:a.gpx: 1 added"))
        #expect(result.output.contains("rides.zip:more/b.gpx.gz: 1 added"))
        #expect(try count(harness) == 2)
    }

    @Test func aRejectedActivitiesCSVInAZipLeavesEveryFileToBeImportedOnItsOwn() throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("export.zip")
        let csv = Self.csvHeader
            + "201,\"Nov 29, 2026, 7:30:00 AM\",Listed,Run,,600,1.1,,,,,,activities/201.gpx,,,,,1112,,,20,\n"
            + "202,not a date,Listed,Run,,600,1.1,,,,,,activities/202.gpx,,,,,1112,,,20,\n"
        try ZipFixture.write([
            ("activities.csv", Array(csv.utf8)),
            ("activities/201.gpx", Self.gpx(at: 0)),
            ("activities/202.gpx", Self.gpx(at: 7200)),
        ], to: zip)
        let result = harness.run(["import", zip])
        #expect(result.status == 1)
        #expect(result.output.contains("export.zip:activities.csv:3: rejected: Activity Date 'not a date' is not a date"))
        #expect(result.output.contains("export.zip:activities/201.gpx: 1 added"))
        #expect(result.output.contains("export.zip:activities/202.gpx: 1 added"))
        #expect(try count(harness) == 2)
    }

    @Test func aDryRunOfAZipReportsWhatARealRunWouldAndStoresNothing() throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("export.zip")
        try ZipFixture.write(try stravaExport(prefix: "", in: harness), to: zip)
        let dry = harness.run(["import", "--dry-run", zip])
        #expect(dry.status == 0)
        #expect(dry.output.contains("export.zip:activities.csv: 2 to add; 1 of 1 row would get its recording"))
        #expect(dry.output.contains("export.zip:activities/202.gpx.gz: 1 to add"))
        #expect(try count(harness) == 0)
    }

    // MARK: - Refusals: nothing stored

    /// An archive whose second entry is damaged: a byte changed inside it, or the file cut short.
    @Test(arguments: ["changed byte", "cut short"])
    func aDamagedZipIsRefusedByNameAndNothingIsStored(damage: String) throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("export.zip")
        // Stored, not deflated, so that the damage lands inside the GPX's bytes.
        try ZipFixture.write(try stravaExport(prefix: "", in: harness), to: zip, stored: true)
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: zip)))
        if damage == "changed byte" {
            let marker = Array("<trkpt".utf8)
            let at = try #require((0...(bytes.count - marker.count)).first { Array(bytes[$0..<($0 + marker.count)]) == marker })
            bytes[at + 1] = UInt8(ascii: "X")
        } else {
            bytes = Array(bytes.prefix(bytes.count * 2 / 3))
        }
        _ = FileManager.default.createFile(atPath: zip, contents: Data(bytes))
        let result = harness.run(["import", zip])
        #expect(result.status == 1)
        #expect(result.output.contains("export.zip: rejected: "), "\(result.output)")
        #expect(result.output.contains("damaged"), "\(result.output)")
        #expect(result.error.contains("the file was rejected; nothing was imported"))
        #expect(try count(harness) == 0)
    }

    @Test(arguments: ["../x.gpx", "activities/../../x.gpx", "/tmp/x.gpx", "C:\\x.gpx"])
    func anEntryNamedOutsideTheArchiveRefusesItAndNothingIsWrittenAnywhere(name: String) throws {
        let harness = TrackerHarness()
        let folder = harness.directory.file("inside")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let zip = folder + "/export.zip"
        try ZipFixture.write(try stravaExport(prefix: "", in: harness) + [(name, Self.gpx(at: 20_000))], to: zip)
        let result = harness.run(["import", zip])
        #expect(result.status == 1)
        // libarchive reads a backslash in a zip entry's name as a slash.
        #expect(result.output.contains("export.zip: rejected: has an entry named '\(name.replacingOccurrences(of: "\\", with: "/"))', outside the archive"), "\(result.output)")
        #expect(try count(harness) == 0)
        // Nothing was extracted beside the archive or above it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["export.zip"])
        for place in [harness.directory.path, FileManager.default.currentDirectoryPath, "/tmp"] {
            #expect(!FileManager.default.fileExists(atPath: place + "/x.gpx"))
        }
    }

    @Test func aStravaFormatZipWithoutActivitiesCSVIsRefused() throws {
        let harness = TrackerHarness()
        let zip = harness.directory.file("rides.zip")
        try ZipFixture.write([("a.gpx", Self.gpx(at: 0))], to: zip)
        let result = harness.run(["import", "--format", "strava", zip])
        #expect(result.status == 1)
        #expect(result.output.contains("rides.zip: rejected: is a zip archive without activities.csv; a Strava export has one"))
        #expect(try count(harness) == 0)
    }

    @Test func aZipWithNothingToImportSaysSo() throws {
        let harness = TrackerHarness()
        let document = harness.directory.file("letter.docx")
        try ZipFixture.write([("word/document.xml", Array("<w:document/>".utf8))], to: document)
        let result = harness.run(["import", document])
        #expect(result.status == 1)
        #expect(result.output.contains("letter.docx: rejected: is a zip archive with no activities.csv and no .csv, .json, .gpx, .tcx or .fit files"))
    }

    // MARK: - Planning

    @Test func thePlanFollowsTheShallowestActivitiesCSV() {
        let plan = ArchivePlan(entries: [
            "export/activities.csv", "export/activities/1.gpx", "export/activities/deeper/2.gpx", "export/media/3.jpg",
            "export/activities/4.fit.gz", "activities/5.gpx",
        ], readsStrava: true)
        #expect(plan.stravaCSV == "export/activities.csv")
        #expect(plan.files == ["export/activities/1.gpx", "export/activities/4.fit.gz"])
        #expect(plan.relativeName("export/activities/1.gpx") == "activities/1.gpx")
        let plain = ArchivePlan(entries: ["export/activities.csv", "a.gpx", "b.txt"], readsStrava: false)
        #expect(plain.stravaCSV == nil && plain.files == ["export/activities.csv", "a.gpx"])
        // What macOS adds when it zips a folder is not an activity.
        let fromMac = ArchivePlan(entries: ["a.gpx", "__MACOSX/._a.gpx", "rides/._b.gpx", "rides/b.gpx"], readsStrava: true)
        #expect(fromMac.files == ["a.gpx", "rides/b.gpx"])
    }

    @Test(arguments: [
        ("activities/1.gpx", true), ("export_1/activities.csv", true), ("a..b.gpx", true),
        ("../x", false), ("a/../../x", false), ("/etc/passwd", false), ("\\x", false), ("C:\\x", false), ("c:/x", false), ("", false),
    ])
    func namesOutsideTheArchiveAreKnown(name: String, safe: Bool) {
        #expect(ArchivePlan.isSafe(name) == safe)
    }
}
