import Foundation
import Testing
@testable import TrackerCLI
import TrackerCharts
import TrackerCore
import TrackerImport
import TrackerTestSupport

@Suite struct ExpressibleByArgumentTests {
    @Test func aStringEnumParsesItsCasesInAnyLetterCase() throws {
        #expect(try WeekMetric.parse("Elevation") == .elevation)
        #expect(try ChartCommand.Kind.parse("RINGS") == .rings)
        #expect(WeekStart.allValueStrings == ["monday", "sunday"])
        #expect(ImportFormat.allValueStrings == ImportFormat.allCases.map(\.rawValue))
    }

    @Test func anUnknownValueIsNamedWithWhatIsAccepted() {
        #expect(throws: ValueParseError(value: "speed", reason: "is not a metric; use distance, duration or elevation")) {
            try WeekMetric.parse("speed")
        }
        #expect(throws: ValueParseError(value: "yaml", reason: "is not an export format; use csv, json or gpx")) {
            try ExportCommand.Format.parse("yaml")
        }
    }

    @Test func typesWithTheirOwnSpellingsKeepThem() throws {
        #expect(try ActivityType.parse("Cycling") == .ride)
        #expect(try MoodLevel.parse("2") == .good)
        #expect(MoodLevel.allValueStrings == ["terrible", "usual", "good", "excellent"])
        #expect(try UnitSystem.parse(" Imperial ") == .imperial)
    }

    @Test func theCompletionListIsTheAcceptedValues() {
        #expect(Theme.Name.completion == .list(["light", "dark"]))
        #expect(GlobalOptions.units.completion == .list(UnitSystem.allCases.map(\.rawValue)))
        #expect(WindowOptions.type.completion == .list(ActivityTypeFilter.allNames))
        #expect(ActivityTypeFilter.allNames.starts(with: ["run", "ride", "swim", "walk", "winter", "water", "fitness", "other"]))
        #expect(ActivityTypeFilter.allNames.contains("trail-run") && !ActivityTypeFilter.allNames.dropFirst(8).contains("run"))
        #expect(CompletionsCommand.shell.completion == .list(["bash", "zsh", "fish"]))
    }

    /// A command line that reaches the parsing of `value` for `option` of `spec`: the command's
    /// required arguments and options, then the value.
    static func line(_ spec: CommandSpec, option: OptionSpec?, value: String) -> [String] {
        var words = [spec.name]
        if spec.name == "chart", option?.name == "days" { words.append("mood") }
        if spec.name == "chart", option?.name == "week-start" || option == nil { words.append("--calendar") }
        if let option { words += ["--\(option.name)", value] }
        for required in spec.options where required.isRequired && required.name != option?.name {
            words += ["--\(required.name)", "1h"]
        }
        let positionals = spec.arguments.filter { !$0.isOptional || option == nil }
        for index in positionals.indices {
            words.append(option == nil && index == 0 ? value : "1")
        }
        return words
    }

    /// Every option and argument whose completion is a list refuses a value not in it, and the
    /// error lists exactly what the shell would offer.
    @Test func everyCompletedValueListIsTheListAnErrorGives() {
        var checked = 0
        for spec in CommandRegistry.all.map(\.spec) {
            let options: [OptionSpec?] = spec.options.map { $0 } + [nil]
            for option in options {
                let completion = option?.completion ?? spec.arguments.first?.completion
                guard case .list(let values) = completion else { continue }
                let harness = TrackerHarness()
                harness.run("add --duration 30m")  // activity #1, for edit
                let words = Self.line(spec, option: option, value: "bogus")
                let result = harness.run(words)
                #expect(result.status == 64, "\(words)")
                #expect(result.error.contains("'bogus' is not "), "\(words): \(result.error)")
                let listed = values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1] : values.joined()
                if option == nil, spec.arguments.first?.name == "id" {
                    // An activity is an id or `last`: the shell can offer only the word, the error names both.
                    #expect(values == ["last"] && result.error.contains("such as 12, or last for the latest\n"), "\(words): \(result.error)")
                } else {
                    // Other forms a type takes (a mood's 0-3) may follow the list.
                    #expect(result.error.contains("; use \(listed)\n") || result.error.contains("; use \(listed), or "), "\(words): \(result.error)")
                }
                checked += 1
            }
        }
        let result = TrackerHarness().run(["--units", "bogus", "list"])
        #expect(result.error.hasPrefix("tracker: error: --units: 'bogus' is not a unit system; use metric or imperial\n"))
        // weeks, goal, summary, chart, list, export, import, add, edit, mood, config, completions...
        #expect(checked >= 20)
    }
}
