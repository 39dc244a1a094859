import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport

@Suite struct DaylioCSVReaderTests {
    let tracker = TrackerHarness(now: "2026-11-30T21:00:00Z", timeZone: "UTC")
    static let header = "full_date,date,weekday,time,mood,activities,note_title,note\n"

    func importing(_ rows: String, _ extra: [String] = []) -> CommandResult {
        let path = tracker.directory.file("daylio_export.csv")
        Fixtures.write(Self.header + rows, to: path)
        return tracker.run(["import", path] + extra)
    }

    @Test func theLatestEntryOfADayIsKeptWithItsNote() {
        let result = importing("""
            2026-11-30,November 30,Monday,9:10 PM,rad,running,Great day,"long run, felt strong"
            2026-11-30,November 30,Monday,8:00 AM,awful,,,
            2026-11-29,November 29,Sunday,21:30,meh,,,
            2026-11-28,November 28,Saturday,07:00,bad,,,
            2026-11-27,November 27,Friday,12:00 am,good,,,

            """)
        #expect(result.status == 0)
        #expect(tracker.run("moods --csv").output == """
            date,level,value,note,word,tags\r
            2026-11-30,excellent,3,"Great day: long run, felt strong",rad,running\r
            2026-11-29,usual,1,,meh,\r
            2026-11-28,terrible,0,,bad,\r
            2026-11-27,good,2,,good,\r

            """)
    }

    @Test func renamedMoodsNeedAMapAndADayWithAMoodKeepsIt() {
        tracker.run("mood good --date 2026-11-29")
        let refused = importing("2026-11-30,November 30,Monday,10:00,stoked,,,\n2026-11-29,November 29,Sunday,10:00,rad,,,\n")
        #expect(refused.status == 1)
        #expect(refused.output.contains("rejected: mood 'stoked' is not one of Daylio's rad, good, meh, bad, awful"))
        #expect(tracker.run("moods --csv").output == "date,level,value,note,word,tags\r\n2026-11-29,good,2,,,\r\n")
        let mapped = importing("2026-11-30,November 30,Monday,10:00,stoked,,,\n2026-11-29,November 29,Sunday,10:00,rad,,,\n", ["--map", "Stoked=excellent"])
        #expect(mapped.status == 0)
        #expect(mapped.output.contains("1 added, 1 duplicate skipped"))
        #expect(tracker.run("moods --csv").output.contains("2026-11-30,excellent,3,,stoked,\r\n2026-11-29,good,2,,,"))
        #expect(tracker.run(["import", "x.csv", "--map", "stoked"]).status == 64)
    }

    @Test func badRowsRejectTheWholeFile() {
        #expect(importing("2026-12-05,December 5,Saturday,10:00,good,,,\n").output.contains("is more than a day in the future"))
        #expect(importing("2026-11-30,November 30,Monday,25:00,good,,,\n").output.contains("time '25:00' is not a time"))
        #expect(importing("30/11/2026,November 30,Monday,10:00,good,,,\n").output.contains("full_date '30/11/2026' is not a date"))
        #expect(tracker.run("moods --csv").output == "date,level,value,note,word,tags\r\n")
    }

    @Test(arguments: [("21:30", 1290), ("9:30 PM", 1290), ("12:05 am", 5), ("12:00 PM", 720), ("0:00", 0)])
    func timesOfDay(_ text: String, _ minute: Int) {
        #expect(DaylioCSVReader.minuteOfDay(text) == minute)
    }

    @Test(arguments: ["24:00", "13:00 PM", "9", "9:5", "", "noon"])
    func notTimesOfDay(_ text: String) {
        #expect(DaylioCSVReader.minuteOfDay(text) == nil)
    }
}

@Suite struct StravaPerceivedExertionTests {
    @Test func perceivedExertionBecomesTheSessionEffort() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("activities.csv")
        Fixtures.write("""
            Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Moving Time,Perceived Exertion
            201,"Nov 28, 2026, 7:30:00 AM",Intervals,Run,3900,3600,8.0
            202,"Nov 27, 2026, 7:30:00 AM",Easy,Run,1800,1800,
            203,"Nov 26, 2026, 7:30:00 AM",Odd,Run,1800,1800,14

            """, to: file)
        #expect(harness.run(["import", file]).status == 0)
        let activities = try ActivityStore(database: Database(path: harness.databasePath)).fetch()
        #expect(activities.map(\.effort) == [8, nil, nil])
        // Over moving time: the five minutes stopped add nothing.
        // 480 effort-minutes, on the one scale x 100 / 420.
        #expect(activities[0].load == TrainingLoad(value: 480.0 * 100 / 420, method: .sessionEffort))
        #expect(activities[1].load?.method == .estimate)
    }
}
