import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
import TrackerTime

/// A recording merged into a row keeps the row's UTC offset: GPX times are UTC only.
@Suite struct MergeOffsetTests {
    /// A 30-minute run at 2.8 m/s from 14:45Z on 15 August 2015, every 5 seconds.
    static func gpx() -> String {
        var points = ""
        for second in stride(from: 0, through: 1_800, by: 5) {
            let time = ISO8601.string(LocalInstant(secondsSince1970: 1_439_649_900 + Int64(second), utcOffset: 0))
            points += "<trkpt lat=\"\(46.05 + Double(second) * 2.8 / 111_195)\" lon=\"14.5\"><time>\(time)</time></trkpt>"
        }
        return "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
            + "<trk><type>running</type><trkseg>\(points)</trkseg></trk></gpx>"
    }

    @Test func anExportedRowAndItsGPXImportedElsewhereKeepTheRowsOffset() throws {
        let source = TrackerHarness()
        #expect(source.run(["add", "--distance", "5", "--duration", "30m", "--date", "2015-08-15T16:45+02:00"]).status == 0)
        let csv = source.run(["export"]).output
        #expect(csv.contains("2015-08-15T16:45:00+02:00"))

        let other = TrackerHarness(timeZone: "UTC")
        let csvPath = other.directory.file("export.csv"), gpxPath = other.directory.file("run.gpx")
        _ = FileManager.default.createFile(atPath: csvPath, contents: Data(csv.utf8))
        _ = FileManager.default.createFile(atPath: gpxPath, contents: Data(Self.gpx().utf8))
        #expect(other.run(["import", csvPath]).status == 0)
        #expect(other.run(["import", gpxPath]).output.contains("merged into #1"))
        let shown = other.run(["show", "1"]).output
        #expect(shown.contains("Sat 15 Aug 2015 16:45 (UTC+02:00)"), "\(shown)")
        #expect(other.run(["export"]).output.contains("2015-08-15T16:45:00+02:00"))
    }
}
