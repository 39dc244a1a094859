/// Everything about one subcommand that is not its behaviour.
public struct CommandSpec: Sendable {
    public let name: String
    public let aliases: [String]
    /// One line, shown in the command list.
    public let abstract: String
    /// Further paragraphs for `--help`.
    public let discussion: String?
    public let arguments: [ArgumentSpec]
    public let options: [OptionSpec]
    public let examples: [String]

    public init(
        name: String, aliases: [String] = [], abstract: String, discussion: String? = nil,
        arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], examples: [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.examples = examples
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
