import Testing
import TrackerCharts
@testable import TrackerCLI

@Suite struct ParsedArgumentsTests {
    /// Options are found by name: within one command (with the global options) no two may share
    /// a long or a short name, or one would read the other's value.
    @Test(arguments: CommandRegistry.all.map(\.spec.name))
    func everyOptionOfACommandHasItsOwnNames(_ name: String) throws {
        let spec = try #require(CommandRegistry.command(named: name)?.spec)
        let options = spec.options + GlobalOptions.specs
        #expect(Set(options.map(\.name)).count == options.count)
        let shorts = options.compactMap(\.short)
        #expect(Set(shorts).count == shorts.count)
    }

    @Test func anOptionIsDeclaredByTheCommandThatListsIt() {
        let chart = ParsedArguments(command: ChartCommand.command.spec)
        #expect(chart.declares(ChartCommand.theme))
        #expect(chart.declares(WindowOptions.metric))
        let summary = ParsedArguments(command: SummaryCommand.command.spec)
        #expect(summary.declares(WindowOptions.asOf))
        #expect(!summary.declares(WindowOptions.metric))
        #expect(!summary.declares(ChartCommand.theme))
    }

    /// A misspelt option cannot be looked up at all (lookups take the declared constant); one
    /// that another command declares stops a debug build, so the suite's runs of every command
    /// would show it.
    @Test func readingAnOptionTheCommandDoesNotDeclareStopsADebugBuild() async {
        await #expect(processExitsWith: .failure) {
            let arguments = ParsedArguments(command: SummaryCommand.command.spec)
            _ = arguments.value(ChartCommand.theme)
        }
    }

    @Test func aDeclaredOptionIsReadByItsDeclaration() throws {
        var arguments = ParsedArguments(command: ChartCommand.command.spec)
        arguments.values[ChartCommand.theme.name] = ["light", "Dark"]
        #expect(try arguments.parse(ChartCommand.theme, as: Theme.Name.self) == .dark)
        #expect(arguments.value(ChartCommand.title) == nil)
        #expect(!arguments.hasAny([ChartCommand.title, WindowOptions.calendar]))
    }
}
