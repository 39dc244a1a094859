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
