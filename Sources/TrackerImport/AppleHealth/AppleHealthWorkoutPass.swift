/// The first pass over `export.xml`: the `<Workout>` elements and what they carry, and nothing of
/// the records around them.
final class AppleHealthWorkoutPass: XMLEventHandler {
    private(set) var workouts: [AppleHealthWorkout] = []
    private(set) var sawRoot = false
    /// The workout being read, between its start and end tags.
    private var current: AppleHealthWorkout?
    private var statisticsDistance: Double?
    private var statisticsEnergy: Double?

    func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws {
        if path.count == 1 {
            guard element == "HealthData" else {
                throw ImportError(.line(line()), "is not an Apple Health export: the root element is <\(element.string)>, not <HealthData>")
            }
            sawRoot = true
            return
        }
        // Records are most of the file: left at once.
        if element == "Record" { return }
        if element == "Workout" && path.count == 2 {
            current = try Self.workout(attributes, line: line())
            statisticsDistance = nil
            statisticsEnergy = nil
            return
        }
        guard current != nil, path.name(fromEnd: 1) == "Workout" || path.name(fromEnd: 1) == "WorkoutRoute" else { return }
        if element == "WorkoutStatistics" {
            let type = attributes["type"] ?? ""
            guard let sum = attributes["sum"].flatMap(Double.init), let unit = attributes["unit"] else { return }
            if type.hasPrefix("HKQuantityTypeIdentifierDistance"), let scale = AppleHealthUnit.meters(per: unit) {
                statisticsDistance = sum * scale
            } else if type == "HKQuantityTypeIdentifierActiveEnergyBurned", let scale = AppleHealthUnit.kilocalories(per: unit) {
                statisticsEnergy = sum * scale
            }
        } else if element == "MetadataEntry", path.name(fromEnd: 1) == "Workout" {
            if attributes["key"] == "HKElevationAscended", let value = attributes["value"] {
                current?.elevationGain = AppleHealthUnit.meters(quantity: value)
            }
        } else if element == "FileReference", path.name(fromEnd: 1) == "WorkoutRoute" {
            if current?.routePath == nil { current?.routePath = attributes["path"] }
        }
    }

    func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws {
        guard element == "Workout", path.count == 2, var workout = current else { return }
        if workout.distance == nil { workout.distance = statisticsDistance }
        if workout.energy == nil { workout.energy = statisticsEnergy }
        workouts.append(workout)
        current = nil
    }

    /// A workout from its tag's attributes.
    /// - Throws: `ImportError` at `line` when its type or dates are missing or malformed.
    static func workout(_ attributes: XMLAttributes, line: Int) throws -> AppleHealthWorkout {
        guard let type = attributes["workoutActivityType"], !type.isEmpty else {
            throw ImportError(.line(line), "a <Workout> without workoutActivityType")
        }
        func date(_ name: StaticString) throws -> AppleHealthDate {
            guard let bytes = attributes.value(name), let date = AppleHealthDate(bytes: bytes) else {
                let text = attributes[name] ?? ""
                throw ImportError(.line(line), "Workout \(name) '\(text)' is not a date such as 2019-03-04 07:12:01 +0100")
            }
            return date
        }
        let start = try date("startDate")
        let end = try date("endDate")
        guard end.seconds >= start.seconds else {
            throw ImportError(.line(line), "Workout endDate is before its startDate")
        }
        func quantity(_ name: StaticString, _ unitName: StaticString, _ scale: (String) -> Double?, _ what: String) throws -> Double? {
            guard let text = attributes[name], !text.isEmpty else { return nil }
            guard let value = Double(text), value.isFinite, value >= 0 else {
                throw ImportError(.line(line), "Workout \(name) '\(text)' is not a \(what)")
            }
            let unit = attributes[unitName] ?? ""
            guard let factor = scale(unit) else {
                throw ImportError(.line(line), "Workout \(unitName) '\(unit)' is not a unit tracker knows for \(name)")
            }
            return value * factor
        }
        return AppleHealthWorkout(
            typeName: type, start: start, end: end,
            duration: try quantity("duration", "durationUnit", AppleHealthUnit.seconds(per:), "duration"),
            distance: try quantity("totalDistance", "totalDistanceUnit", AppleHealthUnit.meters(per:), "distance"),
            energy: try quantity("totalEnergyBurned", "totalEnergyBurnedUnit", AppleHealthUnit.kilocalories(per:), "quantity of energy"),
            elevationGain: nil, routePath: nil, line: line)
    }
}
