import TrackerCore

/// A mistake in how the command was called. Rendered with the usage line and exits 64.
public enum UsageError: Error, Equatable, Sendable {
    case unknownCommand(String, suggestion: String?)
    case unknownOption(String, suggestion: String?)
    case missingValue(option: String)
    case unexpectedValue(option: String)
    case invalidValue(option: String, ValueParseError)
    case missingRequired(option: String)
    case missingArgument(String)
    case unexpectedArgument(String)
    case invalid(String)

    public var message: String {
        switch self {
        case .unknownCommand(let name, let suggestion):
            return "unknown command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let option):
            return "missing value for '\(option)'"
        case .unexpectedValue(let option):
            return "'\(option)' does not take a value"
        case .invalidValue(let option, let error):
            // An argument (<chart>, <id>) needs no name before its value: the value says it.
            return option.hasPrefix("<") ? "\(error)" : "\(option): \(error)"
        case .missingRequired(let option):
            return "missing required option '\(option)'"
        case .missingArgument(let name):
            return "missing expected argument '<\(name)>'"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)'" + UsageError.hint(forStray: value)
        case .invalid(let text):
            return text
        }
    }

    /// What a stray word most likely is: the second half of a value split by a space.
    static func hint(forStray value: String) -> String {
        let lowered = value.lowercased()
        let parts = lowered.split(separator: ":", omittingEmptySubsequences: false)
        if (2...3).contains(parts.count), parts.allSatisfy({ (1...2).contains($0.count) && $0.allSatisfy(\.isNumber) }) {
            return "; to give a time of day, join it to the date with T or quote both: --date 2026-11-29T\(value)"
        }
        if ValueParser.unitWords.contains(lowered) {
            return "; write a unit next to its number, without a space, as in --distance 5km or --duration 45m"
        }
        return ""
    }
}
