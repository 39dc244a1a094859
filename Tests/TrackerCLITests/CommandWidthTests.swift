import Foundation
import Testing
import TrackerCore
import TrackerTime
import TrackerImport
import TrackerTestSupport

/// Every command's output fits the terminal it is read on, at 60, 80 and 120 columns.
@Suite struct CommandWidthTests {
    /// A varied history: runs, rides, a pool swim, strength, a recorded run with samples,
    /// moods with notes, goals for every sport and per sport.
    static func history() throws -> TrackerHarness {
        let harness = TrackerHarness(now: "2026-11-29T19:00:00Z")
        // The days without a typed mood come from Daylio, with its words and activities as tags.
        var daylio = ["full_date,date,weekday,time,mood,activities,note_title,note"]
        var day = 84
        while day >= 1 {
            let date = String(ISO8601DateFormatter().string(from: Date(timeIntervalSince1970: 1_795_979_000 - Double(day) * 86_400)).prefix(10))
            switch day % 7 {
            case 1: harness.run(["add", "--distance", "\(6 + day % 5).\(day % 10)", "--duration", "\(33 + day % 9):\(10 + day % 50)", "--date", "\(date)T07:30", "--name", "Easy run along the coast road and back"])
            case 3: harness.run(["add", "--type", "ride", "--distance", "\(35 + day % 30)", "--duration", "1:\(20 + day % 35):00", "--elevation", "\(250 + day * 3)", "--date", "\(date)T09:00", "--name", "Coast road"])
            case 5: harness.run(["add", "--type", "swim", "--distance", "2606", "--duration", "52:00", "--date", "\(date)T12:00"])
            case 6: harness.run(["add", "--type", "strength", "--duration", "45:00", "--date", "\(date)T18:00"])
            default: break
            }
            if day % 5 != 0 { harness.run(["mood", ["usual", "good", "excellent", "terrible"][day % 4], "--date", date, "--note", "a note long enough to need cutting at any width we lay out for"]) }
            else { daylio.append("\(date),x,x,20:00,\(["awful", "rad", "meh"][day % 3]),friends | a long activity name to cut | gym,,") }
            day -= 1
        }
        let stream = try SampleStreams.hillyLoop()
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 0), type: .run, name: "Castle loop with a long name",
                                distance: 8_300, duration: stream.elapsedTime)
        let path = harness.directory.file("loop.gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        harness.run(["import", path])
        let daylioPath = harness.directory.file("daylio_export.csv")
        try Data((daylio.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: daylioPath))
        harness.run(["import", daylioPath])
        harness.run("goal --distance 60km --duration 6h --elevation 1000m")
        harness.run("goal --type run --distance 30km")
        harness.run("goal --type ride --distance 100km --duration 4h")
        harness.run("goal --year --distance 2000km --duration 250h --elevation 30000m")
        harness.run("goal --month --type ride --distance 400km --duration 20h")
        harness.run("goal --month --type swim --distance 12000")
        return harness
    }

    static let commands: [[String]] = [
        ["list"], ["list", "--all"], ["show", "last"], ["show", "1"], ["records"], ["moods"], ["weeks"], ["goal"],
        ["summary"], ["load"], ["insights"], ["config"], ["doctor"], 
        ["chart", "--graphics", "text"], ["chart", "mood", "--graphics", "text"], ["chart", "load", "--graphics", "text"],
        ["chart", "rings", "--graphics", "text"], ["chart", "profile", "last", "--graphics", "text"],
        ["chart", "curve", "pace", "--graphics", "text"], ["chart", "curve", "heart-rate", "--graphics", "text"],
        ["weeks", "--metric", "duration"], ["list", "--type", "ride"], ["weeks", "--type", "ride"], ["weeks", "--type", "swim"], ["insights", "--tag", "gym"], ["summary", "--year", "2026"],
    ]

    @Test(arguments: [60, 80, 120])
    func everyCommandFitsTheTerminal(columns: Int) throws {
        let harness = try Self.history()
        for command in Self.commands {
            let wide = harness.linesWiderThan(columns, running: ["--no-pager"] + command)
            // A path longer than the line stays whole, as a wrapped word does.
            let wrappable = wide.filter { !$0.contains(harness.directory.path) }
            #expect(wrappable.isEmpty, "\(command.joined(separator: " ")) at \(columns): \(wide.joined(separator: "\n"))")
        }
    }

    /// The text chart's month axis ends at the chart's edge: `DEC` is whole, not `D` with `EC`
    /// wrapped onto the next line.
    @Test(arguments: [80, 100, 60, 120])
    func theLastMonthsNameFitsTheAxis(columns: Int) {
        let harness = TrackerHarness(now: "2026-12-20T19:00:00Z")
        for week in 0..<12 { harness.run(["add", "--distance", "\(5 + week)", "--duration", "40m", "--date", "2026-\(week < 4 ? "09" : week < 8 ? "10" : "11")-\(10 + week)T08:00"]) }
        harness.run("add --distance 9 --duration 50m --date 2026-12-18T08:00")
        let chart = harness.run(["chart", "--graphics", "text"], terminal: true, columns: columns)
        #expect(chart.status == 0, "\(chart.error)")
        #expect(harness.linesWiderThan(columns, running: ["chart", "--graphics", "text"]).isEmpty, "\(chart.output)")
        let axis = chart.output.split(separator: "\n").map { $0.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) }
            .last { $0.contains("NOV") }
        #expect(axis?.hasSuffix("DEC") == true, "\(chart.output)")
    }

    /// Help follows the terminal's width up to 80 columns (a man page's): `tracker help`, and
    /// `tracker help COMMAND` and `COMMAND --help` of every command, at 60, 80 and 120 columns.
    @Test(arguments: [60, 80, 120])
    func helpFollowsTheTerminalWidth(columns: Int) throws {
        let harness = TrackerHarness()
        let root = harness.run(["help"], terminal: true, columns: columns).output
        let names = root.split(separator: "\n").drop { !$0.hasPrefix("SUBCOMMANDS:") }.dropFirst()
            .prefix { $0.hasPrefix("  ") }.compactMap { line -> String? in
                // A wrapped abstract's next line starts with spaces only up to its column.
                line.hasPrefix("   ") ? nil : line.split(separator: " ").first.map(String.init)
            }
        #expect(names.count > 25 && names.contains("summary") && names.contains("chart"), "\(names)")
        for command in [["help"]] + names.flatMap({ [["help", $0], [$0, "--help"]] }) {
            let wide = harness.linesWiderThan(columns, running: command).filter { !$0.contains(harness.directory.path) }
            #expect(wide.isEmpty, "\(command.joined(separator: " ")) at \(columns): \(wide.joined(separator: "\n"))")
        }
    }

    @Test func helpIsNarrowerAtSixtyColumnsAndNoWiderThanEighty() throws {
        let harness = TrackerHarness()
        let at60 = harness.run(["chart", "--help"], terminal: true, columns: 60).output
        let at80 = harness.run(["chart", "--help"], terminal: true, columns: 80).output
        #expect(harness.run(["chart", "--help"], terminal: true, columns: 120).output == at80)
        #expect(at60.split(separator: "\n").count > at80.split(separator: "\n").count)
        #expect(at80.split(separator: "\n").contains { $0.count > 60 })
        // An example too long for the line continues as a shell line does, an option with its value.
        #expect(at60.contains("  tracker chart --format svg --metric elevation \\\n      --curve smooth > elevation.svg\n"), "\(at60)")
        #expect(at60.contains("  tracker chart route last --color-by heart-rate \\\n      -o route.png\n"))
        #expect(at80.contains("  tracker chart --format svg --metric elevation --curve smooth > elevation.svg\n"))
    }
}
