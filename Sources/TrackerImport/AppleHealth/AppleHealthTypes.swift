import TrackerCore

/// Apple's workout types (`HKWorkoutActivityTypeRunning`) as tracker's types: the name after the
/// prefix, looked up here first, then among the names every reader knows (`ActivityTypeNames`).
enum AppleHealthTypes {
    static let prefix = "HKWorkoutActivityType"

    /// Apple's names that differ from the ones other exports use.
    static let names: [String: ActivityType] = [
        "Running": .run, "Cycling": .ride, "Walking": .walk, "Hiking": .hike, "Swimming": .swim,
        "Rowing": .row, "Paddling": .kayak, "SurfingSports": .surf, "DownhillSkiing": .alpineSki,
        "CrossCountrySkiing": .nordicSki, "Snowboarding": .snowboard, "SkatingSports": .iceSkate,
        "TraditionalStrengthTraining": .strength, "FunctionalStrengthTraining": .strength,
        "CoreTraining": .workout, "HighIntensityIntervalTraining": .workout, "CrossTraining": .workout,
        "MixedCardio": .workout, "Yoga": .yoga, "Pilates": .workout, "Elliptical": .elliptical,
        "StairClimbing": .stairStepper, "Stairs": .stairStepper, "WheelchairRunPace": .run,
        "WheelchairWalkPace": .walk, "HandCycling": .ride,
    ]

    /// The type of a `workoutActivityType` value; `other` for one tracker has no type for.
    static func type(_ value: String) -> ActivityType {
        let name = value.hasPrefix(prefix) ? String(value.dropFirst(prefix.count)) : value
        return names[name] ?? ActivityTypeNames.type(named: name) ?? .other
    }
}
