import Foundation
import Testing
@testable import TrackerCLI
import TrackerTestSupport

/// What a person sees on a terminal: tables that fit its width, colour only where it
/// helps and only on a terminal, the pager, and charts drawn in the terminal.
@Suite struct TerminalOutputTests {
    /// Six weeks with three activities, three moods and two goals.
    static func history() -> TrackerHarness {
        let harness = TrackerHarness()
        harness.run("add --distance 10 --duration 50m --date 2026-11-02T08:00")
        harness.run("add --distance 20 --duration 2h --date 2026-11-10T08:00")
        harness.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-11-25T08:00", "--name", "A very long name for an easy run along the coast road"])
        harness.run("mood good --date 2026-11-23")
        harness.run(["mood", "terrible", "--date", "2026-11-25", "--note", "a long note about a bad day that goes on and on past any width"])
        harness.run("mood excellent --date 2026-11-29")
        harness.run("goal --distance 20 --duration 1h")
        return harness
    }

    /// Display columns of the widest line, colours left out.
    static func widest(_ text: String) -> Int {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            .split(separator: "\n").map { TerminalText.width(String($0)) }.max() ?? 0
    }

    // MARK: - Width

    @Test(arguments: [60, 80, 120], ["list", "weeks", "summary", "moods"])
    func nothingIsWiderThanTheTerminal(columns: Int, command: String) {
        let harness = Self.history()
        let onTerminal = harness.run([command], terminal: true, columns: columns)
        let piped = harness.run([command], columns: columns)
        #expect(onTerminal.status == 0 && piped.status == 0)
        #expect(Self.widest(onTerminal.output) <= columns, "\(onTerminal.output)")
        #expect(Self.widest(piped.output) <= columns, "\(piped.output)")
        // The same words, coloured or not.
        #expect(onTerminal.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == piped.output)
    }

    @Test func longNamesAreCutAndColumnsGoWhenNarrow() {
        let harness = Self.history()
        let wide = harness.run("list", columns: 200).output
        #expect(wide.contains("A very long name for an easy run along the coast road"))
        #expect(wide.contains("PACE") && wide.contains("ELEV"))
        let narrow = harness.run("list", columns: 60).output
        #expect(narrow.contains("A very …"), "\(narrow)")
        #expect(!narrow.contains("PACE") && !narrow.contains("ELEV"))
        #expect(narrow.contains("NAME"))
        // Without COLUMNS a pipe is laid out for 80 columns.
        #expect(Self.widest(harness.run("list").output) <= 80)
    }

    @Test func aHugeColumnsIsCappedNotAllocated() {
        let harness = Self.history()
        let result = harness.run("chart --graphics text", columns: 100_000_000_000)
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.widest(result.output) <= Terminal.maximumColumns)
    }

    @Test func weeksBarsShortenWithTheWidth() {
        let harness = Self.history()
        func longestBar(_ columns: Int) -> Int {
            harness.run("weeks", columns: columns).output.split(separator: "\n")
                .map { $0.filter { "█▏▎▍▌▋▊▉".contains($0) }.count }.max() ?? 0
        }
        #expect(longestBar(120) == 24)
        #expect(longestBar(80) < 24 || Self.widest(harness.run("weeks", columns: 80).output) <= 80)
        #expect(longestBar(60) < longestBar(120))
    }

    // MARK: - Colour

    @Test func colourOnlyOnATerminalAndWhenWanted() {
        let harness = Self.history()
        #expect(harness.run("weeks", terminal: true).output.contains("\u{1B}["))
        #expect(!harness.run("weeks").output.contains("\u{1B}"))
        #expect(!harness.run("weeks --color never", terminal: true).output.contains("\u{1B}"))
        #expect(harness.run("weeks --color always").output.contains("\u{1B}["))
        harness.environment["NO_COLOR"] = "1"
        #expect(!harness.run("weeks", terminal: true).output.contains("\u{1B}"))
        #expect(harness.run("--color always weeks").output.contains("\u{1B}["))
        harness.environment["NO_COLOR"] = nil
        harness.environment["TERM"] = "dumb"
        #expect(!harness.run("moods", terminal: true).output.contains("\u{1B}"))
        let wrong = harness.run("weeks --color sometimes")
        #expect(wrong.status == 64 && wrong.error.contains("'sometimes' is not a colour choice; use auto, always or never"))
    }

    @Test func moodsAndGoalsTakeTheChartsColours() {
        let harness = Self.history()
        let moods = harness.run("moods", terminal: true).output
        let palette = ANSIPalette.indexed256
        // Excellent, terrible and good in the mood chart's colours.
        for (level, name) in [(3, "Excellent"), (0, "Terrible"), (2, "Good")] {
            #expect(moods.contains(palette.paint(name, .mood(level))), "\(moods.debugDescription)")
        }
        harness.environment["COLORTERM"] = "truecolor"
        let weeks = harness.run("weeks", terminal: true).output
        // The distance goal is not met (25%); the time goal is not either; the selected week is orange.
        #expect(weeks.contains("\u{1B}[1;38;2;251;82;0m"))
        harness.run("goal --distance 1 --duration 1m")
        let met = harness.run("weeks", terminal: true).output
        #expect(met.contains(ANSIPalette.trueColor.sequence(.goalMet)), "\(met.debugDescription)")
    }

    @Test func errorsAreRedOnlyOnATerminal() {
        let harness = Self.history()
        #expect(harness.run("list --limit zero", terminal: true).error.hasPrefix("tracker: \u{1B}["))
        #expect(harness.run("list --limit zero").error.hasPrefix("tracker: error: "))
    }

    // MARK: - Pager and limit

    @Test func longOutputIsPagedOnlyOnATerminal() {
        let harness = TrackerHarness()
        for day in 1...30 { harness.run("add --distance 5 --duration 30m --date 2026-10-\(String(format: "%02d", day))T08:00") }
        let terminal = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
        harness.run(["list", "--all"], io: terminal)
        #expect(terminal.pagers == ["less -FRX"])
        #expect(terminal.output.split(separator: "\n").count == 32)

        let piped = CapturedIO()
        harness.run(["list"], io: piped)
        #expect(piped.pagers.isEmpty && piped.output.split(separator: "\n").count == 32)

        let unpaged = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
        harness.run(["list", "--all", "--no-pager"], io: unpaged)
        #expect(unpaged.pagers.isEmpty)

        harness.environment["PAGER"] = "more"
        let custom = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
        harness.run(["weeks"], io: custom)
        #expect(custom.pagers == ["more"])
    }

    @Test func helpAndTheLongReportsArePagedToo() {
        let harness = Self.history()
        for arguments in [["--help"], ["help"], ["weeks", "--help"], ["help", "chart"], ["load"], ["insights"]] {
            let terminal = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
            harness.run(arguments, io: terminal)
            #expect(terminal.pagers == ["less -FRX"], "\(arguments)")
            let unpaged = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 10))
            harness.run(["--no-pager"] + arguments, io: unpaged)
            #expect(unpaged.pagers.isEmpty, "\(arguments)")
        }
        let piped = CapturedIO()
        harness.run(["--help"], io: piped)
        #expect(piped.pagers.isEmpty && piped.output.contains("USAGE"))
    }

    @Test func aTerminalListsTheLatestTwenty() {
        let harness = TrackerHarness()
        for day in 1...25 { harness.run("add --distance 5 --duration 30m --date 2026-10-\(String(format: "%02d", day))T08:00") }
        let shown = harness.run("list --no-pager", terminal: true).output
        #expect(shown.contains("20 activities") && shown.contains("--all lists every one"))
        #expect(shown.contains("Sun 25 Oct") && !shown.contains("Mon 5 Oct"))
        #expect(harness.run("list --all --no-pager", terminal: true).output.contains("25 activities"))
        #expect(harness.run("list --limit 3", terminal: true).output.contains("3 activities"))
        #expect(harness.run("list").output.contains("25 activities"))
        #expect(harness.run("list --all --limit 2").status == 64)
    }

    // MARK: - Charts

    @Test func theActivityChartInText() {
        let result = Self.history().run("chart activity --graphics text --weeks 6 --color never", terminal: true, columns: 60)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == activityText)
    }

    @Test func theMoodChartInText() {
        let result = Self.history().run("chart mood --graphics text --color never", terminal: true, columns: 60)
        #expect(result.output == moodText)
    }

    @Test func theRingsInText() {
        let result = Self.history().run("chart rings --graphics text --color never", terminal: true, columns: 60)
        #expect(result.output == ringsText)
    }

    @Test func aTerminalWithoutGraphicsGetsTextAfterAShortQuestion() {
        let harness = Self.history()
        harness.environment["TERM"] = "xterm-256color"
        let io = CapturedIO(terminal: true, size: TerminalSize(columns: 80, rows: 24))
        io.terminalAnswer = { _ in Array("\u{1B}[?62;22c".utf8) }
        harness.run(["chart", "mood", "--color", "never"], io: io)
        #expect(io.queries == [GraphicsProtocol.query])
        #expect(io.output.hasPrefix("Mood  NOV 23 - NOV 29"))
    }

    /// The kitty payload is a PNG of the chart's size, in chunks of at most 4096 bytes.
    @Test func kittyGetsThePNG() throws {
        let harness = Self.history()
        harness.environment["TERM"] = "xterm-kitty"
        let output = harness.run("chart", terminal: true, columns: 80).standardOutput
        let text = String(decoding: output, as: UTF8.self)
        let chunks = text.components(separatedBy: "\u{1B}_G").dropFirst()
        #expect(chunks.count > 1)
        var payload = ""
        for (index, chunk) in chunks.enumerated() {
            let parts = chunk.components(separatedBy: ";")
            #expect(parts[0].hasSuffix(index == chunks.count - 1 ? "m=0" : "m=1"))
            if index == 0 { #expect(parts[0].hasPrefix("a=T,f=100,q=2,c=80")) }
            let data = String(parts[1].prefix { $0 != "\u{1B}" })
            #expect(data.count <= 4096)
            payload += data
        }
        let png = try #require(Data(base64Encoded: payload))
        #expect(Self.pngSize(Array(png)) ?? (0, 0) == (1200, 600))
    }

    @Test func iTermGetsThePNGAndAKittyAnswerIsBelieved() throws {
        let harness = Self.history()
        harness.environment["TERM_PROGRAM"] = "iTerm.app"
        let text = harness.run("chart rings", terminal: true).output
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size="))
        let base64 = try #require(text.split(separator: ":").last?.prefix { $0 != "\u{7}" })
        let png = try #require(Data(base64Encoded: String(base64)))
        #expect(Self.pngSize(Array(png)) ?? (0, 0) == (600, 600))
        #expect(text.contains("size=\(png.count);"))

        #expect(GraphicsProtocol.fromAnswer(Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;c".utf8)) == .kitty)
        #expect(GraphicsProtocol.fromAnswer(Array("\u{1B}[?62;4;22c".utf8)) == .sixel)
        #expect(GraphicsProtocol.fromAnswer(Array("\u{1B}[?1;2c".utf8)) == .text)
        #expect(GraphicsProtocol.fromAnswer([]) == .text)
    }

    @Test func sixelsComeFromChafa() throws {
        let harness = Self.history()
        let io = CapturedIO(terminal: true, size: TerminalSize(columns: 40, rows: 24))
        harness.run(["chart", "--graphics", "sixel"], io: io)
        // DCS, the raster attributes (1:1, 400 pixels wide for 40 cells of 10), sixels, ST.
        #expect(io.output.hasPrefix("\u{1B}P"), "\(io.errorOutput)")
        #expect(io.output.contains("\"1;1;400;"))
        #expect(io.output.contains("\u{1B}\\"))
    }

    static func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// The byte-level shortcuts give what the character-by-character rules give.
    @Test(arguments: ["", " ", "  ", "run", "run  ", "  run", "a b  ", "ÉCLAIR ", "é\u{301}  ", "漢字 ", "🏃‍♀️ ", "tab\t", "line\n ", "\u{202E}x "])
    func byteShortcutsMatchTheCharacterRules(_ text: String) {
        var trimmed = text
        while trimmed.last == " " { trimmed.removeLast() }
        #expect(text.trimmingTrailingSpaces == trimmed)
        let columns = text.reduce(0) { total, character in
            let value = character.unicodeScalars.first?.value ?? 0
            return total + ((0x2E80...0xA4CF).contains(value) || (0x1F300...0x1FAFF).contains(value) ? 2 : 1)
        }
        #expect(TerminalText.width(text) == columns, "\(text.debugDescription)")
        let needsEscape = text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E }
        #expect((TerminalText.escape(text) == text) == !needsEscape, "\(text.debugDescription)")
    }
}

// The text charts of `history()` at 60 columns.
private let activityText = """
            NOV 23 - NOV 29
              Distance 5.00 km   Time 30m   Elevation +0 m
            LAST 6 WEEKS  Best week 20.00 km

            20 km ┤                             ⢀⠔⠊⢆
                  │                          ⢀⠤⠊⠁   ⠣⡀
                  │                       ⢀⡠⠒⠁       ⠑⡄
                  │                     ⡠⠔⠁           ⠈⢆
                  │                  ⢀⠔⠊                ⠱⡀
                  │               ⢀⡠⠊⠁                   ⠘⢄            ⣀
                  │             ⡠⠔⠁                       ⠈⢢      ⣀⠤⠔⠒⠉
             0 km ┤⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⣀⠔⠊                            ⠱⣀⠤⠒⠊⠉
                  └─────────────────────────────────────────────────────
                                                                       ▲
                             NOV

            """

private let moodText = """
            Mood  NOV 23 - NOV 29

            Mon 23 Nov  ██████████████████        Good
            Tue 24 Nov  ·
            Wed 25 Nov  ██████                    Terrible
            Thu 26 Nov  ·
            Fri 27 Nov  ·
            Sat 28 Nov  ·
            Sun 29 Nov  ████████████████████████  Excellent

            """

private let ringsText = """
            Weekly goals  NOV 23 - NOV 29  ·  LAST 7 DAYS

            Distance  █████░░░░░░░░░░░░░░░░░░    25%  5.00 km / 20.00 km
            Time      ███████████░░░░░░░░░░░░    50%  30m / 1h 0m

            """
