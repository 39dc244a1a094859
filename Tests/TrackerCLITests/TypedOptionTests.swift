import Foundation
import Testing
import TrackerCharts
import TrackerCore
@testable import TrackerCLI

/// Options declared with their type: one parser of ranged whole numbers, and help that prints
/// the range and the default from the declaration.
@Suite struct TypedOptionTests {
    @Test func aWholeNumberIsReadWithinItsRange() throws {
        let width = WholeNumber(200...8000, noun: "a width")
        #expect(try width.parse("200") == 200)
        #expect(try width.parse("8000") == 8000)
        for text in ["199", "8001", "abc", "", " 300", "1e3", "12.0"] {
            #expect(throws: ValueParseError(value: text, reason: "is not a width; use a whole number from 200 to 8000")) {
                try width.parse(text)
            }
        }
        #expect(width.rangeText == "200 to 8000")
    }

    @Test func anOpenRangeAFixedNumberOfDigitsAndSpaces() throws {
        let count = WholeNumber(1...Int.max, noun: "a count")
        #expect(try count.parse("12345678") == 12_345_678)
        #expect(throws: ValueParseError(value: "0", reason: "is not a count; use a whole number greater than zero")) { try count.parse("0") }
        let year = WholeNumber(1970...9999, noun: "a year", hint: "use four digits", digits: 4)
        #expect(try year.parse("2026") == 2026)
        #expect(throws: ValueParseError(value: "02026", reason: "is not a year; use four digits")) { try year.parse("02026") }
        let effort = WholeNumber(1...10, reason: "is not an effort", trimsSpaces: true)
        #expect(try effort.parse(" 7 ") == 7)
        #expect(throws: ValueParseError(value: "11", reason: "is not an effort")) { try effort.parse("11") }
    }

    @Test func helpPrintsTheRangeAndTheDefaultOfTheDeclaration() {
        #expect(WindowOptions.weeks.spec.help == "How many weeks to show, 1 to 520. Default: 12.")
        #expect(WindowOptions.weeks.defaultValue == WeeklyReportOptions.defaultWeekCount)
        #expect(LoadCommand.days.spec.help == "How many days to list, ending with the as-of day, 1 to 36500. Default: 28.")
        #expect(ChartCommand.scale.spec.help == "Pixels per point, 0.5 to 4: 2 for high-DPI screens. Default: 1.")
        // A declaration without a default says none.
        #expect(ListCommand.limit.spec.help == "At most this many activities.")
        // The shared --days of the chart states each chart's own default.
        #expect(ChartKind.days.help.contains("Default: \(MoodChartBuilder.days.defaultValue). Load chart"))
        #expect(ChartKind.days.help.hasSuffix("Default: \(LoadChartBuilder.days.defaultValue)."))
    }

    /// The man page and the completions print the same help, default included.
    @Test func theManPageAndCompletionsPrintTheDeclaredDefault() {
        let specs = CommandRegistry.all.map(\.spec)
        let help = WindowOptions.weeks.spec.help
        #expect(CompletionGenerator.fish(specs).contains("-l weeks -x -d '\(help)'"))
        #expect(CompletionGenerator.zsh(specs).contains("'--weeks[" + help.replacing(":", with: "\\:") + "]:n: '"))
        #expect(ManPageGenerator.page(specs, version: "0", date: "2026-11-30").contains("\\fB\\-\\-weeks\\fR \\fIn\\fR\n\(ManPageGenerator.escape(help))\n"))
        #expect(help.hasSuffix("Default: \(WindowOptions.weeks.defaultValue)."))
    }

    /// A named value's help lists the values with the default the declaration takes marked.
    @Test func aNamedValuesHelpMarksItsDefault() throws {
        #expect(ActivityChartBuilder.curve.spec.help == "Activity chart: linear (default) or smooth.")
        #expect(WindowOptions.metric.spec.help == "What the bars and the best week measure: distance (default), duration or elevation.")
        #expect(ProfileChartBuilder.overlay.spec.help == "Profile: the second line, pace (default) or heart-rate.")
        #expect(ProfileChartBuilder.overlay.completion == .list(["pace", "heart-rate"]))
        let smooth = Option<Interpolation>("curve", value: "curve", default: .smooth) { "The line: \($0)." }
        #expect(smooth.spec.help == "The line: linear or smooth (default).")
        #expect(try smooth.read([:]) == .smooth)
        #expect(throws: UsageError.self) { try ProfileChartBuilder.overlay.parse("elevation") }
    }

    /// The sizes in help are those the compositions are drawn at.
    @Test func theSizeDefaultsInHelpComeFromTheCompositions() {
        #expect(ChartKind.defaultText(\.width) == "1200 (rings 600, route 1000, heatmap 1600)")
        #expect(ChartKind.defaultText(\.height) == "600 (route 900, profile 500, calendar 360, tiles 1000, heatmap 1200)")
        #expect(ChartCommand.width.spec.help == "Width, 200 to 8000. Default: \(ChartKind.defaultText(\.width)).")
        #expect(ChartKind.rings.defaultSize == RingsChart.defaultSize)
        #expect(ChartKind.route.defaultSize == RouteChart.defaultSize)
        #expect(ChartKind.profile.defaultSize == ProfileChart.defaultSize)
    }

    @Test func anOptionLeftOutHasItsDefault() throws {
        #expect(try GlobalOptions.color.read([:]) == .auto)
        #expect(try GlobalOptions.color.read(["color": ["always", "never"]]) == .never)
        #expect(try GlobalOptions.units.read([:]) == nil)
        #expect(try WindowOptions.weeks.read([:]) == 12)
        #expect(try WindowOptions.weeks.read(["weeks": ["26"]]) == 26)
    }

    @Test func aGlobalOptionsMistakeNamesTheOption() {
        let error = #expect(throws: UsageError.self) { try GlobalOptions.color.read(["color": ["sometimes"]]) }
        #expect(error?.message.hasPrefix("--color: 'sometimes' is not a colour choice") == true)
    }

    /// The table of which chart takes which option, derived from the builders, is the one the
    /// command always had.
    @Test func eachChartTakesItsOwnOptions() {
        let table = Dictionary(uniqueKeysWithValues: ChartKind.applicable.map { ($0.option.name, $0.charts) })
        #expect(ChartKind.applicable.map(\.option.name) == [
            "days", "curve", "no-estimates", "color-by", "overlay", "year", "zoom", "since", "until", "around", "radius", "last", "compare", "weeks", "metric", "type", "week", "calendar", "rolling", "week-start",
        ])
        #expect(table["days"] == [.mood, .load])
        #expect(table["curve"] == [.activity])
        #expect(table["no-estimates"] == [.load])
        #expect(table["color-by"] == [.route])
        #expect(table["overlay"] == [.profile])
        #expect(table["weeks"] == [.activity])
        // The calendar chart reads --metric as `tracker calendar` does.
        #expect(table["metric"] == [.activity, .calendar])
        #expect(table["year"] == [.calendar, .curve])
        #expect(table["zoom"] == [.tiles])
        #expect(table["type"] == [.activity, .rings, .calendar, .tiles, .heatmap, .curve])
        // The curve chart reads the period as `tracker curve` does.
        for name in ["since", "until"] { #expect(table[name] == [.heatmap, .curve]) }
        for name in ["around", "radius"] { #expect(table[name] == [.heatmap]) }
        for name in ["last", "compare"] { #expect(table[name] == [.curve]) }
        for name in ["week", "calendar", "rolling", "week-start"] { #expect(table[name] == [.activity, .rings]) }
        // Every option a builder reads is one the command declares.
        let declared = Set(ChartCommand.command.spec.options.map(\.name))
        for kind in ChartKind.allCases {
            #expect(kind.builder.options.allSatisfy { declared.contains($0.name) }, "\(kind)")
        }
    }
}
