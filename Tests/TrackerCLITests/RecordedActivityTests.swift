import Foundation
import Testing
import TrackerCore
import TrackerImport
import TrackerTestSupport
import TrackerTime

/// An activity imported with its samples, through show, records, the route and profile charts and GPX export.
@Suite struct RecordedActivityTests {
    let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")

    func importLoop() throws {
        let stream = try SampleStreams.hillyLoop()
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 0), type: .run, name: "Castle loop",
                                distance: 8_300, duration: stream.elapsedTime)
        let path = tracker.directory.file("loop.gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        let result = tracker.run(["import", path])
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func showRecordsChartsAndExportReadTheStoredStream() throws {
        try importLoop()
        let page = tracker.run("show 1")
        #expect(page.status == 0 && page.output.contains("\nSPLITS\n") && page.output.contains("\nBEST EFFORTS\n") && page.output.contains("Heart rate"))
        #expect(!page.output.contains("No recorded samples"))
        let records = tracker.run("records --type run")
        #expect(records.output.contains("5 km") && records.output.contains("400 m") && records.output.contains("#1"))
        for kind in ["route", "profile"] {
            let file = tracker.directory.file("\(kind).png")
            let chart = tracker.run(["chart", kind, "1", "-o", file])
            #expect(chart.status == 0, "\(chart.error)")
            #expect((try? Data(contentsOf: URL(fileURLWithPath: file)))?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
        }
        let file = tracker.directory.file("back.gpx")
        let export = tracker.run(["export", "--activity", "1", "-o", file])
        #expect(export.status == 0 && export.output.hasPrefix("Wrote \(file) (GPX, activity #1, "))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("<name>Castle loop</name>") && text.contains("<gpxtpx:hr>"))
    }
}
