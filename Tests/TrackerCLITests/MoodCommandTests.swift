import Foundation
import Testing
import TrackerTestSupport

@Suite struct MoodCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T21:00:00Z", timeZone: "UTC")

    @Test func recordingAgainReplacesAndSaysSo() {
        #expect(tracker.run("mood usual").output == "Mood for Sun 29 Nov: usual\n")
        #expect(tracker.run(["mood", "good", "--note", "long run"]).output == "Mood for Sun 29 Nov: usual → good\n")
        #expect(tracker.run("mood excellent --date yesterday").output == "Mood for Sat 28 Nov: excellent\n")
        let table = tracker.run("moods").output
        #expect(table.contains("Sun 29 Nov 2026  Good") && table.contains("long run"))
        #expect(table.contains("Sat 28 Nov 2026  Excellent"))
    }

    @Test func moodsJSONAndCSV() throws {
        tracker.run(["mood", "terrible", "--date", "2026-11-27", "--note", "flu, \"bad\""])
        tracker.run("mood 3")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("moods --json").standardOutput)) as? [[String: Any]])
        #expect(json.map { $0["date"] as? String } == ["2026-11-29", "2026-11-27"])
        #expect(json[0]["level"] as? String == "excellent" && json[0]["value"] as? Int == 3)
        #expect(json[1]["note"] as? String == "flu, \"bad\"")
        #expect(tracker.run("moods --csv --since 2026-11-28").output == "date,level,value,note,word,tags\r\n2026-11-29,excellent,3,,,\r\n")
    }

    @Test func badMoodsAreUsageErrors() {
        let unknown = tracker.run("mood grand")
        #expect(unknown.status == 64)
        #expect(unknown.error.hasPrefix("tracker: error: 'grand' is not a mood; use terrible, usual, good or excellent, or a number from 0 (terrible) to 3 (excellent)\n"))
        #expect(tracker.run("mood good --date 2026-12-05").status == 64)
        #expect(tracker.run("mood --note x").status == 64)
        #expect(tracker.run("moods").output.hasPrefix("No moods recorded"))
    }

    @Test func aDayIsLocal() {
        tracker.environment["TZ"] = "Asia/Tokyo"  // 21:00 UTC is already Monday in Tokyo
        #expect(tracker.run("mood good").output == "Mood for Mon 30 Nov: good\n")
    }
}

extension MoodCommandTests {
    @Test func recordingAgainKeepsTheNoteUnlessTold() {
        tracker.run(["mood", "good", "--note", "knee sore"])
        tracker.run("mood excellent")
        #expect(tracker.run("moods --csv").output.contains("2026-11-29,excellent,3,knee sore"))
        tracker.run(["mood", "usual", "--note", ""])
        #expect(tracker.run("moods --csv").output.contains("2026-11-29,usual,1,,,\r\n"))
    }

    @Test func tomorrowIsAcceptedAndTheDayAfterIsNot() {
        #expect(tracker.run("mood good --date tomorrow").output == "Mood for Mon 30 Nov: good\n")
        #expect(tracker.run("mood good --date 2026-12-01").status == 64)
    }
}
