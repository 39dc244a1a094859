import Foundation
import Testing
import TrackerTestSupport

/// `insights` compares the mood of days with a tag against the other days.
@Suite struct InsightsTagTests {
    let tracker = TrackerHarness(now: "2026-11-30T21:00:00Z", timeZone: "UTC")

    /// 30 days of Daylio entries to 2026-11-30: `friends` every third day (rad), `work` on the
    /// days after them (bad), `rare` twice, the rest meh.
    init() {
        var rows = ["full_date,date,weekday,time,mood,activities,note_title,note"]
        for offset in 0..<30 {
            let day = String(format: "2026-11-%02d", 30 - offset)
            let (mood, tags) = offset % 3 == 0 ? ("rad", "friends") : offset % 3 == 1 ? ("bad", offset < 6 ? "work | rare" : "work") : ("meh", "")
            rows.append("\(day),x,x,20:00,\(mood),\(tags),,")
        }
        let path = tracker.directory.file("daylio_export.csv")
        FileManager.default.createFile(atPath: path, contents: Data((rows.joined(separator: "\n") + "\n").utf8))
        tracker.run(["import", path])
    }

    @Test func tagsWithEnoughDaysOnEachSideAreListedUnasked() {
        let output = tracker.run("insights", columns: 100).output
        #expect(output.contains("By tag, days with it against days without"))
        #expect(output.contains("  friends 3.0 (10) vs 0.5 (20) without, +2.5\n"))
        #expect(output.contains("  work 0.0 (10) vs 2.0 (20) without, -2.0\n"))
        #expect(!output.contains("rare"))
    }

    @Test func anAskedTagIsShownWhateverItsDaysAndAlone() throws {
        let output = tracker.run("insights --tag RARE", columns: 100).output
        #expect(output.contains("  rare 0.0 (2) vs 1.4 (28) without, -1.4\n"))
        #expect(!output.contains("friends"))
        let json = try #require(JSONSerialization.jsonObject(with: Data(tracker.run("insights --json --tag friends").output.utf8)) as? [String: Any])
        let tags = try #require(json["tags"] as? [[String: Any]])
        #expect(tags.count == 1)
        #expect(tags[0]["tag"] as? String == "friends" && tags[0]["days"] as? Int == 10 && tags[0]["other_days"] as? Int == 20)
        #expect(tags[0]["average"] as? Double == 3 && tags[0]["other_average"] as? Double == 0.5 && tags[0]["difference"] as? Double == 2.5)
    }

    @Test func aTagNoDayHasIsAnErrorNamingTheTagsInUse() {
        let result = tracker.run("insights --tag gym")
        #expect(result.status == 1)
        #expect(result.error == "tracker: error: no day with a mood is tagged 'gym'; the most used tags are friends, work, rare\n")
    }
}
