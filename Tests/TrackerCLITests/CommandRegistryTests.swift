import Testing
@testable import TrackerCLI

@Suite struct CommandRegistryTests {
    /// The name table builds one declaration at a time, so it must agree with the declarations.
    @Test func everyDeclaredNameAndAliasRunsItsCommand() {
        for command in CommandRegistry.all + CommandRegistry.hidden {
            for name in [command.spec.name] + command.spec.aliases {
                #expect(CommandRegistry.command(named: name)?.spec.name == command.spec.name, "\(name)")
            }
        }
    }

    @Test func anUnknownNameRunsNothing() {
        #expect(CommandRegistry.command(named: "week") == nil)
        #expect(CommandRegistry.command(named: "") == nil)
    }
}
