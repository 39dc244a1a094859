import TrackerCore

/// The settings `tracker config` knows, with how each value is checked.
enum ConfigKey: String, CaseIterable, ExpressibleByArgument {
    case units
    case restingHeartRate = "resting-heart-rate"
    case maximumHeartRate = "max-heart-rate"
    case thresholdHeartRate = "threshold-heart-rate"
    case functionalThresholdPower = "ftp"
    case thresholdPace = "threshold-pace"
    case heartRateZones = "heart-rate-zones"
    case heartRateZoneBounds = "heart-rate-zone-bounds"
    case fitnessDays = "fitness-days"
    case fatigueDays = "fatigue-days"
    case week

    static let argumentKind = "a setting"

    /// What an unset heart rate shows: there is no default, the load estimates it from the data.
    static let unsetHeartRate = "none"
    /// What unset zone bounds show: the zone model's own.
    static let modelBounds = "model"

    var help: String {
        switch self {
        case .units: return "Display units: \(UnitSystem.acceptedValues)."
        case .restingHeartRate: return "Resting heart rate, bpm, for training load from heart rate; unset: estimated from the data."
        case .maximumHeartRate: return "Maximum heart rate, bpm, for training load and heart-rate zones; unset: estimated from the data for loads."
        case .thresholdHeartRate: return "Lactate-threshold heart rate, bpm, for heart-rate load (100 = an hour at it) and threshold zones; unset: 0.9 of the maximum, estimated."
        case .functionalThresholdPower: return "Functional threshold power, watts, for power load (TSS) and Coggan's seven power zones."
        case .thresholdPace: return "Threshold running pace (4:30/km, 7:15/mi) for pace load and pace zones of runs."
        case .heartRateZones: return "How heart-rate zones are placed: \(HeartRateZoneModel.allCases.map(\.rawValue).joined(separator: ", ")) (percent of maximum, of heart-rate reserve with resting-heart-rate, or of threshold-heart-rate). Default: max."
        case .heartRateZoneBounds: return "Where heart-rate zones 2 to 5 start, in percent of the model's reference, increasing (60,70,80,90); model: the model's own."
        case .fitnessDays: return "Time constant of fitness in days. Default: 42."
        case .fatigueDays: return "Time constant of fatigue in days. Default: 7."
        case .week: return "The weeks weekly views count by default (weeks, goal, summary, chart, report): rolling (7-day windows back from now), or monday or sunday (calendar weeks starting that day)."
        }
    }

    var defaultValue: String {
        switch self {
        case .units: return UnitSystem.metric.rawValue
        case .restingHeartRate, .maximumHeartRate, .thresholdHeartRate, .functionalThresholdPower, .thresholdPace: return Self.unsetHeartRate
        case .heartRateZones: return HeartRateZoneModel.maximum.rawValue
        case .heartRateZoneBounds: return Self.modelBounds
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
    /// Whole watts of a functional threshold power.
    static let power = WholeNumber(30...800, noun: "a functional threshold power", hint: "give whole watts from 30 to 800", trimsSpaces: true)

    /// Four increasing whole percentages from 1 to 199, comma-separated.
    static func zoneBounds(_ text: String) throws -> String {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == 4, parts.count == 4, numbers.allSatisfy({ (1...199).contains($0) }),
              zip(numbers, numbers.dropFirst()).allSatisfy({ $0 < $1 }) else {
            throw ValueParseError(value: text, reason: "are not heart-rate zone bounds; give four increasing whole percentages from 1 to 199, comma-separated (60,70,80,90)")
        }
        return numbers.map(String.init).joined(separator: ",")
    }

    /// Days of a fitness or fatigue time constant.
    static let timeConstant = WholeNumber(1...365, noun: "a time constant", hint: "give a whole number of days from 1 to 365", trimsSpaces: true)

    /// The normalized value to store, or a parse error naming what is accepted.
    func validate(_ text: String) throws -> String {
        switch self {
        case .units: return try UnitSystem.parse(text).rawValue
        case .restingHeartRate, .maximumHeartRate, .thresholdHeartRate:
            return String(try Self.heartRate.parse(text))
        case .functionalThresholdPower: return String(try Self.power.parse(text))
        case .thresholdPace: return try ThresholdPace(parsing: text).text
        case .heartRateZones:
            guard let model = HeartRateZoneModel(rawValue: text.trimmingSpaces().lowercased()) else {
                throw ValueParseError(value: text, reason: "is not a heart-rate zone model; use \(HeartRateZoneModel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return model.rawValue
        case .heartRateZoneBounds: return try Self.zoneBounds(text)
        case .fitnessDays, .fatigueDays:
            return String(try Self.timeConstant.parse(text))
        case .week: return try WeekLayout.parse(text).rawValue
        }
    }
}
