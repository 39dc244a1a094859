import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// Daylio's mood words and activities survive an import, the views, an export and its import.
@Suite struct MoodWordsAndTagsTests {
    let tracker = TrackerHarness(now: "2026-11-30T21:00:00Z", timeZone: "UTC")

    static let daylio = """
        full_date,date,weekday,time,mood,activities,note_title,note
        2026-11-30,November 30,Monday,9:10 PM,rad,friends | running,Great day,"long run, felt strong"
        2026-11-30,November 30,Monday,8:00 AM,awful,work | bad sleep | Friends,,
        2026-11-29,November 29,Sunday,21:30,meh,,,
        2026-11-28,November 28,Saturday,07:00,bad,friends,,
        2026-11-27,November 27,Friday,12:00 am,stoked,movies / tv,,

        """

    func importDaylio() -> CommandResult {
        let path = tracker.directory.file("daylio_export.csv")
        Fixtures.write(Self.daylio, to: path)
        return tracker.run(["import", path, "--map", "stoked=excellent"])
    }

    @Test func theWordAndTheActivitiesOfEveryEntryOfADayAreKept() {
        #expect(importDaylio().status == 0)
        #expect(tracker.run("moods --csv").output == """
            date,level,value,note,word,tags\r
            2026-11-30,excellent,3,"Great day: long run, felt strong",rad,friends | running | work | bad sleep\r
            2026-11-29,usual,1,,meh,\r
            2026-11-28,terrible,0,,bad,friends\r
            2026-11-27,excellent,3,,stoked,movies / tv\r

            """)
        let table = tracker.run("moods", columns: 120).output
        #expect(table.hasPrefix("DATE             MOOD             WORD    TAGS"))
        #expect(table.contains("Terrible   ●○○○  bad     friends"))
        #expect(table.contains("friends, running, work, bad sleep"))
        // The word a level's own name would repeat is left out.
        #expect(tracker.run("mood --date 2026-11-28").output == "Mood for Sat 28 Nov: terrible, as \"bad\"; tags: friends\n")
    }

    @Test func typedMoodsHaveNoWordOrTagsColumns() {
        tracker.run("mood good")
        #expect(tracker.run("moods", columns: 80).output.hasPrefix("DATE             MOOD\n"))
    }

    @Test func recordingAgainKeepsTheTagsAndTheWordWhileTheLevelStaysAndClearingDeletesThem() {
        #expect(importDaylio().status == 0)
        tracker.run("mood terrible --date 2026-11-28 --note rain")
        #expect(tracker.run("mood --date 2026-11-28").output == "Mood for Sat 28 Nov: terrible, as \"bad\" (rain); tags: friends\n")
        tracker.run("mood good --date 2026-11-28")
        #expect(tracker.run("mood --date 2026-11-28").output == "Mood for Sat 28 Nov: good (rain); tags: friends\n")
        #expect(tracker.run("mood --clear --date 2026-11-28").status == 0)
        tracker.run("mood good --date 2026-11-28")
        #expect(tracker.run("mood --date 2026-11-28").output == "Mood for Sat 28 Nov: good\n")
    }

    @Test(arguments: ["csv", "json"])
    func anExportImportedIntoAnEmptyDatabaseGivesEveryWordAndTagBack(_ format: String) {
        #expect(importDaylio().status == 0)
        let file = tracker.directory.file("moods.\(format)")
        #expect(tracker.run(["export", "--moods", "--format", format, "-o", file]).status == 0)
        let other = TrackerHarness(now: "2026-11-30T21:00:00Z", timeZone: "UTC")
        let imported = other.run(["import", file])
        #expect(imported.status == 0 && imported.output.contains("4 added"))
        #expect(other.run("moods --json").output == tracker.run("moods --json").output)
        #expect(other.run("moods --csv").output.contains("friends | running | work | bad sleep"))
    }

    @Test func tagsOfAJSONExportMustBeStrings() {
        let file = tracker.directory.file("moods.json")
        Fixtures.write(#"[{"date": "2026-11-20", "level": "good", "tags": ["gym", 3]}]"#, to: file)
        let result = tracker.run(["import", file])
        #expect(result.status == 1)
        #expect(result.output.contains("tags must be a list of strings"))
        #expect(tracker.run("moods --csv").output == "date,level,value,note,word,tags\r\n")
    }
}
