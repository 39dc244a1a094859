import Foundation
import Testing
import TrackerTestSupport

@Suite struct ActivityCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z", timeZone: "Europe/Lisbon")

    @Test func addPrintsOneConfirmationLine() {
        let result = tracker.run("add --distance 5.2 --duration 2700 --elevation 156")
        #expect(result.status == 0)
        #expect(result.output == "Added #1  Run  5.20 km  45:00  8:39 /km  +156 m  Sun 29 Nov 2026 07:30\n")
        #expect(result.error == "")
    }

    @Test func aSwimsRecordAndOverlapWarningSayItsDistanceInYardsOrMetres() {
        #expect(tracker.run("add -t swim -d 900m -T 20m --date 2026-11-28T07:00").status == 0)
        let result = tracker.run(["add", "-t", "swim", "-d", "1.5km", "-T", "30m", "--date", "2026-11-28T07:10", "--units", "imperial"])
        #expect(result.status == 0)
        #expect(result.output.contains("1640 yd"), "\(result.output)")
        #expect(result.output.contains("New record: longest distance 1640 yd (swim #2), beating 984 yd"), "\(result.output)")
        #expect(result.error.contains("overlaps #1 Swim Sat 28 Nov 2026 07:00 984 yd, already stored"), "\(result.error)")
        #expect(!(result.output + result.error).contains(" mi"))
        let metric = tracker.run("add -t swim -d 2km -T 40m --date 2026-11-20")
        #expect(metric.output.contains("New record: longest distance 2000 m (swim #3), beating 1500 m"), "\(metric.output)")
    }

    @Test func editingTheTypeAloneDoesNotListTheDistanceInAnotherUnit() {
        #expect(tracker.run("add -t swim -d 1500m -T 30m").status == 0)
        #expect(tracker.run("edit 1 --type run").output == "Updated #1: type swim → run\n")
        // A changed distance is said in the unit of the new type on both sides.
        #expect(tracker.run("edit 1 --type swim --distance 1.6km").output == "Updated #1: type run → swim, distance 1500 m → 1600 m\n")
    }

    @Test func addRideShowsSpeedAndName() {
        let result = tracker.run(["add", "--type", "cycling", "--distance", "42km", "--duration", "1h35m", "--date", "yesterday", "--name", "Coast road"])
        #expect(result.output == "Added #1  Ride  42.00 km  1:35:00  26.5 km/h  +0 m  Sat 28 Nov 2026 12:00  Coast road\n")
    }

    @Test func addWithoutDistanceIsAnIndoorSession() {
        let result = tracker.run("add --type other --duration 45m")
        #expect(result.status == 0)
        #expect(result.output.contains("Other  0.00 km  45:00  +0 m"))
    }

    @Test func addJSONUsesSIFieldsWhateverTheUnits() throws {
        let result = tracker.run(["--units", "imperial", "add", "--distance", "3.1", "--duration", "30:00", "--elevation", "100", "--date", "2026-11-29T07:30+09:00", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
        #expect(object["id"] as? Int == 1)
        #expect(object["start"] as? String == "2026-11-29T07:30:00+09:00")
        #expect(object["type"] as? String == "run")
        #expect(abs((object["distance_m"] as? Double ?? 0) - 3.1 * 1609.344) < 1e-6)
        #expect(object["duration_s"] as? Int == 1800)
        #expect(abs((object["elevation_m"] as? Double ?? 0) - 30.48) < 1e-9)
        #expect(object["name"] is NSNull)
    }

    @Test func listIsNewestFirstWithATotalsLine() {
        tracker.run("add --distance 5 --duration 25:00 --date 2026-11-20")
        tracker.run("add --type ride --distance 30 --duration 1h --date 2026-11-25")
        tracker.run("add --type hike --distance 10 --duration 3h --elevation 800 --date 2026-11-27")
        let result = tracker.run("list")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 5)
        #expect(lines[0].hasPrefix("ID  DATE"))
        #expect(lines[1].contains("Fri 27 Nov 2026") && lines[1].contains("Hike"))
        #expect(lines[3].contains("Fri 20 Nov 2026") && lines[3].contains("5:00 /km"))
        #expect(lines[4] == "3 activities  45.00 km  4h 25m  +800 m")
        #expect(tracker.run("list --type run --type hike").output.split(separator: "\n").count == 4)
        #expect(tracker.run("list --since 2026-11-25 --until 2026-11-25").output.contains("Ride"))
        #expect(tracker.run("list --limit 1 --csv").output.split(separator: "\r\n").count == 2)
    }

    @Test func listCSVAndJSONAreMachineReadable() throws {
        tracker.run(["add", "--distance", "5", "--duration", "25:00", "--name", "Hills, \"steep\"", "--notes", "line one\nline two"])
        let csv = tracker.run("list --csv").output
        #expect(csv == "id,start,type,name,notes,distance_m,duration_s,elevation_m,effort,gear\r\n1,2026-11-29T07:30:00+00:00,run,\"Hills, \"\"steep\"\"\",\"line one\nline two\",5000,1500,0,,\r\n")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("list --json").standardOutput)) as? [[String: Any]])
        #expect(json.count == 1)
        #expect(json[0]["notes"] as? String == "line one\nline two")
        #expect(json[0]["effort"] is NSNull)
        #expect(tracker.run("list --json --csv").status == 64)
    }

    @Test func editSaysWhatChanged() {
        tracker.run("add --distance 5 --duration 25:00")
        let result = tracker.run(["edit", "1", "--distance", "6", "--name", "Tempo"])
        #expect(result.status == 0)
        #expect(result.output == "Updated #1: distance 5.00 km → 6.00 km, name (none) → Tempo\n")
        #expect(tracker.run("list --json").output.contains("\"distance_m\": 6000"))
    }

    @Test func editNeedsSomethingToChangeAndAnExistingID() {
        tracker.run("add --distance 5 --duration 25:00")
        #expect(tracker.run("edit 1").status == 64)
        let missing = tracker.run("edit 7 --distance 1")
        #expect(missing.status == 1)
        #expect(missing.error == "tracker: error: no activity #7\n")
        #expect(tracker.run("edit x --distance 1").status == 64)
    }

    @Test func deleteRemovesAllOrNothing() {
        tracker.run("add --distance 5 --duration 25:00")
        tracker.run("add --distance 6 --duration 30:00")
        let refused = tracker.run("rm 1 9")
        #expect(refused.status == 1)
        #expect(refused.error == "tracker: error: no activity #9; nothing was deleted\n")
        #expect(tracker.run("list --csv").output.split(separator: "\r\n").count == 3)
        let result = tracker.run("delete 1 2")
        #expect(result.status == 0)
        #expect(result.output.split(separator: "\n").map { $0.prefix(10) } == ["Deleted #1", "Deleted #2"])
        #expect(tracker.run("list").output.hasPrefix("No activities found"))
    }

    @Test func filtersThatMatchNothingAreNamedWithHowManyThereAre() {
        tracker.run("add --distance 5 --duration 25:00 --date 2026-11-20")
        let none = tracker.run("list --since 2026-11-25 --type ride")
        #expect(none.status == 0)
        #expect(none.output == "No activities match --since 2026-11-25 --type ride; 1 activity is recorded in all.\n")
        #expect(tracker.run("list --type ride --json").output == "[]\n")
    }

    @Test func editTakesLastAsShowDoes() {
        #expect(tracker.run("edit last --name Tempo").error == "tracker: error: there are no activities yet; record one with: tracker add --distance 5 --duration 30m\n")
        tracker.run("add --distance 5 --duration 25:00 --date 2026-11-20")
        tracker.run("add --distance 6 --duration 30:00 --date 2026-11-22")
        tracker.run("add --distance 7 --duration 35:00 --date 2026-11-21")
        let result = tracker.run("edit LAST --name Tempo")
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Updated #2: name (none) → Tempo\n")
        let refused = tracker.run("edit latest --name Tempo")
        #expect(refused.status == 64)
        #expect(refused.error.hasPrefix("tracker: error: 'latest' is not an activity id; use the number shown by 'tracker list', such as 12, or last for the latest\n"))
    }

    @Test func unitsComeFromFlagEnvironmentOrConfig() {
        tracker.run("add --distance 10 --duration 50:00 --elevation 100")
        #expect(tracker.run("list").output.contains("10.00 km"))
        #expect(tracker.run("config units imperial").output == "units: metric → imperial\n")
        #expect(tracker.run("list").output.contains("6.21 mi"))
        #expect(tracker.run("list").output.contains("+328 ft"))
        #expect(tracker.run("--units metric list").output.contains("10.00 km"))
        tracker.environment["TRACKER_UNITS"] = "metric"
        #expect(tracker.run("list").output.contains("10.00 km"))
        // Typed values follow the display units too: 5 means 5 miles now.
        tracker.environment["TRACKER_UNITS"] = nil
        tracker.run("add --distance 5 --duration 50:00")
        #expect(tracker.run("list --limit 1 --json").output.contains("\"distance_m\": 8046.72"))
    }

    @Test func controlCharactersInNamesAreEscapedInTables() {
        tracker.run(["add", "--distance", "5", "--duration", "25:00", "--name", "evil\u{1B}[2Jname"])
        let output = tracker.run("list", columns: 120).output
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("evil\\u{1B}[2Jname"))
        #expect(tracker.run("list --json").output.contains("evil\\u001b[2Jname"))
    }

    @Test func anUnlikelySpeedIsKeptWithANoteAboutUnits() {
        let meters = tracker.run("add --distance 5m --duration 30m")
        #expect(meters.status == 0)
        #expect(meters.error.hasPrefix("tracker: note: 0.01 km in 30:00 is 0.0 km/h, unlikely for a run; check the units"), "\(meters.error)")
        let seconds = tracker.run("add --distance 10 --duration 30s")
        #expect(seconds.error.contains("1200.0 km/h, unlikely for a run"))
        let swim = tracker.run("add --type open-water-swim --distance 5 --duration 30m")
        #expect(swim.error.hasPrefix("tracker: note: 5 m in 30:00 is 0.0 km/h, unlikely for an open water swim"), "\(swim.error)")
        let likely = tracker.run("add --type ride --distance 42 --duration 1h20m --date yesterday")
        #expect(likely.status == 0 && likely.error.isEmpty)
        // Correcting it says nothing more; renaming an unlikely one does not repeat the note.
        #expect(tracker.run("edit 2 --duration 30m").error.isEmpty)
        #expect(tracker.run("edit 1 --name 'Strides'").error.isEmpty)
        #expect(tracker.run("list --csv").output.split(separator: "\r\n").count == 5)
    }

    @Test func aDeletedIdIsNeverGivenAgain() {
        for _ in 0..<3 { tracker.run("add --distance 5 --duration 25:00") }
        #expect(tracker.run("delete 3").status == 0)
        #expect(tracker.run("add --distance 6 --duration 30:00").output.hasPrefix("Added #4 "))
        #expect(tracker.run("delete 4 2").status == 0)
        #expect(tracker.run("add --distance 7 --duration 35:00").output.hasPrefix("Added #5 "))
    }
}
