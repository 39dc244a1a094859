/// `tracker completions bash|zsh|fish`: a completion script generated from the declarations.
enum CompletionsCommand {
    /// The shells a script is written for.
    enum Shell: String, CaseIterable, ExpressibleByArgument {
        case bash, zsh, fish

        static let argumentKind = "a supported shell"
    }

    static let shell = ArgumentSpec("shell", help: "bash, zsh or fish.", completion: Shell.completion)

    static let command = Command(
        CommandSpec(
            name: "completions",
            abstract: "Print a shell completion script.",
            discussion: "Save the script where your shell looks for completions:\n  tracker completions bash > ~/.local/share/bash-completion/completions/tracker\n  tracker completions zsh > \"${fpath[1]}/_tracker\"\n  tracker completions fish > ~/.config/fish/completions/tracker.fish",
            arguments: [shell]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        guard let shell = try arguments.argument(Self.shell, as: Shell.self) else { throw UsageError.missingArgument(Self.shell.name) }
        let specs = CommandRegistry.all.map(\.spec)
        switch shell {
        case .bash: context.io.out(CompletionGenerator.bash(specs))
        case .zsh: context.io.out(CompletionGenerator.zsh(specs))
        case .fish: context.io.out(CompletionGenerator.fish(specs))
        }
    }
}
