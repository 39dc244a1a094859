import TrackerCore

/// An option that takes a value, declared with its type in the spirit of swift-argument-parser's
/// `@Option`: how its text is parsed (with the range it must fall in) and the value it has when
/// left out, in one declaration. Help, the man page and completions print the range and the
/// default from `spec`, which is made from them. An option without a default has an optional
/// type (`Option<Int?>`) and is `nil` when left out.
struct Option<Value: Sendable>: Sendable {
    /// What parsing, help and completions read: the name, the help and the default's text.
    let spec: OptionSpec
    let parser: @Sendable (String) throws -> Value
    /// The value without the option.
    let defaultValue: Value

    /// - Parameters:
    ///   - rangeText: the accepted range, shown in help after `help` (`1 to 520`).
    ///   - defaultText: the default as help shows it, `nil` for none.
    init(
        _ name: String, short: Character? = nil, value valueName: String, help: String, kind: OptionSpec.Kind = .value,
        rangeText: String? = nil, default defaultValue: Value, defaultText: String? = nil,
        completion: Completion = .none, parser: @escaping @Sendable (String) throws -> Value
    ) {
        spec = OptionSpec(
            name, short: short, value: valueName, summary: help, rangeText: rangeText, defaultText: defaultText,
            kind: kind, completion: completion)
        self.parser = parser
        self.defaultValue = defaultValue
    }

    /// An option without a default.
    init<Wrapped>(
        _ name: String, short: Character? = nil, value valueName: String, help: String, kind: OptionSpec.Kind = .value,
        rangeText: String? = nil, defaultText: String? = nil, completion: Completion = .none,
        parser: @escaping @Sendable (String) throws -> Wrapped
    ) where Value == Wrapped? {
        self.init(
            name, short: short, value: valueName, help: help, kind: kind, rangeText: rangeText, default: nil,
            defaultText: defaultText, completion: completion) { try parser($0) }
    }

    var name: String { spec.name }
    var completion: Completion { spec.completion }

    /// The value of `text` as this option reads it.
    /// - Throws: `UsageError.invalidValue` naming the option (`--weeks: '0' is not ...`).
    func parse(_ text: String) throws -> Value {
        try ParsedArguments.convert(text, option: "--\(spec.name)", parser)
    }

    /// The last of `values` (the values of every option by name) parsed, else the default.
    func read(_ values: [String: [String]]) throws -> Value {
        guard let text = values[spec.name]?.last else { return defaultValue }
        return try parse(text)
    }
}

// MARK: - Whole numbers

extension Option where Value == Int {
    /// A whole number within `number`'s range, shown in help when `showsRange`.
    init(_ name: String, value valueName: String, help: String, number: WholeNumber, showsRange: Bool = false, default defaultValue: Int) {
        self.init(
            name, value: valueName, help: help, rangeText: showsRange ? number.rangeText : nil, default: defaultValue,
            defaultText: String(defaultValue)) { try number.parse($0) }
    }
}

extension Option where Value == Int? {
    /// A whole number within `number`'s range, or `nil` when left out.
    /// - Parameter defaultText: what help says is taken without it (the chart sizes, which depend on the chart).
    init(_ name: String, value valueName: String, help: String, number: WholeNumber, showsRange: Bool = false, defaultText: String? = nil) {
        self.init(
            name, value: valueName, help: help, rangeText: showsRange ? number.rangeText : nil, defaultText: defaultText) {
            try number.parse($0)
        }
    }
}

extension Option where Value == Double {
    /// A finite number within `range`; `reason` is what the error says of any other text.
    init(_ name: String, value valueName: String, help: String, range: ClosedRange<Double>, reason: String, default defaultValue: Double) {
        self.init(
            name, value: valueName, help: help, default: defaultValue,
            defaultText: defaultValue == defaultValue.rounded() && abs(defaultValue) < 1e15 ? String(Int(defaultValue)) : String(defaultValue)) { text in
            guard let value = Double(text), value.isFinite, range.contains(value) else {
                throw ValueParseError(value: text, reason: reason)
            }
            return value
        }
    }
}

// MARK: - Named values

extension Option where Value: ExpressibleByArgument {
    /// A value of a type that says how it is read, which values it has and how a shell completes
    /// them; its default is described in `help`'s own words.
    init(_ name: String, short: Character? = nil, value valueName: String, help: String, default defaultValue: Value) {
        self.init(name, short: short, value: valueName, help: help, default: defaultValue, completion: Value.completion) {
            try Value.parse($0)
        }
    }
}

extension Option {
    /// A value of such a type, or `nil` when left out.
    init<Wrapped: ExpressibleByArgument & Sendable>(_ name: String, short: Character? = nil, value valueName: String, help: String) where Value == Wrapped? {
        self.init(name, short: short, value: valueName, help: help, completion: Wrapped.completion) { try Wrapped.parse($0) }
    }
}

extension Option where Value: ExpressibleByArgument & RawRepresentable, Value.RawValue == String {
    /// One of a type's named values. `help` is given them as help lists them, the default marked
    /// (`linear (default) or smooth`), so the text cannot name another default than the one taken.
    init(_ name: String, short: Character? = nil, value valueName: String, default defaultValue: Value, help: (String) -> String) {
        self.init(
            name, short: short, value: valueName, help: help(Value.listed(Value.allValueStrings, marking: defaultValue.rawValue)),
            default: defaultValue, completion: Value.completion) { try Value.parse($0) }
    }
}

extension ExpressibleByArgument {
    /// `pace (default) or heart-rate`: `words` as help lists them, the default marked.
    static func listed(_ words: [String], marking defaultWord: String) -> String {
        listed(words.map { $0 == defaultWord ? $0 + " (default)" : $0 })
    }
}
