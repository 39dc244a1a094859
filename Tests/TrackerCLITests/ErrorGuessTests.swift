import CSQLite
import Foundation
import Testing
@testable import TrackerCLI
import TrackerStore
import TrackerTestSupport

/// Errors that guess what was meant: by meaning, prefix and spelling; values without their
/// options; what a file really is; and database trouble in one line without SQL.
@Suite struct ErrorGuessTests {
    @Test(arguments: [
        ("add --distance 5 --time 30m", "--duration"),
        ("add --duration 30m --elev 100", "--elevation"),
        ("add --duration 30m --dist 5", "--distance"),
        ("add --duration 30m --distanse 5", "--distance"),
        ("list --sport run", "--type"),
        ("weeks --met distance", "--metric"),
    ])
    func suggestionsByMeaningPrefixAndSpelling(line: String, suggested: String) {
        let result = TrackerHarness().run(line)
        #expect(result.status == 64)
        #expect(result.error.contains("did you mean '\(suggested)'?"), "\(result.error)")
    }

    @Test func valuesWithoutTheirOptionsAreNamed() {
        let harness = TrackerHarness()
        let both = harness.run("add 5k 25:00")
        #expect(both.status == 64)
        #expect(both.error.hasPrefix("tracker: error: unexpected arguments '5k' and '25:00': they look like a distance and a time; name them: tracker add --distance 5k --duration 25:00\n"))
        #expect(harness.run("add --distance 5 45min").error.contains("'45min': it looks like a time; name it: tracker add --duration 45min"))
        #expect(harness.run("add 1 --duration 30m").error.contains("unexpected argument '1'\n"))
        #expect(harness.databaseBytes() == nil)
        harness.run("add --duration 30m")
        #expect(harness.run("edit 1 10km").error.contains("name it: tracker edit 1 --distance 10km"))
    }

    /// A short option means the same long one in every command that has it, but for `-n`: a
    /// name in `add` and `edit`, a count in `list`, as git has it in `commit` and `log`.
    @Test func eachShortOptionHasOneMeaning() {
        var meanings: [Character: Set<String>] = [:]
        for spec in CommandRegistry.all.map(\.spec) {
            for option in spec.options + GlobalOptions.specs {
                if let short = option.short { meanings[short, default: []].insert(option.name) }
            }
        }
        for (short, names) in meanings where short != "n" {
            #expect(names.count == 1, "-\(short) means \(names.sorted())")
        }
        #expect(meanings["n"] == ["name", "limit"])
        #expect(meanings["f"] == ["format"])
    }

    @Test func aFileIsNamedForWhatItIs() throws {
        let harness = TrackerHarness()
        let png = harness.directory.file("run.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array(repeating: 0, count: 40)).write(to: URL(fileURLWithPath: png))
        let image = harness.run(["import", png])
        #expect(image.status == 1)
        #expect(image.output.contains("run.png: rejected: is a PNG image, not an activity file; tracker imports CSV, JSON, GPX, TCX and FIT files"))
        #expect(!image.output.contains("rename"))

        let csv = harness.directory.file("morning.gpx")
        try "start,type,distance_m,duration_s\n2026-11-01T08:00:00Z,run,5000,1800\n".write(toFile: csv, atomically: true, encoding: .utf8)
        let mislabelled = harness.run(["import", csv])
        #expect(mislabelled.output.contains("morning.gpx: rejected: looks like CSV, not GPX as its name says; rename it or import it with --format csv"))
        #expect(!mislabelled.output.contains("libxml2"))
        #expect(harness.run(["import", "--format", "csv", csv]).status == 0)

        // Markup in the first line is not a table: the reader's own reason stands.
        let markup = harness.directory.file("evening.gpx")
        try "title,<b>notes</b>\n1,2\n".write(toFile: markup, atomically: true, encoding: .utf8)
        let broken = harness.run(["import", markup])
        #expect(broken.status == 1)
        #expect(broken.output.contains("evening.gpx") && broken.output.contains("rejected: "), "\(broken.output)")
        #expect(!broken.output.contains("looks like"), "\(broken.output)")
    }

    @Test func aDamagedDatabaseIsOneLinePointingAtDoctor() throws {
        let harness = TrackerHarness()
        for day in 1...200 { harness.run(["add", "--duration", "30m", "--name", String(repeating: "x", count: 200), "--date", "2026-0\(1 + day % 9)-1\(day % 9)T08:\(String(format: "%02d", day % 60))"]) }
        // Overwrite pages in the middle of the file: the table's b-tree no longer holds.
        let handle = try #require(FileHandle(forUpdatingAtPath: harness.databasePath))
        try handle.seek(toOffset: 4096 * 3)
        handle.write(Data(repeating: 0xFF, count: 4096 * 6))
        try handle.close()
        for line in ["list", "weeks", "add --duration 30m"] {
            let result = harness.run(line)
            #expect(result.status == 1, "\(line)")
            #expect(result.error.hasPrefix("tracker: error: the database \(harness.databasePath) is damaged"), "\(result.error)")
            #expect(result.error.contains("Run 'tracker doctor' to check it"))
            #expect(result.error.split(separator: "\n").count == 1)
            #expect(!result.error.contains("SELECT") && !result.error.contains("INSERT"))
        }
    }

    @Test func aFullDiskNamesTheFileAndShowsNoSQL() {
        let error = DatabaseError(extendedCode: SQLITE_FULL, message: "database or disk is full", sql: "INSERT INTO activities (start, name) VALUES (?, ?)")
        let text = error.explanation(path: "/data/tracker.db", debug: false)
        #expect(text == "the disk is full: could not write /data/tracker.db; nothing was changed. Free some space and try again")
        #expect(error.explanation(path: "/data/tracker.db", debug: true).contains("while executing INSERT INTO activities"))
        let other = DatabaseError(extendedCode: SQLITE_CONSTRAINT, message: "CHECK constraint failed", sql: "UPDATE activities SET x = 1")
        #expect(!other.explanation(path: "/d.db", debug: false).contains("UPDATE"))
        #expect(other.explanation(path: "/d.db", debug: false).contains("TRACKER_DEBUG=1 shows the statement"))
    }

    @Test func editKeepsTheActivitysOffset() throws {
        let harness = TrackerHarness(timeZone: "Europe/Lisbon")
        harness.run("add --duration 30m --date 2026-11-20T07:00-05:00")
        let moved = harness.run("edit 1 --date 2026-11-20T08:00")
        #expect(moved.output == "Updated #1: date Fri 20 Nov 2026 07:00 → Fri 20 Nov 2026 08:00 (at -05:00, the activity's offset; add one to change it, as in 2026-11-20T08:00+01:00)\n")
        #expect(harness.run("list --json").output.contains("\"start\": \"2026-11-20T08:00:00-05:00\""))
        let given = harness.run("edit 1 --date 2026-11-20T15:00Z")
        #expect(given.output.contains("(at UTC, as given)"))
        #expect(harness.run("list --json").output.contains("\"start\": \"2026-11-20T15:00:00+00:00\""))
    }

    @Test func smallerPoints() throws {
        let harness = TrackerHarness()
        // goal that only shows creates no database.
        #expect(harness.run("goal").status == 0)
        #expect(harness.databaseBytes() == nil)
        // moods have no units.
        let moodsHelp = harness.run("moods --help").output
        #expect(moodsHelp.contains("Print JSON instead of a table.") && !moodsHelp.contains("SI units"))
        // Help names the file the default resolves to here.
        let help = harness.run("list --help").output
        #expect(!help.contains("$XDG_DATA_HOME"))
        #expect(help.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: "").contains(harness.directory.path + "/.local/share/tracker/tracker.db"))
        // Imperial speed is mph.
        harness.run("add --type ride --distance 20mi --duration 1h")
        #expect(harness.run("--units imperial list").output.contains("20.0 mph"))
        // A mood chart is as private as the database.
        harness.run("mood good")
        let chart = harness.directory.file("mood.png")
        #expect(harness.run(["chart", "mood", "-o", chart]).status == 0)
        let mode = try #require(FileManager.default.attributesOfItem(atPath: chart)[.posixPermissions] as? Int)
        #expect(mode & 0o077 == 0)
        // The load chart draws each day's mood too; an activity chart has none.
        let load = harness.directory.file("load.png"), weeks = harness.directory.file("weeks.png")
        #expect(harness.run(["chart", "load", "-o", load]).status == 0)
        #expect(harness.run(["chart", "-o", weeks]).status == 0)
        #expect(try #require(FileManager.default.attributesOfItem(atPath: load)[.posixPermissions] as? Int) & 0o077 == 0)
        #expect(try #require(FileManager.default.attributesOfItem(atPath: weeks)[.posixPermissions] as? Int) & 0o077 != 0)
    }
}
