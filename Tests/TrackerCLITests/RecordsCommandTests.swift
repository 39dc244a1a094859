import Foundation
import Testing
import TrackerTestSupport

@Suite struct RecordsCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z")

    @Test func everyActivityCountsForItsTypesTotals() throws {
        tracker.run("add --distance 5 --duration 25:00 --elevation 40 --date 2025-12-30")
        tracker.run("add --distance 10 --duration 52:00 --elevation 90 --date 2026-11-20")
        tracker.run("add --type ride --distance 42 --duration 1h35m --elevation 600 --date 2026-11-21")
        let result = tracker.run("records")
        #expect(result.status == 0 && result.error == "")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "RUN")
        #expect(lines[2].hasPrefix("longest distance  1") && lines[2].contains("10.00 km") && lines[2].hasSuffix("#2"))
        #expect(lines[3].contains("5.00 km") && lines[3].hasSuffix("#1"))
        #expect(result.output.contains("\nRIDE\n"))

        let year = tracker.run("records --type run --year 2025")
        #expect(!year.output.contains("#2") && year.output.contains("#1") && !year.output.contains("RIDE"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("records --type ride --json").standardOutput)) as? [[String: Any]])
        #expect(json.count == 3 && json.allSatisfy { $0["type"] as? String == "ride" && $0["activity_id"] as? Int == 3 })
    }

    @Test func badValuesAreRefusedAndNoActivitiesIsFriendly() {
        #expect(tracker.run("records").output.hasPrefix("No records yet."))
        let year = tracker.run("records --year 26")
        #expect(year.status == 64 && year.error.contains("'26' is not a year"))
        let type = tracker.run("records --type quidditch")
        #expect(type.status == 64 && type.error.contains("quidditch"))
    }
}
