/// One `<Workout>` of an Apple Health export, as the first pass keeps it: a few numbers and names,
/// so that thousands of workouts take little memory.
struct AppleHealthWorkout: Sendable {
    var typeName: String
    var start: AppleHealthDate
    var end: AppleHealthDate
    /// Seconds, from `duration` and `durationUnit`; `nil` when the workout gives none.
    var duration: Double?
    /// Meters, from `totalDistance` and its unit, else from a distance `<WorkoutStatistics>` sum.
    var distance: Double?
    /// Kilocalories, from `totalEnergyBurned` and its unit, else the active energy statistic.
    var energy: Double?
    /// Meters, from the `HKElevationAscended` metadata entry.
    var elevationGain: Double?
    /// The route's file as the export names it (`/workout-routes/route_2019-03-04_7.12am.gpx`).
    var routePath: String?
    /// The line of its `<Workout>` tag, for messages.
    var line: Int
}
