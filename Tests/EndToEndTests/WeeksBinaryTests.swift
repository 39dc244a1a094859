import Foundation
import Testing
import TrackerTestSupport

@Suite struct WeeksBinaryTests {
    /// The built binary, as a person runs it: one activity, then the card and the JSON agree.
    @Test func weeksCardAndJSONShowTheSameWeek() throws {
        let directory = TemporaryDirectory()
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "Europe/Lisbon", "HOME": directory.path]
        _ = try BinaryRunner.run(["add", "--distance", "5.2", "--duration", "2700", "--elevation", "156", "--date", "2026-11-28T07:30"], environment: environment)
        let card = try BinaryRunner.run(["weeks"], environment: environment)
        #expect(card.status == 0, "\(card.error)")
        #expect(card.output.hasPrefix("NOV 23 - NOV 29  LAST 7 DAYS\n  5.20 km   45m   +156 m   1 activity\n"))
        let json = try BinaryRunner.run(["weeks", "--json"], environment: environment)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let weeks = try #require(object["weeks"] as? [[String: Any]])
        #expect(weeks.count == 12)
        #expect(weeks.last?["distance_m"] as? Double == 5200)
        #expect(weeks.last?["elevation_m"] as? Double == 156)
        #expect(weeks.dropLast().allSatisfy { $0["activities"] as? Int == 0 })
    }
}
