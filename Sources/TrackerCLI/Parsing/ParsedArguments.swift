import TrackerCore

/// The result of parsing one command line against a `CommandSpec`.
public struct ParsedArguments: Sendable {
    public let command: CommandSpec
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    public var positionals: [String] = []

    init(command: CommandSpec) {
        self.command = command
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`, or `nil`.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    public func values(_ name: String) -> [String] { values[name] ?? [] }

    /// Whether any of these options was given.
    public func hasAny(_ names: [String]) -> Bool {
        names.contains { values[$0] != nil || flags.contains($0) }
    }

    /// Parses the value of `name` with `parse`, turning a `ValueParseError` into a usage
    /// error that names the option.
    public func parse<T>(_ name: String, _ parse: (String) throws -> T) throws -> T? {
        guard let text = value(name) else { return nil }
        return try ParsedArguments.convert(text, option: "--\(name)", parse)
    }

    /// Like `parse(_:_:)` for every value of a repeatable option.
    public func parseAll<T>(_ name: String, _ parse: (String) throws -> T) throws -> [T] {
        try values(name).map { try ParsedArguments.convert($0, option: "--\(name)", parse) }
    }

    static func convert<T>(_ text: String, option: String, _ parse: (String) throws -> T) throws -> T {
        do {
            return try parse(text)
        } catch let error as ValueParseError {
            throw UsageError.invalidValue(option: option, error)
        }
    }
}
