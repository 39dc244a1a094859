/// `tracker help [COMMAND]`.
enum HelpCommand {
    static let command = Command(
        CommandSpec(
            name: "help",
            abstract: "Show help for a subcommand.",
            arguments: [ArgumentSpec("subcommand", help: "The subcommand to explain.", optional: true)]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let name = arguments.positionals.first else {
            context.page(HelpGenerator.rootHelp(commands: CommandRegistry.all.map(\.spec), version: Tracker.version, globals: GlobalOptions.specs(environment: context.environment), columns: context.terminal.columns))
            return
        }
        guard let command = CommandRegistry.command(named: name) else {
            let names = CommandRegistry.all.map(\.spec.name)
            throw UsageError.unknownCommand(name, suggestion: Suggestion.closest(to: name, in: names))
        }
        context.page(HelpGenerator.help(for: command.spec, globals: GlobalOptions.specs(environment: context.environment), columns: context.terminal.columns))
    }
}
