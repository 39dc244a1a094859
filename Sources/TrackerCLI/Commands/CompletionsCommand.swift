/// `tracker completions bash|zsh|fish`: a completion script generated from the declarations.
enum CompletionsCommand {
    static let shells = ["bash", "zsh", "fish"]

    static let command = Command(
        CommandSpec(
            name: "completions",
            abstract: "Print a shell completion script.",
            discussion: "Save the script where your shell looks for completions:\n  tracker completions bash > ~/.local/share/bash-completion/completions/tracker\n  tracker completions zsh > \"${fpath[1]}/_tracker\"\n  tracker completions fish > ~/.config/fish/completions/tracker.fish",
            arguments: [ArgumentSpec("shell", help: "bash, zsh or fish.", completion: .list(shells))]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let shell = arguments.positionals[0]
        let specs = CommandRegistry.all.map(\.spec)
        switch shell {
        case "bash": context.io.out(CompletionGenerator.bash(specs))
        case "zsh": context.io.out(CompletionGenerator.zsh(specs))
        case "fish": context.io.out(CompletionGenerator.fish(specs))
        default:
            throw UsageError.invalidValue(option: "<shell>", .init(value: shell, reason: "is not a supported shell; use bash, zsh or fish"))
        }
    }
}
