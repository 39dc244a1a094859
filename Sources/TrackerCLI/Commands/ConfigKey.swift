import TrackerCore

/// The settings `tracker config` knows, with how each value is checked.
enum ConfigKey: String, CaseIterable, ExpressibleByArgument {
    case units
    case restingHeartRate = "resting-heart-rate"
    case maximumHeartRate = "max-heart-rate"
    case fitnessDays = "fitness-days"
    case fatigueDays = "fatigue-days"
    case week

    static let argumentKind = "a setting"

    /// What an unset heart rate shows: there is no default, the load estimates it from the data.
    static let unsetHeartRate = "none"

    var help: String {
        switch self {
        case .units: return "Display units: \(UnitSystem.acceptedValues)."
        case .restingHeartRate: return "Resting heart rate, bpm, for training load from heart rate; unset: estimated from the data."
        case .maximumHeartRate: return "Maximum heart rate, bpm, for training load from heart rate; unset: estimated from the data."
        case .fitnessDays: return "Time constant of fitness in days. Default: 42."
        case .fatigueDays: return "Time constant of fatigue in days. Default: 7."
        case .week: return "The weeks weekly views count by default (weeks, goal, summary, chart, report): rolling (7-day windows back from now), or monday or sunday (calendar weeks starting that day)."
        }
    }

    var defaultValue: String {
        switch self {
        case .units: return UnitSystem.metric.rawValue
        case .restingHeartRate, .maximumHeartRate: return Self.unsetHeartRate
        case .fitnessDays: return "42"
        case .fatigueDays: return "7"
        case .week: return WeekLayout.rolling.rawValue
        }
    }

    /// The normalized value to store, or a parse error naming what is accepted.
    func validate(_ text: String) throws -> String {
        switch self {
        case .units: return try UnitSystem.parse(text).rawValue
        case .restingHeartRate, .maximumHeartRate:
            let range = HeartRateSeries.plausibleBeats
            guard let beats = Int(text.trimmingSpaces()), range.contains(Double(beats)) else {
                throw ValueParseError(value: text, reason: "is not a heart rate; give whole beats per minute from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
            }
            return String(beats)
        case .fitnessDays, .fatigueDays:
            guard let days = Int(text.trimmingSpaces()), (1...365).contains(days) else {
                throw ValueParseError(value: text, reason: "is not a time constant; give a whole number of days from 1 to 365")
            }
            return String(days)
        case .week: return try WeekLayout.parse(text).rawValue
        }
    }
}
