import Foundation
import Testing
import TrackerCore
@testable import TrackerCLI
import TrackerImport
import TrackerStore
import TrackerTestSupport
import TrackerTime

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
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(tracker.run("records --type ride --json").standardOutput)) as? [[String: Any]])
        // The Eddington numbers follow the records as rows of their own: all activities and rides, km and miles.
        let json = rows.filter { $0["record"] as? String != "eddington" }
        #expect(json.count == 3 && json.allSatisfy { $0["type"] as? String == "ride" && $0["activity_id"] as? Int == 3 })
        #expect(rows.count - json.count == 4)
    }

    @Test func aFamilyShowsEachOfItsTypesRecords() {
        tracker.run("add --distance 5 --duration 25:00 --date 2026-11-20")
        tracker.run("add --type trail-run --distance 12 --duration 1h20m --elevation 500 --date 2026-11-21")
        tracker.run("add --type ride --distance 42 --duration 1h35m --date 2026-11-22")
        let runs = tracker.run("records --type run").output
        let runLines = runs.split(separator: "\n")
        #expect(runLines.contains("RUN") && runLines.contains("TRAIL RUN") && !runLines.contains("RIDE"), "\(runs)")
        let trail = tracker.run("records --type trail-run").output
        let trailLines = trail.split(separator: "\n")
        #expect(trailLines.contains("TRAIL RUN") && !trailLines.contains("RUN") && trail.contains("12.00 km"), "\(trail)")
        // A family without activities has no records yet; a swim's longest is in metres.
        #expect(tracker.run("records --type swim").output.contains("No records"))
        tracker.run("add --type swim --distance 1800 --duration 40m --date 2026-11-23")
        #expect(tracker.run("records --type swim").output.contains("1800 m"))
    }

    @Test func badValuesAreRefusedAndNoActivitiesIsFriendly() {
        #expect(tracker.run("records").output.hasPrefix("No records yet."))
        let year = tracker.run("records --year 26")
        #expect(year.status == 64 && year.error.contains("'26' is not a year"))
        let type = tracker.run("records --type quidditch")
        #expect(type.status == 64 && type.error.contains("quidditch"))
    }

    /// Two runs and a ride imported from GPX files, as a watch would record them.
    func importActivities() throws {
        let loops: [(ActivityStream, ActivityType, Int64)] = [
            (try SampleStreams.hillyLoop(seed: 7), .run, 1_795_500_000),
            (try SampleStreams.hillyLoop(kilometres: 10.5, seed: 8), .run, 1_795_600_000),
            (try SampleStreams.hillyLoop(kilometres: 30, seed: 9, power: true), .ride, 1_795_700_000),
        ]
        for (index, (stream, type, start)) in loops.enumerated() {
            let activity = Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 3600), type: type,
                                    distance: 0, duration: stream.elapsedTime)
            let path = tracker.directory.file("\(index).gpx")
            try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
            let result = tracker.run(["import", path])
            #expect(result.status == 0, "\(result.error)")
        }
    }

    /// Every stored effort, in a stable order, to compare two states of the table.
    func storedEfforts() throws -> [String] {
        try Database(path: tracker.databasePath).fetch(
            "SELECT activity_id, kind, target, value, start_offset, distance_m FROM best_efforts ORDER BY activity_id, kind, target"
        ) { row in (0..<6).map { row.string($0) ?? "NULL" }.joined(separator: " ") }
    }

    @Test func rebuildRestoresWhatTheImportComputed() throws {
        try importActivities()
        let efforts = try storedEfforts()
        let table = tracker.run("records --json").output
        // Runs: 400 m to 5 km, and 10 km on the longer one; the ride: 5 to 20 km, and 5, 20 and 60 min
        // of power (GPXWriter writes the stream's power, which the import reads back).
        #expect(efforts.count == 15 && efforts.contains { $0.hasPrefix("3 distance 20000.0 ") } && efforts.contains { $0.hasPrefix("3 power 300.0 ") }
            && table.contains("\"5 km\""), "\(efforts)")

        // Rows lost or damaged: one activity's efforts gone, a value changed, the whole-activity bests gone.
        let database = try Database(path: tracker.databasePath)
        try database.execute("DELETE FROM best_efforts WHERE activity_id = 2")
        try database.execute("UPDATE best_efforts SET value = value * 2 WHERE activity_id = 1")
        try database.execute("DELETE FROM type_bests")
        #expect(try storedEfforts() != efforts)
        #expect(tracker.run("records --json").output != table)

        let rebuilt = tracker.run("records --rebuild")
        #expect(rebuilt.status == 0 && rebuilt.error.isEmpty, "\(rebuilt.error)")
        #expect(rebuilt.output.hasPrefix("Recomputed the best efforts of 3 activities with recorded samples in "), "\(rebuilt.output)")
        #expect(rebuilt.output.hasSuffix(" s\n"))
        #expect(try storedEfforts() == efforts)
        #expect(tracker.run("records --json").output == table)
        // The kept bests are back too: a shorter run added by hand announces nothing, a longer one does.
        #expect(!tracker.run("add --distance 9 --duration 50m --date 2026-11-28").output.contains("New record"))
        #expect(tracker.run("add --distance 11 --duration 1h --date 2026-11-29T06:00").output.contains("New record: longest distance 11.00 km (run #5), beating 10."))
    }

    @Test func rebuildTakesNoFiltersAndCreatesNoFile() throws {
        for extra in ["--type run", "--year 2026", "--json"] {
            let result = tracker.run("records --rebuild " + extra)
            #expect(result.status == 64 && result.error.contains("leave out --type, --year and --json"), "\(result.error)")
        }
        let empty = tracker.run("records --rebuild")
        #expect(empty.status == 0 && empty.output.hasPrefix("Recomputed the best efforts of 0 activities with recorded samples in 0."))
        #expect(!FileManager.default.fileExists(atPath: tracker.databasePath))
    }

    @Test func secondsAreShownToATenth() {
        #expect(RecordsCommand.seconds(.milliseconds(1_849)) == "1.8 s")
        #expect(RecordsCommand.seconds(.milliseconds(1_850)) == "1.9 s")
        #expect(RecordsCommand.seconds(.milliseconds(30)) == "0.0 s")
        #expect(RecordsCommand.seconds(.seconds(12)) == "12.0 s")
    }
}
