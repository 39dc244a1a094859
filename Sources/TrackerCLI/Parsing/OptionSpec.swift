/// One option a command accepts, declared once: parsing, help, usage and completions
/// are all generated from it.
public struct OptionSpec: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `--json`: present or not.
        case flag
        /// `--distance 5.2`: takes one value; given twice, the last wins.
        case value
        /// `--type run --type hike`: takes a value, may repeat, all are kept.
        case repeatedValue
    }

    /// The long name without dashes (`distance`).
    public let name: String
    public let short: Character?
    /// Shown as `<valueName>` in help (`distance`); `nil` for flags.
    public let valueName: String?
    public let help: String
    public let kind: Kind
    /// Shown in usage without brackets, and checked before the command runs.
    public let isRequired: Bool
    public let completion: Completion

    public init(
        _ name: String, short: Character? = nil, value valueName: String? = nil, help: String,
        kind: Kind? = nil, required: Bool = false, completion: Completion = .none
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.help = help
        self.kind = kind ?? (valueName == nil ? .flag : .value)
        self.isRequired = required
        self.completion = completion
    }

    public var takesValue: Bool { kind != .flag }

    /// `--distance <distance>` or `-o, --output <file>`.
    var synopsis: String {
        var text = "--\(name)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: String
    public let isOptional: Bool
    public let isRepeated: Bool
    public let completion: Completion

    public init(_ name: String, help: String, optional: Bool = false, repeated: Bool = false, completion: Completion = .none) {
        self.name = name
        self.help = help
        self.isOptional = optional
        self.isRepeated = repeated
        self.completion = completion
    }

    var synopsis: String {
        var text = "<\(name)>"
        if isRepeated { text += " ..." }
        return isOptional ? "[\(text)]" : text
    }
}

/// What a shell should offer when completing a value.
public enum Completion: Sendable, Equatable {
    case none
    case file
    case directory
    case list([String])
}

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
