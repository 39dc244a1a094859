import Foundation
import Testing
import TrackerTestSupport

/// The date forms people say, through the options that take them.
@Suite struct DatePhraseCommandTests {
    /// Sunday 29 November 2026, 21:30 in Lisbon.
    let tracker = TrackerHarness(now: "2026-11-29T21:30:00Z", timeZone: "Europe/Lisbon")

    /// A run and a ride logged "yesterday" follow each other from 12:00: no overlap, no warning.
    @Test func twoActivitiesLoggedOnADayFollowEachOther() throws {
        let run = tracker.run(["add", "-t", "run", "-d", "10km", "-T", "50m", "--date", "yesterday", "--json"])
        let ride = tracker.run(["add", "-t", "ride", "-d", "40km", "-T", "1h30m", "--date", "yesterday", "--json"])
        #expect(run.status == 0 && ride.status == 0)
        #expect(ride.error == "", "\(ride.error)")
        let first = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput)) as? [String: Any])
        let second = try #require(try JSONSerialization.jsonObject(with: Data(ride.standardOutput)) as? [String: Any])
        #expect(first["start"] as? String == "2026-11-28T12:00:00+00:00")
        #expect(second["start"] as? String == "2026-11-28T12:50:00+00:00")
    }

    /// A time given is kept, overlap or not: the warning says so.
    @Test func aTimeGivenIsNotMoved() {
        #expect(tracker.run(["add", "-T", "1h", "--date", "yesterday 7am"]).status == 0)
        let second = tracker.run(["add", "-t", "ride", "-T", "1h", "--date", "yesterday 7:30"])
        #expect(second.output.contains("Sat 28 Nov 2026 07:30"), "\(second.output)")
        #expect(second.error.contains("overlaps #1"), "\(second.error)")
    }

    @Test func listTakesRelativeDaysAndMonths() {
        tracker.run(["add", "-T", "30m", "--date", "2024-11-30T08:00", "--name", "november"])
        tracker.run(["add", "-T", "30m", "--date", "2024-12-31T23:00", "--name", "december"])
        tracker.run(["add", "-T", "30m", "--date", "last monday", "--name", "monday"])
        tracker.run(["add", "-T", "30m", "--date", "-1d", "--name", "saturday"])
        let december = tracker.run(["list", "--since", "2024-12", "--until", "2024-12", "--csv"])
        #expect(december.status == 0)
        #expect(december.output.contains("december") && !december.output.contains("november") && !december.output.contains("monday"), "\(december.output)")
        let recent = tracker.run(["list", "--since", "2w", "--csv"])
        #expect(recent.output.contains("monday") && recent.output.contains("saturday") && !recent.output.contains("december"), "\(recent.output)")
        let untilMonday = tracker.run(["list", "--since", "Nov 20", "--until", "monday", "--csv"])
        #expect(untilMonday.output.contains("monday") && !untilMonday.output.contains("saturday"), "\(untilMonday.output)")
    }

    @Test func aMoodTakesADayAndRefusesAMonth() {
        #expect(tracker.run(["mood", "good", "--date", "last friday"]).output == "Mood for Fri 27 Nov: good\n")
        let month = tracker.run(["mood", "good", "--date", "2024-12"])
        #expect(month.status == 64)
        #expect(month.error.contains("'2024-12' is a month; this option takes a day or a time"), "\(month.error)")
    }

    @Test func aBadDateListsTheForms() {
        let result = tracker.run(["add", "-T", "30m", "--date", "someday"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: --date: 'someday' is not a date; use YYYY-MM-DD, today, yesterday, a weekday"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: tracker.databasePath))
    }

    @Test func trackerNowAndAsOfTakeTheSameForms() {
        let now = TrackerHarness(now: "2026-11-20 7am", timeZone: "Europe/Lisbon")
        #expect(now.run(["add", "-T", "30m"]).output.contains("Fri 20 Nov 2026 07:00"))
        tracker.run(["add", "-d", "5km", "-T", "30m", "--date", "2026-11-10"])
        let weeks = tracker.run(["summary", "--as-of", "Nov 12", "--json"])
        #expect(weeks.status == 0, "\(weeks.error)")
        let month = tracker.run(["summary", "--as-of", "2026-10", "--json"])
        #expect(month.status == 0, "\(month.error)")
        #expect(weeks.output != month.output)
    }
}
