import Foundation
import Testing
@testable import TrackerCLI
import TrackerTestSupport

/// `chart route` and `chart profile`: the one-activity charts' arguments and refusals.
@Suite struct ActivityChartCommandTests {
    let tracker = TrackerHarness()

    @Test func routeAndProfileNameOneActivity() {
        let missing = tracker.run("chart route -o route.png")
        #expect(missing.status == 64 && missing.error.contains("the route chart draws one activity; name it: tracker chart route 12"))
        let extra = tracker.run("chart mood 12 --format svg")
        #expect(extra.status == 64 && extra.error.contains("unexpected argument '12'"))
        let nothing = tracker.run("chart profile last --format svg")
        #expect(nothing.status == 1 && nothing.error.contains("there are no activities yet"))
        let bad = tracker.run("chart route twelve --format svg")
        #expect(bad.status == 64 && bad.error.contains("'twelve' is not an activity id"))
    }

    @Test func anActivityWithoutSamplesHasNoRouteOrProfile() {
        tracker.run("add --distance 5 --duration 25:00")
        for kind in ["route", "profile"] {
            let result = tracker.run(["chart", kind, "1", "-o", tracker.directory.file("\(kind).png")])
            #expect(result.status == 1)
            #expect(result.error.contains("activity #1 has no recorded samples, so it has no \(kind) to draw"))
            #expect(!FileManager.default.fileExists(atPath: tracker.directory.file("\(kind).png")))
        }
        #expect(tracker.run("chart route 2 --format svg").error.contains("no activity #2"))
    }

    @Test func colourAndOverlayBelongToTheirCharts() {
        tracker.run("add --distance 5 --duration 25:00")
        let colour = tracker.run("chart activity --color-by pace --format svg")
        #expect(colour.status == 64 && colour.error.contains("--color-by does not apply to the activity chart; it is for the route chart"))
        let overlay = tracker.run("chart route 1 --overlay pace --format svg")
        #expect(overlay.status == 64 && overlay.error.contains("--overlay does not apply to the route chart; it is for the profile chart"))
        let elevation = tracker.run("chart profile 1 --overlay elevation --format svg")
        #expect(elevation.status == 64 && elevation.error.contains("'elevation' is not a line to draw over the profile; use pace or heart-rate"))
        let speed = tracker.run("chart route 1 --color-by speed --format svg")
        #expect(speed.status == 64 && speed.error.contains("'speed' is not a track metric; use pace, elevation or heart-rate"))
    }
}
