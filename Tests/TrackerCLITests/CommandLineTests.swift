import Foundation
import Testing
@testable import TrackerCLI
import TrackerTestSupport

@Suite struct CommandLineTests {
    let tracker = TrackerHarness()

    @Test(arguments: [
        (["add", "--distance", "5.2kmh", "--duration", "2700"], "--distance: '5.2kmh' is not a distance; use a number with an optional km, mi, m or yd suffix"),
        (["add", "--distance", "-5", "--duration", "2700"], "--distance: '-5' is negative; a distance must be zero or more"),
        (["add", "--distance", "nan", "--duration", "2700"], "--distance: 'nan' is not a distance"),
        (["add", "--distance", "inf", "--duration", "2700"], "--distance: 'inf' is not a distance"),
        (["add", "--distance", "5"], "missing required option '--duration'"),
        (["add", "--duration", "0"], "--duration: '0' is not a duration: it must be longer than zero"),
        (["add", "--duration", "-30m"], "--duration: '-30m' is negative; a duration must be longer than zero\n"),
        (["add", "--duration", "-0:30:00"], "--duration: '-0:30:00' is negative; a duration must be longer than zero\n"),
        (["add", "--duration", "45", "--type", "trial-run"], "--type: 'trial-run' is not an activity type; did you mean 'trail-run'? Use run, trail-run,"),
        (["mood", "4"], "'4' is not a mood; use terrible, usual, good or excellent, or a number from 0 (terrible) to 3 (excellent)\n"),
        (["mood", "goood"], "'goood' is not a mood; did you mean 'good'?"),
        (["chart", "--format", "gif"], "--format: 'gif' is not a chart format; use png, svg, pdf or html\n"),
        (["weeks", "--metric", "distanc"], "--metric: 'distanc' is not a metric; did you mean 'distance'? Use distance, duration or elevation\n"),
        (["add", "--duration", "45", "--elevation", "10yd"], "--elevation: '10yd' is not an elevation"),
        (["add", "--duration", "45", "--type", "curling"], "--type: 'curling' is not an activity type; use run, trail-run, treadmill-run, virtual-run, ride, mountain-bike"),
        (["add", "--duration", "45", "--date", "2026-11-31"], "--date: '2026-11-31' is not a date"),
        (["add", "--duration", "45", "--date", "2026-12-01T09:00:01Z"], "--date: '2026-12-01T09:00:01Z' is more than a day in the future"),
        (["add", "--duration"], "missing value for '--duration'"),
        (["add", "--distance", "--duration", "10m"], "missing value for '--distance'"),
        (["add", "--duration", "45", "--json=yes"], "'--json' does not take a value"),
        (["add", "--distanse", "5"], "unknown option '--distanse'; did you mean '--distance'?"),
        (["add", "--duration", "45", "extra"], "unexpected argument 'extra'\n"),
        (["add", "--duration", "45", "--date", "2026-11-29", "07:30"],
         "unexpected argument '07:30'; to give a time of day, join it to the date with T or quote both: --date 2026-11-29T07:30"),
        (["add", "--distance", "5", "km", "--duration", "45"],
         "unexpected argument 'km'; write a unit next to its number, without a space, as in --distance 5km or --duration 45m"),
        (["ad"], "unknown command 'ad'; did you mean 'add'?"),
        (["--units", "furlongs", "list"], "--units: 'furlongs' is not a unit system; use metric or imperial"),
        (["list", "--limit", "0"], "--limit: '0' is not a count"),
        (["list", "--since", "2026-11-29", "--until", "2026-11-01"], "--since 2026-11-29 must be before --until 2026-11-01\n"),
        (["edit"], "missing expected argument '<id>'"),
        (["completions", "powershell"], "'powershell' is not a supported shell"),
    ])
    func usageErrorsExit64WithAClearMessageAndAUsageHint(_ arguments: [String], _ message: String) {
        let result = tracker.run(arguments)
        #expect(result.status == 64)
        #expect(result.output == "")
        #expect(result.error.hasPrefix("tracker: error: \(message)"), "\(result.error)")
        #expect(result.error.contains("Usage: tracker"))
        #expect(result.error.contains("--help' for more information."))
    }

    @Test(arguments: [60, 80])
    func theUsageLineAfterAnErrorWrapsAtTheTerminalWidth(columns: Int) throws {
        let result = tracker.run(["add", "--bogus"], columns: columns)
        #expect(result.status == 64)
        let lines = result.error.split(separator: "\n").dropFirst()
        #expect(lines.count > 2)
        for line in lines { #expect(line.count <= columns, "\(line)") }
        // Continuation lines sit under the command name, and no bracketed group is split.
        let usage = lines.prefix { !$0.contains("--help' for more information") }
        #expect(usage.first?.hasPrefix("Usage: tracker add ") == true)
        for line in usage.dropFirst() {
            #expect(line.hasPrefix("       ") && !line.hasPrefix("        "), "\(line)")
            #expect(line.filter { $0 == "[" }.count == line.filter { $0 == "]" }.count, "\(line)")
        }
    }

    @Test func globalOptionsGoBeforeOrAfterTheSubcommand() {
        let other = tracker.directory.file("other.db")
        #expect(tracker.run(["--db", other, "add", "--duration", "45"]).status == 0)
        #expect(tracker.run(["list", "--db", other, "--csv"]).output.split(separator: "\r\n").count == 2)
        #expect(tracker.run(["list", "--db=\(other)", "--csv"]).output.split(separator: "\r\n").count == 2)
        #expect(tracker.run("list --csv").output.split(separator: "\r\n").count == 1)
    }

    @Test func helpAndVersion() {
        let root = tracker.run("--help")
        #expect(root.status == 0)
        #expect(root.output.contains("SUBCOMMANDS:") && root.output.contains("  add "))
        // Bare `tracker` is the one-screen overview instead (ConventionTests).
        #expect(tracker.run([]).output != root.output && tracker.run([]).status == 0)
        #expect(tracker.run("--version").output == "\(Tracker.version)\n")
        let help = tracker.run("add --help")
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Record an activity."))
        #expect(help.output.contains("USAGE: tracker add [--type <type>] [--distance <distance>]\n       --duration <duration> ["))
        // Every line of help fits 80 columns but a copyable example and a word too long to break (a path).
        for line in help.output.split(separator: "\n") where !line.hasPrefix("  tracker ") && line.trimmingCharacters(in: .whitespaces).contains(" ") {
            #expect(line.count <= 80, "\(line)")
        }
        #expect(help.output.contains("-d, --distance <distance>"))
        #expect(tracker.run("help add").output == help.output)
        #expect(tracker.run("add -h --bogus").output == help.output)
        #expect(tracker.run("rm --help").output.contains("ALIASES: rm"))
    }

    @Test func everyCommandHasHelpAndEveryOptionIsInIt() {
        for command in CommandRegistry.all {
            let help = tracker.run([command.spec.name, "--help"]).output
            for option in command.spec.options {
                #expect(help.contains("--\(option.name)"), "\(command.spec.name) --\(option.name)")
            }
        }
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsNameEveryCommandAndOption(_ shell: String) {
        let script = tracker.run(["completions", shell]).output
        for command in CommandRegistry.all {
            #expect(script.contains(command.spec.name))
            for option in command.spec.options { #expect(script.contains(option.name)) }
        }
    }

    @Test func bashCompletesLastAsTheActivityToShow() throws {
        let file = tracker.directory.file("tracker.bash")
        try tracker.run("completions bash").output.write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "source '\(file)'; COMP_WORDS=(tracker show l); COMP_CWORD=2; _tracker; echo \"${COMPREPLY[*]}\""]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(output == "last\n")
    }

    @Test func bashCompletionScriptIsValidBash() throws {
        let file = tracker.directory.file("tracker.bash")
        try tracker.run("completions bash").output.write(toFile: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", file]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func tokenizerHandlesEqualsShortOptionsAndTerminator() throws {
        let parser = ArgumentParser(options: [
            OptionSpec("name", short: "n", value: "text", help: ""),
            OptionSpec("type", value: "t", help: "", kind: .repeatedValue),
            OptionSpec("json", help: ""),
        ])
        let result = try parser.parse(["--name=a=b", "-n", "-x", "--type", "run", "--type=hike", "--json", "pos", "--", "--json"])
        #expect(result.values["name"] == ["a=b", "-x"])
        #expect(result.values["type"] == ["run", "hike"])
        #expect(result.flags == ["json"])
        #expect(result.positionals == ["pos", "--json"])
    }

    @Test func databasePathDefaults() {
        #expect(Tracker.databasePath(flag: nil, environment: ["HOME": "/h"]) == "/h/.local/share/tracker/tracker.db")
        #expect(Tracker.databasePath(flag: nil, environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"]) == "/x/tracker/tracker.db")
        #expect(Tracker.databasePath(flag: nil, environment: ["TRACKER_DB": "~/t.db", "HOME": "/h"]) == "/h/t.db")
        #expect(Tracker.databasePath(flag: "/f.db", environment: ["TRACKER_DB": "/e.db"]) == "/f.db")
    }

    @Test func aFileThatIsNotADatabaseIsAClearRuntimeError() throws {
        let path = tracker.directory.file("photo.jpg")
        try Data(repeating: 0xFF, count: 4096).write(to: URL(fileURLWithPath: path))
        let result = tracker.run(["--db", path, "list"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("tracker: error: \(path) is not a tracker database"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(repeating: 0xFF, count: 4096))
    }
}
