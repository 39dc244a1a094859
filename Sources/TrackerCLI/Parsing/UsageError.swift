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
            return "\(option): \(error)"
        case .missingRequired(let option):
            return "missing required option '\(option)'"
        case .missingArgument(let name):
            return "missing expected argument '<\(name)>'"
        case .unexpectedArgument(let value):
            return "unexpected argument '\(value)'"
        case .invalid(let text):
            return text
        }
    }
}
