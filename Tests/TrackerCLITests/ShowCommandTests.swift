import Foundation
import Testing
import TrackerTestSupport

@Suite struct ShowCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z", timeZone: "Europe/Lisbon")

    @Test func showsATypedActivityWithItsTotalsAndNoSamples() {
        tracker.run(["add", "--distance", "5.2", "--duration", "27:30", "--elevation", "56", "--date", "2026-11-28T08:00+01:00", "--name", "Parkrun"])
        tracker.run("add --type ride --distance 30 --duration 1h --date 2026-11-20")
        let result = tracker.run("show 1")
        #expect(result.status == 0 && result.error == "")
        #expect(result.output == """
            Run #1  Parkrun
            Sat 28 Nov 2026 08:00 (UTC+01:00)  typed in

            Distance     5.20 km
            Moving time  27:30
            Pace         5:17 /km
            Climb        +56 m
            Load         26, estimated from time and type

            No recorded samples, so no splits, laps or best efforts.

            """)
        // The latest by start, not by id.
        #expect(tracker.run("show last").output.hasPrefix("Run #1  Parkrun\n"))
        #expect(tracker.run("show 2").output.contains("Speed        30.0 km/h\n"))
        #expect(tracker.run("--units imperial show 2").output.contains("Distance     18.64 mi\n"))
    }

    @Test func aSwimShowsItsDistanceInMetresOrYards() {
        tracker.run("add --type swim --distance 1500 --duration 35m --date 2026-11-28")
        #expect(tracker.run("show last").output.contains("Distance     1500 m\n"))
        #expect(tracker.run("--units imperial show last").output.contains("Distance     1640 yd\n"))
        #expect(!tracker.run("show last").output.contains("Climb"))
    }

    @Test func jsonHasTheRecordAndTheFigures() throws {
        tracker.run("add --distance 10 --duration 50:00")
        let result = tracker.run("show last --json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
        #expect(object["id"] as? Int == 1 && object["distance_m"] as? Int == 10_000)
        let speed = try #require(object["average_speed_m_s"] as? Double)
        #expect(abs(speed - 10_000.0 / 3_000) < 1e-9)
        #expect(object["has_samples"] as? Bool == false && object["source"] is NSNull)
    }

    @Test func aMissingOrMistypedIdIsRefusedClearly() {
        let empty = tracker.run("show last")
        #expect(empty.status == 1 && empty.error.contains("there are no activities yet"))
        tracker.run("add --distance 5 --duration 25:00")
        let missing = tracker.run("show 9")
        #expect(missing.status == 1 && missing.error.contains("no activity #9"))
        let typo = tracker.run("show first")
        #expect(typo.status == 64 && typo.error.contains("'first' is not an activity id"))
        #expect(tracker.run("show").output == tracker.run("show last").output)
    }
}
