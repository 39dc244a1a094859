/// One option a command accepts, declared once: parsing, help, usage and completions
/// are all generated from it. An option with a typed value is declared as an `Option`, which
/// makes this from its parser's range and its default.
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
    /// What the option does, without its range and default.
    public let summary: String
    /// The accepted range as help shows it after the summary (`1 to 520`), or `nil`.
    public let rangeText: String?
    /// The value taken without the option, as help shows it (`12`), or `nil`.
    public let defaultText: String?
    public let kind: Kind
    /// Shown in usage without brackets, and checked before the command runs.
    public let isRequired: Bool
    public let completion: Completion

    public init(
        _ name: String, short: Character? = nil, value valueName: String? = nil, help: String,
        kind: Kind? = nil, required: Bool = false, completion: Completion = .none
    ) {
        self.init(name, short: short, value: valueName, summary: help, kind: kind, required: required, completion: completion)
    }

    init(
        _ name: String, short: Character?, value valueName: String?, summary: String, rangeText: String? = nil,
        defaultText: String? = nil, kind: Kind?, required: Bool = false, completion: Completion
    ) {
        self.name = name
        self.short = short
        self.valueName = valueName
        self.summary = summary
        self.rangeText = rangeText
        self.defaultText = defaultText
        self.kind = kind ?? (valueName == nil ? .flag : .value)
        self.isRequired = required
        self.completion = completion
    }

    /// The text help, the man page and completions show: `How many weeks to show, 1 to 520.
    /// Default: 12.`
    public var help: String {
        var text = summary
        if let rangeText { text += ", " + rangeText + "." }
        if let defaultText { text += " Default: " + defaultText + "." }
        return text
    }

    public var takesValue: Bool { kind != .flag }

    /// `--distance <distance>` or `-o, --output <file>`.
    var synopsis: String {
        var text = "--\(name)"
        if let valueName { text += " <\(valueName)>" }
        return text
    }
}
