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
}

extension ExpressibleByArgument {
    /// `distance, duration or elevation`: the accepted values as errors and help list them.
    static var acceptedValues: String {
        guard let last = allValueStrings.last, allValueStrings.count > 1 else { return allValueStrings.first ?? "" }
        return allValueStrings.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The shell offers every accepted value.
    static var completion: Completion { .list(allValueStrings) }

    /// Parses `text`.
    /// - Throws: `ValueParseError` naming the value and what is accepted
    ///   (`'speed' is not a metric; use distance, duration or elevation`).
    static func parse(_ text: String) throws -> Self {
        guard let value = Self(argument: text) else {
            throw ValueParseError(value: text, reason: "is not \(argumentKind); use \(acceptedValues)")
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
