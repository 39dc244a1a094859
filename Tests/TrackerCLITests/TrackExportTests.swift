import Foundation
import Testing
import TrackerTestSupport

/// `tracker export --activity ID`: one activity's track as GPX, and what is refused.
@Suite struct TrackExportTests {
    let tracker = TrackerHarness()

    @Test func gpxIsOneActivitysTrack() {
        tracker.run("add --distance 5 --duration 25:00")
        let noTrack = tracker.run(["export", "--activity", "1", "-o", tracker.directory.file("run.gpx")])
        #expect(noTrack.status == 1 && noTrack.error.contains("activity #1 has no recorded samples, so it has no track to export"))
        #expect(!FileManager.default.fileExists(atPath: tracker.directory.file("run.gpx")))
        #expect(tracker.run("export --activity last").error.contains("activity #1 has no recorded samples"))
        #expect(tracker.run("export --activity 7").error.contains("no activity #7"))
    }

    @Test func gpxAndActivityGoTogether() {
        tracker.run("add --distance 5 --duration 25:00")
        let gpx = tracker.run("export --format gpx")
        #expect(gpx.status == 64 && gpx.error.contains("GPX holds one activity's track; name it with --activity 12 (or last)"))
        #expect(tracker.run(["export", "-o", tracker.directory.file("all.gpx")]).status == 64)
        let csv = tracker.run("export --activity 1 --format csv")
        #expect(csv.status == 64 && csv.error.contains("--activity exports one activity's track as GPX"))
        let range = tracker.run("export --activity 1 --since 2026-01-01")
        #expect(range.status == 64 && range.error.contains("cannot be used with --since, --until, --type or --moods"))
        let bogus = tracker.run("export --format kml")
        #expect(bogus.status == 64 && bogus.error.contains("'kml' is not an export format; use csv, json or gpx"))
        // CSV stays the default without --activity.
        #expect(tracker.run("export").output.hasPrefix("id,start,type"))
    }
}
