import Foundation
import Testing
import TrackerTestSupport

/// `tracker gear` and `--gear`: every action, the defaults, the limit notice, and every bad input
/// refused with one line, exit 64 and the database unchanged.
@Suite struct GearCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T19:00:00Z")

    @Test func addListShowRetireEditAndDelete() throws {
        #expect(tracker.run(["gear", "add", "Pegasus 40", "--kind", "shoes", "--default", "--limit", "700km"]).output
            == "Added gear Pegasus 40  shoes for runs, default, limit 700 km\n")
        tracker.run("gear add Commuter --kind bike --notes steel")
        tracker.run("add --distance 10 --duration 50m --date 2026-11-20T07:00")
        tracker.run("add --distance 12 --duration 1h --date 2026-10-02T07:00")
        tracker.run("add --type ride --distance 30 --duration 1h --gear commuter --date 2026-11-21T08:00")

        let list = tracker.run("gear list")
        #expect(list.status == 0)
        #expect(list.output.contains("Pegasus 40 *"), "\(list.output)")
        #expect(list.output.contains("22.00 km"), "\(list.output)")
        #expect(list.output.contains("3% of 700 km"), "\(list.output)")
        #expect(list.output.contains("30.00 km"), "\(list.output)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("gear list --json").output.utf8)) as? [[String: Any]])
        let pegasus = try #require(json.first { $0["name"] as? String == "Pegasus 40" })
        #expect(pegasus["activities"] as? Int == 2)
        #expect(pegasus["distance_m"] as? Double == 22_000)
        #expect(pegasus["duration_s"] as? Double == 6_600)
        #expect(pegasus["first"] as? String == "2026-10-02T07:00:00+00:00")
        #expect(pegasus["last"] as? String == "2026-11-20T07:00:00+00:00")
        #expect(pegasus["limit_share"] as? Double == 22_000.0 / 700_000)
        #expect(tracker.run("gear list --csv").output.hasPrefix("name,kind,for,default,activities,distance_m,duration_s,first,last,limit_m,limit_share"))

        let show = tracker.run(["gear", "show", "pegasus 40"])
        #expect(show.output.contains("2026-10  12.00 km     1"), "\(show.output)")
        #expect(show.output.contains("2026-11  10.00 km     1"), "\(show.output)")
        #expect(show.output.contains("ACTIVITIES"), "\(show.output)")
        #expect(!show.output.contains("--all lists every one"))

        // The activity pages carry it: list's column, show's line, the records' field.
        #expect(tracker.run("list").output.contains("GEAR"))
        #expect(tracker.run("show 3").output.contains("Gear         Commuter\n"))
        #expect(tracker.run("list --csv").output.contains(",Commuter\r\n"))

        #expect(tracker.run(["gear", "retire", "Pegasus 40"]).output == "Retired gear Pegasus 40 after 22.00 km over 2 activities\n")
        #expect(!tracker.run("gear list").output.contains("Pegasus"))
        #expect(tracker.run("gear list --all").output.contains("shoes, retired"))
        // Retired, it is no default: a new run has no gear.
        tracker.run("add --distance 5 --duration 25m --date 2026-11-28T07:00")
        #expect(!tracker.run("show last").output.contains("Gear"))

        #expect(tracker.run("gear edit Commuter --name Steel --limit 5000km").output == "Updated gear Steel  bike for rides, limit 5000 km\n")
        let refused = tracker.run("gear delete Steel")
        #expect(refused.status == 1)
        #expect(refused.error.contains("Steel is the gear of 1 activity; nothing was deleted"), "\(refused.error)")
        #expect(tracker.run("gear delete Steel --force").output == "Deleted gear Steel; 1 activity now has no gear\n")
        #expect(!tracker.run("show 3").output.contains("Gear"))
    }

    @Test func theDefaultIsGivenFromItsDayOnAndEditCanChangeOrRemoveIt() {
        tracker.run("gear add Trail --kind shoes --default --since 2026-11-01")
        tracker.run("add --distance 10 --duration 50m --date 2026-10-20T07:00")
        tracker.run("add --distance 10 --duration 50m --date 2026-11-20T07:00")
        tracker.run("add --type ride --distance 10 --duration 30m --date 2026-11-21T07:00")
        #expect(!tracker.run("show 1").output.contains("Gear"))
        #expect(tracker.run("show 2").output.contains("Gear         Trail"))
        #expect(!tracker.run("show 3").output.contains("Gear"))
        #expect(tracker.run("edit 2 --gear none").output == "Updated #2: gear Trail → (none)\n")
        #expect(tracker.run("edit 1 --gear trail").output == "Updated #1: gear (none) → Trail\n")
        #expect(tracker.run("edit 1 --json").status == 64)
    }

    /// `--since DAY` is that day's local midnight, in the zone it was given in, and is shown as that day.
    @Test func sinceIsTheLocalMidnightOfItsDay() {
        let berlin = TrackerHarness(now: "2026-11-29T19:00:00Z", timeZone: "Europe/Berlin")
        #expect(berlin.run("gear add Trail --kind shoes --default --since 2026-11-01").output
            == "Added gear Trail  shoes for runs, default, since 2026-11-01\n")
        berlin.run("add --distance 5 --duration 30m --date 2026-10-31T23:30")
        berlin.run("add --distance 5 --duration 30m --date 2026-11-01T00:30")
        #expect(!berlin.run("show 1").output.contains("Gear"))
        #expect(berlin.run("show 2").output.contains("Gear         Trail\n"))
    }

    @Test func passingTheLimitIsSaidOnceByTheCommandThatDidIt() {
        tracker.run("gear add Racer --kind shoes --default --limit 15km")
        let first = tracker.run("add --distance 10 --duration 50m --date 2026-11-20T07:00")
        #expect(!first.error.contains("limit"))
        let crossing = tracker.run("add --distance 6 --duration 30m --date 2026-11-21T07:00")
        #expect(crossing.error == "tracker: note: Racer passed its 15 km limit\n")
        let after = tracker.run("add --distance 6 --duration 30m --date 2026-11-22T07:00")
        #expect(!after.error.contains("limit"), "\(after.error)")
        // An edit passes a limit too: a longer distance, or the activity put on the gear.
        tracker.run("gear add Long --kind shoes --limit 30km")
        tracker.run("add --distance 20 --duration 2h --gear Long --date 2026-11-23T07:00")
        #expect(tracker.run("edit 4 --distance 35").error == "tracker: note: Long passed its 30 km limit\n")
        #expect(tracker.run("edit 4 --distance 36").error == "")
        tracker.run("gear add Third --kind shoes --limit 30km")
        #expect(tracker.run("edit 4 --gear Third").error == "tracker: note: Third passed its 30 km limit\n")
    }

    /// One line and the usage, exit 64, and the database file unchanged.
    @Test(arguments: [
        (["gear", "add", "Pegasus", "--kind", "shoes", "--limit", "0"], "--limit: '0' is zero"),
        (["gear", "add", "Pegasus", "--kind", "other", "--for", "rid"], "--for: 'rid' is not an activity family; did you mean 'ride'?"),
        (["gear", "add", "pegasus 40", "--kind", "shoes"], "'pegasus 40' is taken: a gear is named 'Pegasus 40' already"),
        (["gear", "add", "Pegasus", "--kind", "sandals"], "--kind: 'sandals' is not a kind of gear"),
        (["gear", "add", "Pegasus"], "missing required option '--kind'"),
        (["gear", "add", "none", "--kind", "shoes"], "'none' is kept for"),
        (["gear", "add", "Towel", "--kind", "other", "--default"], "--default needs a family"),
        (["gear", "show", "Pegasus 41"], "'Pegasus 41' is not a gear; did you mean 'Pegasus 40'?"),
        (["gear", "retire", "pegasus"], "'pegasus' is not a gear; did you mean 'Pegasus 40'?"),
        (["gear", "edit", "Pegasus 40", "--limit", "0"], "--limit: '0' is zero"),
        (["gear", "edit", "Pegasus 40", "--for", "nowhere"], "--for: 'nowhere' is not an activity family"),
        (["gear", "delete", "Pegasu 40"], "did you mean 'Pegasus 40'?"),
        (["gear", "list", "--force"], "--force is not an option of 'gear list'; it is for 'gear delete'"),
        (["add", "--distance", "5", "--duration", "30m", "--gear", "pegasus 4O"], "--gear: 'pegasus 4O' is not a gear; did you mean 'Pegasus 40'?"),
        (["edit", "1", "--gear", "Nimbus"], "--gear: 'Nimbus' is not a gear"),
    ])
    func badInputIsRefusedAndChangesNothing(arguments: [String], message: String) {
        tracker.run(["gear", "add", "Pegasus 40", "--kind", "shoes", "--default"])
        tracker.run("add --distance 5 --duration 30m --date 2026-11-20T07:00")
        let before = tracker.databaseBytes()
        let result = tracker.run(arguments)
        #expect(result.status == 64, "\(arguments): \(result.error)")
        #expect(result.error.hasPrefix("tracker: error: "), "\(result.error)")
        #expect(result.error.split(separator: "\n").first?.contains(message) == true, "\(arguments): \(result.error)")
        #expect(tracker.databaseBytes() == before, "\(arguments)")
    }

    /// `weeks --gear` and `summary --gear` give what the same views give over a history holding
    /// only that gear's activities (the summary's long periods then read rows, not the kept spans).
    @Test func weeksAndSummaryByGearCountOnlyItsActivities() throws {
        let only = TrackerHarness(now: "2026-11-29T19:00:00Z")
        tracker.run("gear add Ox --kind bike")
        for index in 0..<40 {
            let day = 1 + index * 13 % 28, month = 1 + index % 11, year = 2025 + index % 2
            let date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)T0\(index % 9):00"
            let add = ["add", "--type", index % 4 == 0 ? "run" : "ride", "--distance", "\(10 + index)", "--duration", "\(30 + index)m", "--date", date]
            if index % 3 == 0 {
                tracker.run(add + ["--gear", "ox"])
                only.run(add)
            } else {
                tracker.run(add)
            }
        }
        func object(_ harness: TrackerHarness, _ command: [String]) throws -> [String: Any] {
            let result = harness.run(command)
            #expect(result.status == 0, "\(command): \(result.error)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        }
        let weeks = try object(tracker, ["weeks", "--gear", "Ox", "--weeks", "52", "--json"])["weeks"] as? NSArray
        #expect(weeks == (try object(only, ["weeks", "--weeks", "52", "--json"])["weeks"] as? NSArray))
        let summary = try object(tracker, ["summary", "--gear", "ox", "--json"])
        #expect(summary["gear"] as? String == "Ox")
        #expect(tracker.run("summary --gear Ox").output.hasPrefix("SUMMARY  as of Sun 29 Nov 2026 19:00  (Ox only)\n"))
        let reference = try object(only, ["summary", "--json"])
        for key in ["all_time", "year_to_date", "last_12_weeks", "streaks"] {
            #expect((summary[key] as? NSDictionary) == (reference[key] as? NSDictionary), "\(key)")
        }
        #expect((summary["all_time"] as? [String: Any])?["activities"] as? Int == 14)
        let longest = try #require(summary["longest"] as? [String: Any])
        #expect(longest["gear"] as? String == "Ox")
        #expect(longest["start"] as? String == (reference["longest"] as? [String: Any])?["start"] as? String)
    }

    @Test func showListsTheLatestActivitiesUnlessAll() {
        tracker.run("gear add Daily --kind shoes --default")
        for day in 1...22 { tracker.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-11-\(day < 10 ? "0" : "")\(day)T07:00"]) }
        let page = tracker.run("gear show Daily").output
        #expect(page.contains("The latest 20 of 22 are shown; --all lists every one.\n"), "\(page)")
        #expect(page.contains("Sun 22 Nov 2026") && !page.contains("Mon 2 Nov 2026") && !page.contains("Sun 1 Nov 2026"))
        let all = tracker.run("gear show Daily --all").output
        #expect(!all.contains("The latest") && all.contains("Sun 1 Nov 2026"), "\(all)")
    }

    @Test func gearPagesFitTheTerminal() {
        tracker.run(["gear", "add", "Pegasus 40 with a rather long name", "--kind", "shoes", "--default", "--limit", "700km"])
        tracker.run(["gear", "add", "Commuter", "--kind", "bike"])
        for day in 1...9 { tracker.run(["add", "--distance", "1\(day)", "--duration", "1:0\(day):00", "--date", "2026-1\(day % 2)-0\(day)T07:00", "--name", "Easy run along the coast road and back"]) }
        for columns in [60, 80, 120] {
            for command in [["list"], ["gear", "list"], ["gear", "list", "--all"], ["gear", "show", "Pegasus 40 with a rather long name"]] {
                let wide = tracker.linesWiderThan(columns, running: ["--no-pager"] + command)
                #expect(wide.isEmpty, "\(command) at \(columns): \(wide.joined(separator: "\n"))")
            }
        }
    }
}
