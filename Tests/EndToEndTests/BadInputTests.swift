import Foundation
import Testing
import TrackerTestSupport

/// Runs the built binary: every bad input gets its exit code and leaves the database
/// byte-for-byte as it was.
@Suite struct BadInputTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        ["TRACKER_DB": directory.file("tracker.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "Europe/Lisbon", "HOME": directory.path]
    }

    func tracker(_ arguments: [String]) throws -> CommandResult {
        try BinaryRunner.run(arguments, environment: environment)
    }

    func seeded() throws -> Data {
        #expect(try tracker(["add", "--distance", "5.2", "--duration", "2700", "--elevation", "156"]).status == 0)
        #expect(try tracker(["add", "--type", "ride", "--distance", "40", "--duration", "1h30m", "--date", "yesterday"]).status == 0)
        #expect(try tracker(["mood", "good", "--note", "private"]).status == 0)
        return try Data(contentsOf: URL(fileURLWithPath: directory.file("tracker.db")))
    }

    static let badCommands: [([String], Int32, String)] = [
        (["add", "--distance", "5.2kmh", "--duration", "2700"], 64, "--distance: '5.2kmh' is not a distance"),
        (["add", "--distance", "-1", "--duration", "2700"], 64, "--distance: '-1' is negative"),
        (["add", "--distance", "NaN", "--duration", "2700"], 64, "--distance: 'NaN' is not a distance"),
        (["add", "--distance", "infinity", "--duration", "2700"], 64, "--distance: 'infinity' is not a distance"),
        (["add", "--distance", "5"], 64, "missing required option '--duration'"),
        (["add", "--duration", "0:00"], 64, "--duration: '0:00' is not a duration"),
        (["add", "--duration", "45", "--elevation", "-3"], 64, "--elevation: '-3' is negative"),
        (["add", "--duration", "45", "--type", "unicycle"], 64, "--type: 'unicycle' is not an activity type"),
        (["add", "--duration", "45", "--distance", "5parsecs"], 64, "--distance: '5parsecs' is not a distance"),
        (["add", "--duration", "45", "--date", "next tuesday"], 64, "--date: 'next tuesday' is not a date"),
        (["add", "--duration", "45", "--date", "2027-01-01"], 64, "--date: '2027-01-01' is more than a day in the future"),
        (["mood", "ecstatic"], 64, "'ecstatic' is not a mood"),
        (["mood", "good", "--date", "2026-12-25"], 64, "--date: '2026-12-25' is more than a day in the future"),
        (["edit", "99", "--distance", "3"], 1, "no activity #99"),
        (["edit", "1", "--distance", "3x"], 64, "--distance: '3x' is not a distance"),
        (["edit", "1", "--duration", "0"], 64, "--duration: '0' is not a duration"),
        (["delete", "1", "99"], 1, "no activity #99; nothing was deleted"),
        (["delete", "abc"], 64, "'abc' is not an activity id"),
        (["frobnicate"], 64, "unknown command 'frobnicate'"),
        (["config", "colour", "blue"], 64, "'colour' is not a setting"),
        (["config", "units", "parsecs"], 64, "'parsecs' is not a unit system"),
    ]

    @Test func everyBadInputLeavesTheDatabaseUnchanged() throws {
        let before = try seeded()
        for (arguments, status, message) in Self.badCommands {
            let result = try tracker(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.error.hasPrefix("tracker: error: \(message)"), "\(arguments): \(result.error)")
            #expect(result.output.isEmpty, "\(arguments)")
            let after = try Data(contentsOf: URL(fileURLWithPath: directory.file("tracker.db")))
            #expect(after == before, "\(arguments) changed the database")
        }
    }

    @Test func aDatabaseFromANewerVersionIsRefusedUntouched() throws {
        _ = try seeded()
        let path = directory.file("tracker.db")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [path, "PRAGMA user_version = 4242;"]
        try sqlite.run()
        sqlite.waitUntilExit()
        try #require(sqlite.terminationStatus == 0, "the sqlite3 CLI is needed for this test")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try tracker(["list"])
        #expect(result.status == 1)
        #expect(result.error.contains("schema version 4242, newer than this tracker understands"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aRoundOfRealUseThroughTheBinary() throws {
        _ = try seeded()
        let list = try tracker(["list"])
        #expect(list.status == 0)
        #expect(list.output.contains("Sun 29 Nov 2026 09:00  Run    5.20 km"))
        #expect(try tracker(["edit", "2", "--name", "Commute"]).output == "Updated #2: name (none) → Commute\n")
        #expect(try tracker(["rm", "2"]).output.hasPrefix("Deleted #2  Ride  40.00 km  1:30:00  26.7 km/h"))
        #expect(try tracker(["moods", "--csv"]).output == "date,level,value,note,word,tags\r\n2026-11-29,good,2,private,,\r\n")
        #expect(try tracker(["list", "--csv"]).output.split(separator: "\r\n").count == 2)
    }
}
