import TrackerCore
import TrackerTime

/// Reads Apple Health's `export.xml`: every `<Workout>` an activity, with its route from the
/// `workout-routes/*.gpx` file it references and its heart rate from the heart-rate `<Record>`s
/// inside its time.
///
/// The file is read twice, streamed, in constant memory whatever its size: the first pass keeps
/// only the workouts (a few numbers each, `AppleHealthWorkout`); the second keeps only the
/// heart-rate records whose time falls inside a workout. A real export writes all its records
/// before its workouts, so one pass could not know which records to keep without keeping them all.
/// Nothing is emitted before both passes have read the whole file, so a file damaged halfway
/// stores nothing.
///
/// The DOCTYPE Apple writes is read (its element and attribute lists); an entity declared in it
/// refuses the file at that line, so none is ever expanded.
final class AppleHealthReader {
    let options: ImportOptions
    /// Opens the export again for the second pass.
    private let reopen: () throws -> ByteStream
    /// The route file a workout references, by the path the export writes; `nil` when absent.
    private let route: (String) throws -> ByteStream?

    init(options: ImportOptions, reopen: @escaping () throws -> ByteStream, route: @escaping (String) throws -> ByteStream?) {
        self.options = options
        self.reopen = reopen
        self.route = route
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        let workouts = AppleHealthWorkoutPass()
        try XMLEventReader(handler: workouts, allowsDoctype: true).parse(stream)
        guard workouts.sawRoot else { throw ImportError(.line(1), "is not an Apple Health export: the root element is not <HealthData>") }
        guard !workouts.workouts.isEmpty else {
            throw ImportError(.file, "is an Apple Health export without workouts; tracker imports workouts only", isNotAnActivity: true)
        }
        let heartRate = AppleHealthHeartRatePass(spans: workouts.workouts.map { ($0.start.seconds, $0.end.seconds) })
        try XMLEventReader(handler: heartRate, allowsDoctype: true).parse(try reopen())
        let samples = heartRate.sortedSamples()
        for workout in workouts.workouts {
            try emit(.activity(try activity(workout, heartRate: samples)))
        }
    }

    // MARK: - One workout

    private func activity(_ workout: AppleHealthWorkout, heartRate: [(time: Double, value: Double)]) throws -> ImportedActivity {
        let start = Double(workout.start.seconds)
        let end = Double(workout.end.seconds)
        var routeStream: ActivityStream?
        var routeStart = start
        if let path = workout.routePath, let file = try route(path) {
            let reader = GPXReader(options: options, fileName: path.lastPathComponentOfRoute)
            do {
                try reader.parse(file)
                if let timed = try reader.timedStream() {
                    routeStream = timed.stream
                    routeStart = timed.start
                }
            } catch let error as ImportError {
                throw ImportError(.line(workout.line), "the route \(path) of this workout cannot be read: \(error.description)")
            } catch let error as StreamError {
                throw ImportError(.line(workout.line), "the route \(path) of this workout cannot be read: \(error.description)")
            }
        }
        let stream: ActivityStream?
        do {
            stream = try AppleHealthReader.stream(route: routeStream, routeStart: routeStart, start: start, end: end, heartRate: heartRate)
        } catch let error as StreamError {
            throw ImportError(.line(workout.line), "its samples cannot be read: \(error.description)")
        }
        let duration = workout.duration ?? (end - start)
        let activity = Activity(
            start: LocalInstant(secondsSince1970: workout.start.seconds, utcOffset: workout.start.utcOffset),
            type: AppleHealthTypes.type(workout.typeName),
            distance: workout.distance ?? stream?.totalDistance ?? 0,
            duration: duration,
            elevationGain: workout.elevationGain ?? stream?.importedClimb ?? 0)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.line(workout.line), problem)
        }
        return ImportedActivity(activity: activity, stream: stream, source: "apple-health",
                                sourceID: "\(workout.typeName)@\(workout.start.seconds)")
    }

    /// The workout's stream: its route's samples from the workout's start on, with the heart rate
    /// read at each (the latest record at or before it); without a route, the heart-rate records
    /// alone. Offsets count from the workout's start. `nil` with neither.
    static func stream(route: ActivityStream?, routeStart: Double, start: Double, end: Double,
                       heartRate: [(time: Double, value: Double)]) throws -> ActivityStream? {
        let first = heartRate.firstIndex { $0.time >= start } ?? heartRate.count
        let inside = heartRate[first...].prefix { $0.time <= end }
        guard let route, route.count > 0 else {
            guard inside.count >= 2 else { return nil }
            return try ActivityStream(time: inside.map { $0.time - start }, heartRate: inside.map(\.value))
        }
        let shift = routeStart - start
        let kept = route.time.firstIndex { $0 + shift >= 0 } ?? route.count
        guard kept < route.count else { return nil }
        let time = route.time[kept...].map { $0 + shift }
        func column(_ values: [Double]?) -> [Double]? { values.map { Array($0[kept...]) } }
        var heart: [Double]?
        if !inside.isEmpty {
            var values: [Double] = []
            values.reserveCapacity(time.count)
            var next = inside.startIndex
            var current = inside[next].value
            for offset in time {
                while next < inside.endIndex, inside[next].time - start <= offset {
                    current = inside[next].value
                    next += 1
                }
                values.append(current)
            }
            heart = values
        }
        let segments = route.segmentStarts.filter { $0 > kept }.map { $0 - kept }
        return try ActivityStream(
            time: time, latitude: column(route.latitude), longitude: column(route.longitude),
            elevation: column(route.elevation), distance: column(route.distance).map { values in values.map { $0 - (values.first ?? 0) } },
            heartRate: heart ?? column(route.heartRate), cadence: column(route.cadence), power: column(route.power),
            speed: column(route.speed), segmentStarts: segments)
    }
}

private extension String {
    /// `route_2019-03-04_7.12am.gpx` of `/workout-routes/route_2019-03-04_7.12am.gpx`.
    var lastPathComponentOfRoute: String {
        split(separator: "/").last.map(String.init) ?? self
    }
}
