import TrackerCore

/// The settings `tracker config` knows, with how each value is checked.
enum ConfigKey: String, CaseIterable, ExpressibleByArgument {
    case units

    static let argumentKind = "a setting"

    var help: String {
        switch self {
        case .units: return "Display units: \(UnitSystem.acceptedValues)."
        }
    }

    var defaultValue: String {
        switch self {
        case .units: return UnitSystem.metric.rawValue
        }
    }

    /// The normalized value to store, or a parse error naming what is accepted.
    func validate(_ text: String) throws -> String {
        switch self {
        case .units: return try UnitSystem.parse(text).rawValue
        }
    }
}
