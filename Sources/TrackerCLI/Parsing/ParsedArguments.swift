import TrackerCore

/// The result of parsing one command line against a `CommandSpec`.
///
/// Options are read by their declaration (`arguments.value(ChartCommand.output)`), never by a
/// name typed a second time: a misspelt constant does not compile, and reading an option the
/// command does not declare stops a debug build at the line that does it.
public struct ParsedArguments: Sendable {
    public let command: CommandSpec
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    public var positionals: [String] = []

    init(command: CommandSpec) {
        self.command = command
    }

    /// Whether the command declares `option` (or one of the same name).
    func declares(_ option: OptionSpec) -> Bool {
        command.option(named: option.name) != nil
    }

    public func flag(_ option: OptionSpec) -> Bool {
        assert(declares(option), "'\(command.name)' reads --\(option.name) without declaring it")
        return flags.contains(option.name)
    }

    /// The last value given for `option`, or `nil`.
    public func value(_ option: OptionSpec) -> String? {
        assert(declares(option), "'\(command.name)' reads --\(option.name) without declaring it")
        return values[option.name]?.last
    }

    /// Every value given for a repeatable option, in order.
    public func values(_ option: OptionSpec) -> [String] {
        assert(declares(option), "'\(command.name)' reads --\(option.name) without declaring it")
        return values[option.name] ?? []
    }

    /// Whether any of these options was given.
    public func hasAny(_ options: [OptionSpec]) -> Bool {
        options.contains { value($0) != nil || flag($0) }
    }

    /// Parses the value of `option` with `parse`, turning a `ValueParseError` into a usage
    /// error that names the option.
    public func parse<T>(_ option: OptionSpec, _ parse: (String) throws -> T) throws -> T? {
        guard let text = value(option) else { return nil }
        return try ParsedArguments.convert(text, option: "--\(option.name)", parse)
    }

    /// Like `parse(_:_:)` for every value of a repeatable option.
    public func parseAll<T>(_ option: OptionSpec, _ parse: (String) throws -> T) throws -> [T] {
        try values(option).map { try ParsedArguments.convert($0, option: "--\(option.name)", parse) }
    }

    /// The value of `option` as its type reads it, or `nil` when it was not given.
    func parse<T: ExpressibleByArgument>(_ option: OptionSpec, as type: T.Type = T.self) throws -> T? {
        try parse(option, T.parse)
    }

    /// Every value of a repeatable option as its type reads it.
    func parseAll<T: ExpressibleByArgument>(_ option: OptionSpec, as type: T.Type = T.self) throws -> [T] {
        try parseAll(option, T.parse)
    }

    /// The positional argument at `index`, declared as `argument`, as its type reads it; `nil`
    /// when it was not given.
    func argument<T: ExpressibleByArgument>(_ argument: ArgumentSpec, at index: Int = 0, as type: T.Type = T.self) throws -> T? {
        guard positionals.indices.contains(index) else { return nil }
        return try ParsedArguments.convert(positionals[index], option: "<\(argument.name)>", T.parse)
    }

    // MARK: - Typed options

    /// Whether the command declares `option`.
    func declares<T>(_ option: Option<T>) -> Bool {
        declares(option.spec)
    }

    /// Whether `option` was given.
    func given<T>(_ option: Option<T>) -> Bool {
        assert(declares(option), "'\(command.name)' reads --\(option.spec.name) without declaring it")
        return values[option.spec.name] != nil
    }

    /// The value given for `option` as its declaration parses it, else its default.
    /// - Throws: `UsageError.invalidValue` naming the option.
    func parse<T>(_ option: Option<T>) throws -> T {
        assert(declares(option), "'\(command.name)' reads --\(option.spec.name) without declaring it")
        return try option.read(values)
    }

    /// Every value given for a repeatable `option`, in order, as its declaration parses them.
    func parseAll<T>(_ option: Option<T>) throws -> [T] {
        try values(option.spec).map(option.parse)
    }

    static func convert<T>(_ text: String, option: String, _ parse: (String) throws -> T) throws -> T {
        do {
            return try parse(text)
        } catch let error as ValueParseError {
            throw UsageError.invalidValue(option: option, error)
        }
    }
}
