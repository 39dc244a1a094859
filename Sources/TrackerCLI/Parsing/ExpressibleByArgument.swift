import TrackerCore

/// A value typed on the command line, in the spirit of swift-argument-parser's
/// `ExpressibleByArgument`: parsing, the accepted values an error names and the list a shell
/// completes all come from the type, so no command spells them out again.
protocol ExpressibleByArgument {
    /// The value `argument` names, or `nil`.
    init?(argument: String)
    /// What one value is, with its article, as an error says it: `a metric`.
    static var argumentKind: String { get }
    /// Every accepted value, in the order errors and completions list them.
    static var allValueStrings: [String] { get }
    /// Other forms accepted besides those values, as an error adds them (`0-3` for a mood).
    static var otherForms: String? { get }
}

extension ExpressibleByArgument {
    /// `distance, duration or elevation`: the accepted values as errors and help list them.
    static var acceptedValues: String { listed(allValueStrings) }

    /// `distance, duration or elevation`: words as errors and help list them.
    static func listed(_ words: [String]) -> String {
        guard let last = words.last, words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " or " + last
    }

    static var otherForms: String? { nil }

    /// The accepted values and any other forms, as a parse error lists them.
    private static var acceptedInErrors: String {
        otherForms.map { "\(acceptedValues), or \($0)" } ?? acceptedValues
    }

    /// The shell offers every accepted value.
    static var completion: Completion { .list(allValueStrings) }

    /// Parses `text`.
    /// - Throws: `ValueParseError` naming the value, the accepted value it is most likely a
    ///   misspelling of, and what is accepted (`'trial-run' is not an activity type; did you
    ///   mean 'trail-run'? Use run, ...`).
    static func parse(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else {
            guard let guess = Suggestion.closestValue(to: text, in: allValueStrings) else {
                throw ValueParseError(value: text, reason: "is not \(argumentKind); use \(acceptedInErrors)")
            }
            throw ValueParseError(value: text, reason: "is not \(argumentKind); did you mean '\(guess)'? Use \(acceptedInErrors)")
        }
        return value
    }
}

extension ExpressibleByArgument where Self: CaseIterable & RawRepresentable, RawValue == String {
    /// A case's raw value, in any letter case.
    init?(argument: String) {
        self.init(rawValue: argument.lowercased())
    }

    static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
