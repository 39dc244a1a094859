import Foundation
import Testing
import TrackerCore
import TrackerTime
@testable import TrackerImport
import TrackerStore
import TrackerTestSupport

/// A Strava bulk export imports in one command: every file its `activities.csv` lists is read
/// and merged into the row that lists it (by the row's Activity ID), files it does not list are
/// imported on their own, and a row whose file is missing or unreadable keeps its CSV totals.
@Suite struct StravaExportTests {
    static let header = ImportCommandTests.stravaHeader

    static func store(_ harness: TrackerHarness) throws -> ActivityStore {
        ActivityStore(database: try Database(path: harness.databasePath))
    }

    /// The activities by Strava id, each with whether it has a stream.
    static func rows(_ harness: TrackerHarness) throws -> [String: (activity: Activity, hasStream: Bool)] {
        let store = try store(harness)
        var rows: [String: (Activity, Bool)] = [:]
        for activity in try store.fetch() {
            let id = activity.id ?? 0
            let origin = try store.origin(id: id)
            rows[origin?.sourceID ?? "#\(id)"] = (activity, try StreamStore(database: store.database).hasStream(forActivity: id))
        }
        return rows
    }

    // MARK: - The real export in the fixtures

    @Test(arguments: ["strava-export", "strava-export.zip"])
    func theFixtureExportGivesFiveActivitiesFourWithTheirRecordings(name: String) throws {
        guard let path = Fixtures.shared(name), FileManager.default.fileExists(atPath: path) else {
            print("skipped: ../shared/fixtures/\(name) is absent")
            return
        }
        let harness = TrackerHarness()
        let result = harness.run(["import", path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("activities.csv: 5 added; 4 of 4 rows got their recording"), "\(result.output)")
        #expect(result.output.contains("Added 5 from 1 file, 0 duplicates skipped; 4 of 4 rows got their recording."), "\(result.output)")
        let rows = try Self.rows(harness)
        #expect(rows.count == 5)
        #expect(["1001", "1002", "1003", "1004"].allSatisfy { rows[$0]?.hasStream == true })
        #expect(rows["1005"]?.hasStream == false)
        // The rows keep their names; the recordings give the totals (fenix 5 run: 157.56 m).
        #expect(rows["1001"]?.activity.name == "Short test run")
        #expect(abs((rows["1001"]?.activity.distance ?? 0) - 157.56) < 1)
        let stream = try StreamStore(database: try Self.store(harness).database).stream(forActivity: rows["1004"]?.activity.id ?? 0)
        #expect(stream?.heartRate != nil && stream?.power != nil, "developer-types-sample.fit has heart rate and power")
        // Heart rate gives the row its load, and best efforts are stored.
        #expect(rows["1004"]?.activity.load?.method == .heartRate)
        #expect(try BestEffortStore(database: Self.store(harness).database).efforts(forActivity: rows["1004"]?.activity.id ?? 0).isEmpty == false)

        // Read again (a folder's files are otherwise skipped as read): the rule finds every one stored.
        let again = harness.run(["import", "--rescan", path])
        #expect(again.status == 0)
        #expect(again.output.contains("Added 0 from 1 file, 5 duplicates skipped; 4 of 4 rows have their recording (4 had it already)."), "\(again.output)")
        #expect(try Self.store(harness).count() == 5)
    }

    // MARK: - Matching by the row, not by the time

    /// Two rows of one moment (a run recorded twice, say, by two people on one account): each
    /// file goes to the row that lists it, although both rows overlap both files.
    @Test(arguments: [false, true])
    func aListedFileGoesToItsRowEvenWhenAnotherRowOverlapsIt(zipped: Bool) throws {
        let harness = TrackerHarness()
        let csv = Self.header
            + "301,2026-11-29T07:30:00Z,First,Run,,600,1.1,,,,,,activities/301.gpx,,,600,600,1112,,,20,\n"
            + "302,2026-11-29T07:30:10Z,Second,Run,,600,1.1,,,,,,activities/302.gpx,,,600,600,1112,,,20,\n"
        // 302's file is the shorter one: 0.9 km in 590 s, starting 10 s later.
        let second = Array(GPXReaderTests.gpx([(46, 14, 300, 10), (46.008, 14, 310, 600)]).utf8)
        let entries: [(String, [UInt8])] = [
            ("activities.csv", Array(csv.utf8)), ("activities/301.gpx", ArchiveImportTests.gpx(at: 0)), ("activities/302.gpx", second),
        ]
        let path = try Self.write(entries, zipped: zipped, in: harness)
        // The second file first in the folder and the archive: order gives no hint either.
        let result = harness.run(["import", path])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output.contains("2 added; 2 of 2 rows got their recording"), "\(result.output)")
        let rows = try Self.rows(harness)
        #expect(rows.count == 2)
        #expect(rows["301"]?.hasStream == true && rows["302"]?.hasStream == true)
        #expect(rows["302"]?.activity.name == "Second")
        #expect(abs((rows["302"]?.activity.distance ?? 0) - 889.6) < 5, "302 measured by its own file")
        #expect(abs((rows["301"]?.activity.distance ?? 0) - 1112) < 5, "301 measured by its own file")
    }

    // MARK: - Missing and unreadable files

    @Test(arguments: [false, true])
    func aRowWhoseFileIsMissingOrUnreadableKeepsItsTotalsAndIsNamed(zipped: Bool) throws {
        let harness = TrackerHarness()
        let csv = Self.header
            + "401,2026-11-29T07:30:00Z,Good,Run,,600,1.1,,,,,,activities/401.gpx,,,600,600,1112,,,20,\n"
            + "402,2026-11-28T07:30:00Z,Gone,Run,,900,2.5,,,,,,activities/402.fit.gz,,,900,880,2500,,,30,\n"
            + "403,2026-11-27T07:30:00Z,Broken,Ride,,1200,9.0,,,,,,activities/403.gpx,,,1200,1200,9000,,,40,\n"
            + "404,2026-11-26T07:30:00Z,By hand,Walk,,1800,2.0,,,,,,,,,1800,1800,2000,,,,\n"
        let entries: [(String, [UInt8])] = [
            ("activities.csv", Array(csv.utf8)),
            ("activities/401.gpx", ArchiveImportTests.gpx(at: 0)),
            ("activities/403.gpx", Array("<gpx><trk><trkseg><trkpt lat=".utf8)),
            // Not listed: imported on its own.
            ("activities/extra.gpx", ArchiveImportTests.gpx(at: -86_400 * 5)),
        ]
        let path = try Self.write(entries, zipped: zipped, in: harness)
        let result = harness.run(["import", path])
        #expect(result.status == 1, "a row without its recording is an incomplete import")
        #expect(result.output.contains("activities.csv: 4 added; 1 of 3 rows got their recording"), "\(result.output)")
        #expect(result.output.contains("activities/402.fit.gz: missing; row 402 ('Gone') keeps its CSV totals"), "\(result.output)")
        #expect(result.output.contains("activities/403.gpx:1: rejected: "), "\(result.output)")
        #expect(result.output.contains("row 403 ('Broken') keeps its CSV totals"), "\(result.output)")
        #expect(result.output.contains("activities/extra.gpx: 1 added"), "\(result.output)")
        #expect(result.output.contains("1 of 3 rows got their recording, 1 missing, 1 unreadable."), "\(result.output)")
        #expect(result.error.contains("2 listed recordings could not be attached"), "\(result.error)")
        let rows = try Self.rows(harness)
        #expect(rows.count == 5)
        #expect(rows["401"]?.hasStream == true)
        #expect(rows["402"]?.hasStream == false && rows["402"]?.activity.distance == 2500 && rows["402"]?.activity.duration == 880)
        #expect(rows["403"]?.hasStream == false && rows["403"]?.activity.distance == 9000)

        let json = harness.run(["import", path, "--rescan", "--json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let recordings = try #require(files.first?["recordings"] as? [String: Any])
        #expect(recordings["listed"] as? Int == 3)
        #expect(recordings["already_attached"] as? Int == 1)
        let problems = try #require(recordings["not_attached"] as? [[String: Any]])
        #expect(problems.map { $0["activity_id"] as? String } == ["402", "403"])
        #expect(problems.map { $0["missing"] as? Bool } == [true, false])
    }

    // MARK: - A whole history

    /// 600 activities, each listed with its own gzipped GPX or FIT file, two hours apart.
    @Test func aGenerated600ActivityExportImportsWithEveryStreamAttached() throws {
        let harness = TrackerHarness()
        var csv = Self.header
        var entries: [(String, [UInt8])] = []
        for index in 0..<600 {
            let offset = -7_200 * index
            let start = ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(offset), utcOffset: 0))
            let id = 500_000 + index
            if index % 3 == 0 {
                let fit = FITBuilder.sampleRun(startTime: UInt32(Int(FITBuilder.startTime) + offset)).file()
                entries.append(("activities/\(id).fit.gz", try ArchiveImportTests().gzipped(fit, in: harness)))
                csv += "\(id),\(start),Run \(index),Run,,1560,5.0,,,,,,activities/\(id).fit.gz,,,1560,1500,5000,,,42,\n"
            } else {
                let gpx = ArchiveImportTests.gpx(at: offset)
                entries.append(("activities/\(id).gpx.gz", try ArchiveImportTests().gzipped(gpx, in: harness)))
                csv += "\(id),\(start),Run \(index),Run,,600,1.1,,,,,,activities/\(id).gpx.gz,,,600,600,1112,,,20,\n"
            }
        }
        entries.insert(("activities.csv", Array(csv.utf8)), at: 0)
        for zipped in [false, true] {
            let target = TrackerHarness()
            let path = try Self.write(entries, zipped: zipped, in: harness, name: zipped ? "export_600.zip" : "export_600")
            let result = target.run(["import", path])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("activities.csv: 600 added; 600 of 600 rows got their recording"), "\(result.output)")
            let rows = try Self.rows(target)
            #expect(rows.count == 600)
            #expect(rows.values.filter(\.hasStream).count == 600)
            #expect(rows.values.allSatisfy { $0.activity.name?.hasPrefix("Run ") == true })
        }
    }

    // MARK: - Helpers

    /// Writes `entries` as an unpacked export folder or as a zip, and returns its path.
    static func write(_ entries: [(String, [UInt8])], zipped: Bool, in harness: TrackerHarness, name: String? = nil) throws -> String {
        if zipped {
            let zip = harness.directory.file(name ?? "export.zip")
            try ZipFixture.write(entries, to: zip)
            return zip
        }
        let folder = harness.directory.file(name ?? "export")
        try FileManager.default.createDirectory(atPath: folder + "/activities", withIntermediateDirectories: true)
        for (entry, bytes) in entries {
            _ = FileManager.default.createFile(atPath: folder + "/" + entry, contents: Data(bytes))
        }
        return folder
    }
}
