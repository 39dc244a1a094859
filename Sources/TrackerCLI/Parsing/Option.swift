import TrackerCore

/// An option that takes a value, declared with its type in the spirit of swift-argument-parser's
/// `@Option`: how its text is parsed (with the range it must fall in) and the value it has when
/// left out, in one declaration. Help, the man page and completions print the range and the
/// default from `spec`, which is made from them.
struct Option<Value: Sendable>: Sendable {
    /// What parsing, help and completions read: the name, the help and the default's text.
    let spec: OptionSpec
    let parser: @Sendable (String) throws -> Value
    /// The value without the option; `nil` when there is none, or when it depends on other
    /// options (then `spec` may still show it in words).
    let defaultValue: Value?

    /// - Parameters:
    ///   - rangeText: the accepted range, shown in help after `help` (`1 to 520`).
    ///   - defaultText: the default in words, for one that is not `defaultValue` alone.
    init(
        _ name: String, short: Character? = nil, value valueName: String, help: String, kind: OptionSpec.Kind = .value,
        rangeText: String? = nil, default defaultValue: Value? = nil, defaultText: String? = nil,
        completion: Completion = .none, parser: @escaping @Sendable (String) throws -> Value
    ) {
        spec = OptionSpec(
            name, short: short, value: valueName, summary: help, rangeText: rangeText, defaultText: defaultText,
            kind: kind, completion: completion)
        self.parser = parser
        self.defaultValue = defaultValue
    }

    var name: String { spec.name }
    var completion: Completion { spec.completion }

    /// The value of `text` as this option reads it.
    /// - Throws: `UsageError.invalidValue` naming the option (`--weeks: '0' is not ...`).
    func parse(_ text: String) throws -> Value {
        try ParsedArguments.convert(text, option: "--\(spec.name)", parser)
    }

    /// The last of `values` (the parsed values of every option by name), parsed, else the default.
    func read(_ values: [String: [String]]) throws -> Value? {
        guard let text = values[spec.name]?.last else { return defaultValue }
        return try parse(text)
    }
}

extension Option where Value == Int {
    /// A whole number within `number`'s range, shown in help when `showsRange`.
    init(
        _ name: String, value valueName: String, help: String, number: WholeNumber, showsRange: Bool = false,
        default defaultValue: Int? = nil, defaultText: String? = nil
    ) {
        self.init(
            name, value: valueName, help: help, rangeText: showsRange ? number.rangeText : nil, default: defaultValue,
            defaultText: defaultText ?? defaultValue.map { String($0) }, parser: { try number.parse($0) })
    }
}

extension Option where Value: ExpressibleByArgument {
    /// A value of a type that says how it is read, which values it has and how a shell completes them.
    init(
        _ name: String, short: Character? = nil, value valueName: String, help: String, kind: OptionSpec.Kind = .value,
        default defaultValue: Value? = nil, completion: Completion? = nil
    ) {
        self.init(
            name, short: short, value: valueName, help: help, kind: kind, default: defaultValue,
            completion: completion ?? Value.completion, parser: { try Value.parse($0) })
    }
}

extension Option where Value == Double {
    /// A finite number within `range`; `reason` is what the error says of any other text.
    init(_ name: String, value valueName: String, help: String, range: ClosedRange<Double>, reason: String, default defaultValue: Double? = nil) {
        self.init(
            name, value: valueName, help: help, default: defaultValue,
            defaultText: defaultValue.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }) { text in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw ValueParseError(value: text, reason: reason)
            }
            return value
        }
    }
}

extension Option where Value: ExpressibleByArgument & RawRepresentable, Value.RawValue == String {
    /// One of a type's named values. `help` is given them as help lists them, the default marked
    /// (`linear (default) or smooth`), so the text cannot name another default than the one taken.
    /// - Parameters:
    ///   - values: the values accepted, when not all of the type's (then `parser` refuses the others).
    init(
        _ name: String, short: Character? = nil, value valueName: String, default defaultValue: Value, among values: [Value]? = nil,
        help: (String) -> String, parser: (@Sendable (String) throws -> Value)? = nil
    ) {
        let words = values.map { $0.map(\.rawValue) } ?? Value.allValueStrings
        let marked = words.map { $0 == defaultValue.rawValue ? $0 + " (default)" : $0 }
        self.init(
            name, short: short, value: valueName, help: help(Value.listed(marked)), default: defaultValue,
            completion: .list(words), parser: parser ?? { try Value.parse($0) })
    }
}
