import Foundation
import Testing
import TrackerCore
import TrackerImport
import TrackerTestSupport

/// `tracker import DIR` remembers the files it read (migration 0021) and skips them the next time
/// without reading them; `--rescan` reads them again.
@Suite struct ImportMemoryTests {
    /// A folder of `count` FIT runs an hour apart, named run-1.fit ...
    static func watchFolder(_ tracker: TrackerHarness, count: Int, name: String = "watch") throws -> String {
        let folder = tracker.directory.file(name)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 1...count { try writeRun(index, to: folder + "/run-\(index).fit") }
        return folder
    }

    static func writeRun(_ index: Int, to path: String) throws {
        let bytes = FITBuilder.sampleRun(startTime: FITBuilder.startTime - UInt32(index) * 3600).file()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func aFolderImportedAgainReadsOnlyItsNewFiles() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 3)
        let first = tracker.run(["import", folder])
        #expect(first.status == 0, "\(first.output)\(first.error)")
        #expect(first.output.contains("Added 3 from 3 files, 0 duplicates skipped."), "\(first.output)")

        let again = tracker.run(["import", folder])
        #expect(again.status == 0, "\(again.error)")
        // Nothing is listed per file, and nothing was parsed, so no duplicate was found either.
        #expect(again.output == "Added 0 from 0 new files, 3 already imported, 0 duplicates skipped.\n")

        try Self.writeRun(4, to: folder + "/run-4.fit")
        let later = tracker.run(["import", folder])
        #expect(later.output.contains("run-4.fit: 1 added"))
        #expect(later.output.contains("Added 1 from 1 new file, 3 already imported, 0 duplicates skipped."), "\(later.output)")
        #expect(tracker.run(["list", "--csv"]).output.split(separator: "\r\n").count == 5)

        let json = tracker.run(["import", "--json", folder]).output
        #expect(json.contains("\"already_imported\": 4"), "\(json)")
    }

    @Test func rescanReadsEveryFileAgain() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 2)
        tracker.run(["import", folder])
        let rescan = tracker.run(["import", "--rescan", folder])
        #expect(rescan.status == 0)
        #expect(rescan.output.contains("Added 0 from 2 files, 2 duplicates skipped."), "\(rescan.output)")
    }

    @Test func theImporterDoesNotOpenAFileReadBefore() throws {
        let tracker = TrackerHarness()
        let folder = try Self.watchFolder(tracker, count: 2)
        let destination = RecordingDestination()
        let first = try Importer(destination: destination, options: Fixtures.options, format: .auto).run(paths: [folder])
        #expect(first.map(\.added) == [1, 1])
        let beganBefore = destination.events.filter { $0 == .begin }.count
        let second = try Importer(destination: destination, options: Fixtures.options, format: .auto).run(paths: [folder])
        #expect(second.allSatisfy(\.readBefore) && second.count == 2)
        #expect(destination.events.filter { $0 == .begin }.count == beganBefore, "a file known was written again")
        let rescanning = Importer(destination: destination, options: Fixtures.options, format: .auto)
        rescanning.rescan = true
        #expect(try rescanning.run(paths: [folder]).allSatisfy { !$0.readBefore && $0.duplicates == 1 })
    }

    @Test func aRejectedFileIsNotRememberedSoItIsReadOnceFixed() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 1)
        let broken = folder + "/run-2.fit"
        var bytes = FITBuilder.sampleRun(startTime: FITBuilder.startTime - 7200).file()
        bytes.removeLast(9)
        try Data(bytes).write(to: URL(fileURLWithPath: broken))
        let first = tracker.run(["import", folder])
        #expect(first.status == 1)
        #expect(first.output.contains("run-2.fit") && first.output.contains("rejected"), "\(first.output)")
        // Still broken: read again, rejected again; the good one is not read again.
        let second = tracker.run(["import", folder])
        #expect(second.status == 1)
        #expect(second.output.contains("run-2.fit") && second.output.contains("rejected"))
        #expect(second.output.contains("Added 0 from 1 new file, 1 already imported"), "\(second.output)")
        #expect(second.error == "tracker: error: the file was rejected; nothing was imported; 1 file already imported was not read\n", "\(second.error)")
        try Self.writeRun(2, to: broken)
        let fixed = tracker.run(["import", folder])
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.error)")
        #expect(fixed.output.contains("run-2.fit: 1 added"))
    }

    @Test func aFileNamedIsAlwaysRead() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 1)
        tracker.run(["import", folder])
        let named = tracker.run(["import", folder + "/run-1.fit"])
        #expect(named.output.contains("run-1.fit: 0 added, 1 duplicate skipped"), "\(named.output)")
        // ...and a file named is remembered for the folder.
        let other = try Self.watchFolder(tracker, count: 1, name: "other")
        try Self.writeRun(5, to: other + "/run-5.fit")
        tracker.run(["import", other + "/run-5.fit"])
        #expect(tracker.run(["import", other]).output.contains("2 already imported"))
    }

    @Test func anActivityDeletedSinceStaysDeletedUntilARescan() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 2)
        tracker.run(["import", folder])
        #expect(tracker.run(["delete", "1"]).status == 0)
        #expect(tracker.run(["import", folder]).output.contains("Added 0 from 0 new files, 2 already imported"))
        #expect(tracker.run(["list", "--csv"]).output.split(separator: "\r\n").count == 2)
        #expect(tracker.run(["import", "--rescan", folder]).output.contains("Added 1 from 2 files, 1 duplicate skipped."))
    }

    @Test func aFileIsKnownByItsBytesNotItsName() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 2)
        tracker.run(["import", folder])
        try FileManager.default.moveItem(atPath: folder + "/run-1.fit", toPath: folder + "/renamed.fit")
        // Rewritten in place with other bytes: a new file under a known name.
        try Self.writeRun(7, to: folder + "/run-2.fit")
        let again = tracker.run(["import", folder])
        #expect(again.output.contains("run-2.fit: 1 added") && !again.output.contains("renamed.fit"), "\(again.output)")
        #expect(again.output.contains("Added 1 from 1 new file, 1 already imported"), "\(again.output)")
    }

    @Test func aWatchFileThatIsNotAnActivityIsRememberedToo() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 1)
        try Data(GarminFolderImportTests.notAnActivity(fileType: 2)).write(to: URL(fileURLWithPath: folder + "/Settings.fit"))
        #expect(tracker.run(["import", folder]).output.contains("Settings.fit: skipped: not an activity file"))
        #expect(tracker.run(["import", folder]).output == "Added 0 from 0 new files, 2 already imported, 0 duplicates skipped.\n")
    }

    @Test func aDryRunRemembersNothing() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let folder = try Self.watchFolder(tracker, count: 2)
        let dry = tracker.run(["import", "--dry-run", folder])
        #expect(dry.output.contains("Dry run: would add 2 from 2 files"), "\(dry.output)")
        #expect(tracker.run(["import", folder]).output.contains("Added 2 from 2 files"))
    }

    @Test func aMountedGarminIsReadFromItsActivityFolder() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let mount = tracker.directory.file("media/GARMIN-FR")
        let activity = mount + "/Garmin/ACTIVITY"
        let monitor = mount + "/Garmin/Monitor"
        for folder in [activity, monitor] { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) }
        try Self.writeRun(1, to: activity + "/A1.FIT")
        try Self.writeRun(2, to: activity + "/A2.fit")
        // A file outside the activities, which an import of the whole device would read.
        try Self.writeRun(3, to: monitor + "/M1.fit")
        let result = tracker.run(["import", mount])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("A1.FIT: 1 added") && result.output.contains("A2.fit: 1 added"), "\(result.output)")
        #expect(!result.output.contains("M1.fit"))
        #expect(result.output.contains("Added 2 from 2 files"))
        // Its GARMIN folder itself does the same, and everything there is known now.
        #expect(tracker.run(["import", mount + "/Garmin"]).output.contains("Added 0 from 0 new files, 2 already imported"))
    }

    @Test func aStravaExportFolderImportedAgainReadsNothing() throws {
        guard let export = Fixtures.shared("strava-export") else {
            print("skipped: ../shared/fixtures/strava-export is absent")
            return
        }
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let copy = tracker.directory.file("strava")
        try FileManager.default.copyItem(atPath: export, toPath: copy)
        let first = tracker.run(["import", copy])
        #expect(first.status == 0, "\(first.output)\(first.error)")
        let count = tracker.run(["list", "--csv"]).output.split(separator: "\r\n").count
        let again = tracker.run(["import", copy])
        #expect(again.status == 0, "\(again.output)\(again.error)")
        #expect(again.output.hasPrefix("Added 0 from 0 new files, "), "\(again.output)")
        #expect(tracker.run(["list", "--csv"]).output.split(separator: "\r\n").count == count)
    }
}

@Suite struct FileFingerprintTests {
    static func fingerprint(_ bytes: [UInt8], in directory: TemporaryDirectory, name: String) throws -> FileFingerprint {
        let path = directory.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try FileFingerprint(contentsOf: path)
    }

    /// The check values of CRC-32 ("123456789": 0xCBF43926) and Adler-32 ("Wikipedia": 0x11E60398).
    @Test func knownChecksums() throws {
        let directory = TemporaryDirectory()
        let digits = try Self.fingerprint(Array("123456789".utf8), in: directory, name: "digits")
        #expect(UInt64(bitPattern: digits.checksum) >> 32 == 0xCBF4_3926)
        #expect(digits.size == 9)
        let word = try Self.fingerprint(Array("Wikipedia".utf8), in: directory, name: "word")
        #expect(UInt64(bitPattern: word.checksum) & 0xFFFF_FFFF == 0x11E6_0398)
    }

    @Test func theSameBytesAnywhereAreOneFileAndOneByteMoreIsAnother() throws {
        let directory = TemporaryDirectory()
        // Over one read's chunk (1 MiB), so the checksums are carried from one chunk to the next.
        var bytes = (0..<((1 << 20) + 777)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
        let first = try Self.fingerprint(bytes, in: directory, name: "a.fit")
        #expect(try Self.fingerprint(bytes, in: directory, name: "b.fit") == first)
        bytes[bytes.count / 2] ^= 1
        #expect(try Self.fingerprint(bytes, in: directory, name: "c.fit") != first)
        bytes.append(0)
        #expect(try Self.fingerprint(bytes, in: directory, name: "d.fit").size == first.size + 1)
    }

    @Test func aMissingFileIsAnImportError() {
        #expect(throws: ImportError.self) { try FileFingerprint(contentsOf: "/nonexistent/file.fit") }
    }
}
