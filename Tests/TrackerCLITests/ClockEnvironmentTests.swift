import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerTestSupport
import TrackerTime

/// `TRACKER_NOW` and `TZ`: what the clock reads, and where weekly views stop counting.
@Suite struct ClockEnvironmentTests {
    /// Two databases with the same history, written at a fixed instant on the 29th.
    static func recorded(now: String, timeZone: String) -> TrackerHarness {
        let harness = TrackerHarness(now: "2026-11-29T09:00:00Z", timeZone: timeZone)
        for line in [
            "add --distance 5 --duration 30m --date 2026-11-22T23:30",
            "add --distance 8 --duration 45m --date 2026-11-29T07:00",
            "add --distance 12 --duration 1h --date 2026-11-29T21:45",
            "mood good --date 2026-11-29",
            "mood usual --date 2026-09-01",
        ] {
            let result = harness.run(line)
            #expect(result.status == 0, "\(line): \(result.error)")
        }
        harness.environment["TRACKER_NOW"] = now
        return harness
    }

    @Test(arguments: ["UTC", "Europe/Lisbon", "America/New_York"], [
        "weeks --json", "weeks --calendar --weeks 3 --csv", "summary --json", "goal --json",
        "chart mood --format svg", "chart --format svg",
    ])
    func aDateOnlyNowGivesTheSameReportAsAsOfThatDay(_ zone: String, _ command: String) {
        let byEnvironment = Self.recorded(now: "2026-11-29", timeZone: zone).run(command)
        let byOption = Self.recorded(now: "2026-12-01T10:00:00Z", timeZone: zone).run(command + " --as-of 2026-11-29")
        #expect(byEnvironment.status == 0, "\(byEnvironment.error)")
        #expect(byOption.status == 0, "\(byOption.error)")
        #expect(Self.comparable(byEnvironment.output) == Self.comparable(byOption.output))
    }

    /// Cairo numbers its SVG surfaces per process, so the charts of one test run differ in those names alone.
    static func comparable(_ output: String) -> String {
        output.replacingOccurrences(of: "surface[0-9]+", with: "surface", options: .regularExpression)
    }

    @Test func aDateOnlyNowCountsTheWholeOfThatDay() throws {
        // Read as the start of the 29th, this left out both activities of that day.
        let result = Self.recorded(now: "2026-11-29", timeZone: "UTC").run("weeks --weeks 1 --json")
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["as_of"] as? String == "2026-11-30T00:00:00+00:00")
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        // The week is the seven days to the end of the 29th: both activities of the 29th, not the 22nd's.
        #expect(weeks.map { $0["activities"] as? Int } == [2])
        #expect(weeks.first?["distance_m"] as? Double == 20_000)
    }

    @Test func aDateOnlyNowIsStillThatDay() throws {
        let clock = try Tracker.makeClock(environment: ["TRACKER_NOW": "2026-11-29", "TZ": "Europe/Lisbon"])
        #expect(clock.today == LocalDay(iso: "2026-11-29"))
        #expect(clock.asOf.lastDay == LocalDay(iso: "2026-11-29"))
        #expect(clock.asOf.instant.timeIntervalSince(clock.now) == 1)
        let harness = TrackerHarness(now: "2026-11-29", timeZone: "Europe/Lisbon")
        #expect(harness.run("mood good").output == "Mood for Sun 29 Nov: good\n")
    }

    @Test func anInstantNowCountsUpToThatInstant() throws {
        let clock = try Tracker.makeClock(environment: ["TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC"])
        #expect(clock.asOf.instant == clock.now)
        #expect(clock.asOf.timeZone.secondsFromGMT(at: Int64(clock.now.timeIntervalSince1970)) == 0)
    }

    /// `TZ` names a zone of the system's database (with POSIX's optional colon), UTC, or a POSIX
    /// rule; anything else is a usage error that names it.
    @Test func tzNamesAZoneFromTheSystemsDatabaseOrARule() throws {
        let summer = ["TRACKER_NOW": "2026-07-01T12:00:00Z"]
        let lisbon = try Tracker.makeClock(environment: summer.merging(["TZ": ":Europe/Lisbon"]) { $1 })
        #expect(lisbon.timeZone.identifier == "Europe/Lisbon")
        #expect(lisbon.timeZone.secondsFromGMT(at: Int64(lisbon.now.timeIntervalSince1970)) == 3600)
        let rule = try Tracker.makeClock(environment: summer.merging(["TZ": "EST5EDT,M3.2.0,M11.1.0"]) { $1 })
        #expect(rule.timeZone.secondsFromGMT(at: Int64(rule.now.timeIntervalSince1970)) == -4 * 3600)
        #expect(try Tracker.makeClock(environment: ["TZ": "UTC"]).timeZone.fixedOffset == 0)
        #expect(throws: UsageError.self) { try Tracker.makeClock(environment: ["TZ": "Mars/Olympus_Mons"]) }
        #expect(throws: UsageError.self) { try Tracker.makeClock(environment: ["TZ": "../../etc/passwd"]) }
    }
}
