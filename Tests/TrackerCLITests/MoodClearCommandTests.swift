import Foundation
import Testing
import TrackerTestSupport

@Suite struct MoodClearCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T21:00:00Z", timeZone: "UTC")

    @Test func clearDeletesTheDaysMoodAndSaysWhichItWas() {
        tracker.run("mood good")
        tracker.run("mood terrible --date yesterday")
        let cleared = tracker.run("mood --clear --date yesterday")
        #expect(cleared.status == 0)
        #expect(cleared.output == "Deleted mood for Sat 28 Nov: terrible\n")
        #expect(tracker.run("moods --csv").output == "date,level,value,note,word,tags\r\n2026-11-29,good,2,,,\r\n")
        #expect(tracker.run("mood --clear").output == "Deleted mood for Sun 29 Nov: good\n")
    }

    @Test func clearingADayWithoutAMoodFailsAndChangesNothing() {
        tracker.run("mood good")
        let before = tracker.databaseBytes()
        let missing = tracker.run("mood --clear --date 2026-11-20")
        #expect(missing.status == 1)
        #expect(missing.error == "tracker: error: no mood recorded for Fri 20 Nov (2026-11-20); nothing was deleted\n")
        #expect(tracker.databaseBytes() == before)
    }

    @Test func clearTakesNoLevelOrNote() {
        tracker.run("mood good")
        #expect(tracker.run("mood good --clear").status == 64)
        #expect(tracker.run(["mood", "--clear", "--note", "x"]).status == 64)
        #expect(tracker.run("mood --clear --date 2026-12-05").status == 64)
        #expect(tracker.run("moods --csv").output.contains("2026-11-29,good"))
    }

    @Test(arguments: [("rad", "excellent"), ("Great", "excellent"), ("meh", "usual"), ("OK", "usual"), ("fine", "usual"),
                      ("bad", "terrible"), ("awful", "terrible"), ("sad", "terrible"), ("happy", "good")])
    func everydayWordsAreLevels(_ word: String, _ level: String) {
        #expect(tracker.run(["mood", word]).output == "Mood for Sun 29 Nov: \(level)\n")
    }

    @Test func completionsKeepTheFourNames() {
        let script = tracker.run("completions bash").output
        #expect(script.contains("terrible usual good excellent"))
        #expect(!script.contains("meh"))
    }
}
