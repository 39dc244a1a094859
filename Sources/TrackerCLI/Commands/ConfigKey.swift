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

    /// Whole beats per minute within what a heart can do.
    static let heartRate: WholeNumber = {
        let range = HeartRateSeries.plausibleBeats
        let beats = Int(range.lowerBound.rounded(.up))...Int(range.upperBound.rounded(.down))
        return WholeNumber(beats, noun: "a heart rate", hint: "give whole beats per minute from \(beats.lowerBound) to \(beats.upperBound)", trimsSpaces: true)
    }()
    /// Days of a fitness or fatigue time constant.
    static let timeConstant = WholeNumber(1...365, noun: "a time constant", hint: "give a whole number of days from 1 to 365", trimsSpaces: true)

    /// The normalized value to store, or a parse error naming what is accepted.
    func validate(_ text: String) throws -> String {
        switch self {
        case .units: return try UnitSystem.parse(text).rawValue
        case .restingHeartRate, .maximumHeartRate:
            return String(try Self.heartRate.parse(text))
        case .fitnessDays, .fatigueDays:
            return String(try Self.timeConstant.parse(text))
        case .week: return try WeekLayout.parse(text).rawValue
        }
    }
}
