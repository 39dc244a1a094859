#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads a Garmin TCX file: each `<Activity>` becomes an activity with its stream (each
/// `<Trackpoint>` a sample: time, position, altitude, distance, heart rate, cadence, speed and
/// watts) and its laps (each `<Lap>`: start, time, distance, heart rate, cadence, watts).
///
/// The start is the first lap's `StartTime`, else the first trackpoint's time, and only then
/// `<Id>`, which Garmin truncates to the minute. The duration is the laps' `TotalTimeSeconds`
/// (the device's timer, pauses excluded), the distance the laps' `DistanceMeters` (else the
/// stream's), the climb the stream's, the type the `Sport` attribute. A `<Track>` after the first
/// in a lap (the device paused) starts a new segment.
final class TCXReader: XMLEventHandler {
    let options: ImportOptions
    let fileName: String
    private var records: [ImportedActivity] = []
    private var sport: String?
    private var idTime: Double?
    private var firstLapStart: Double?
    private var lapTime = 0.0
    private var lapDistance = 0.0
    private var laps: [(start: Double?, lap: Lap)] = []
    private var lap = Lap(startOffset: 0, duration: 0, distance: 0)
    private var lapStart: Double?
    private var tracksInLap = 0
    private var builder = StreamBuilder()
    private var values = SampleValues()
    private var time: Double?
    private var inPoint = false
    private var activityLine = 0
    private var sawRoot = false

    init(options: ImportOptions, fileName: String) {
        self.options = options
        self.fileName = fileName
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        try XMLEventReader(handler: self).parse(stream)
        guard sawRoot else { throw ImportError(.line(1), "is not a TCX file: the root element is not <TrainingCenterDatabase>") }
        guard !records.isEmpty else { throw ImportError(.file, "has no <Activity>") }
        for (index, record) in records.enumerated() {
            var record = record
            record.sourceID = records.count == 1 ? fileName : "\(fileName)#\(index + 1)"
            try emit(.activity(record))
        }
    }

    // MARK: - XMLEventHandler

    func start(_ name: XMLName, path: XMLElementPath, attributes: XMLAttributes, line lineNumber: @autoclosure () -> Int) throws {
        let element = name.string, line = lineNumber()
        if path.count == 1 {
            guard element == "TrainingCenterDatabase" else {
                throw ImportError(.line(line), "is not a TCX file: the root element is <\(element)>, not <TrainingCenterDatabase>")
            }
            sawRoot = true
        }
        switch element {
        case "Activity":
            sport = attributes["Sport"]
            idTime = nil
            firstLapStart = nil
            lapTime = 0
            lapDistance = 0
            laps = []
            builder = StreamBuilder()
            activityLine = line
        case "Lap":
            lap = Lap(startOffset: 0, duration: 0, distance: 0)
            lapStart = nil
            tracksInLap = 0
            if let text = attributes["StartTime"] {
                guard let parsed = ISO8601.parse(text) else {
                    throw ImportError(.line(line), "Lap StartTime '\(text)' is not an ISO 8601 time")
                }
                lapStart = parsed.seconds
                if firstLapStart == nil { firstLapStart = parsed.seconds }
            }
        case "Track":
            tracksInLap += 1
            if tracksInLap > 1 { builder.beginSegment() }
        case "Trackpoint":
            inPoint = true
            values = SampleValues()
            time = nil
        default:
            break
        }
    }

    func end(_ name: XMLName, path: XMLElementPath, text characters: XMLCharacterData, line lineNumber: @autoclosure () -> Int) throws {
        let element = name.string, text = characters.string, line = lineNumber()
        let parent = path.name(fromEnd: 1)?.string ?? ""
        let grandparent = path.name(fromEnd: 2)?.string ?? ""
        switch (element, parent) {
        case ("Id", "Activity"):
            guard let parsed = ISO8601.parse(text) else {
                throw ImportError(.line(line), "Activity Id '\(text)' is not an ISO 8601 time")
            }
            idTime = parsed.seconds
        case ("TotalTimeSeconds", "Lap"):
            lap.duration = try number(text, "TotalTimeSeconds", line: line)
            lapTime += lap.duration
        case ("DistanceMeters", "Lap"):
            lap.distance = try number(text, "DistanceMeters", line: line)
            lapDistance += lap.distance
        case ("Value", "AverageHeartRateBpm") where grandparent == "Lap":
            lap.averageHeartRate = try number(text, "AverageHeartRateBpm", line: line)
        case ("Value", "MaximumHeartRateBpm") where grandparent == "Lap":
            lap.maxHeartRate = try number(text, "MaximumHeartRateBpm", line: line)
        case ("Cadence", "Lap"):
            lap.averageCadence = try number(text, "Cadence", line: line)
        case ("AvgWatts", _) where !inPoint:
            lap.averagePower = try number(text, "AvgWatts", line: line)
        case ("Lap", _):
            laps.append((lapStart, lap))
        case ("Time", "Trackpoint"):
            time = try builder.time(of: text, element: "Time", sample: "trackpoint", line: line)
        case ("LatitudeDegrees", "Position"):
            values[.latitude] = try coordinate(text, "LatitudeDegrees", limit: 90, line: line)
        case ("LongitudeDegrees", "Position"):
            values[.longitude] = try coordinate(text, "LongitudeDegrees", limit: 180, line: line)
        case ("AltitudeMeters", "Trackpoint"):
            values[.elevation] = try number(text, "AltitudeMeters", line: line, allowNegative: true)
        case ("DistanceMeters", "Trackpoint"):
            values[.distance] = try number(text, "DistanceMeters", line: line)
        case ("Value", "HeartRateBpm") where grandparent == "Trackpoint":
            values[.heartRate] = Double(text)
        case ("Cadence", "Trackpoint"):
            values[.cadence] = Double(text)
        case ("RunCadence", _) where inPoint:
            values[.cadence] = Double(text)
        case ("Speed", _) where inPoint:
            values[.speed] = Double(text)
        case ("Watts", _) where inPoint:
            values[.power] = Double(text)
        case ("Trackpoint", _):
            // A trackpoint holding only a time (a lap marker, a pause) adds nothing.
            if !values.isEmpty || builder.count == 0 { builder.append(time: time, values) }
            inPoint = false
        case ("Activity", _):
            try finishActivity()
        default:
            break
        }
    }

    private func finishActivity() throws {
        guard let start = (firstLapStart ?? builder.firstTime ?? idTime)?.rounded(.down) else {
            throw ImportError(.line(activityLine), "the <Activity> has no lap StartTime, no trackpoint time and no <Id> time")
        }
        guard !laps.isEmpty else { throw ImportError(.line(activityLine), "the <Activity> has no <Lap>") }
        let recordedLaps = laps.map { entry -> Lap in
            var lap = entry.lap
            lap.startOffset = max(0, (entry.start ?? start) - start)
            return lap
        }
        let samples: ActivityStream?
        do {
            samples = builder.timedCount > 0 ? try builder.build(start: start, laps: recordedLaps) : nil
        } catch let error as StreamError {
            throw ImportError(.line(activityLine), "the <Activity>'s trackpoints cannot be read: \(error.description)")
        }
        let duration = lapTime > 0 ? lapTime : samples.map { $0.movingTime() > 0 ? $0.movingTime() : $0.elapsedTime } ?? 0
        let activity = Activity(
            start: options.localInstant(utcSeconds: Int64(start)),
            type: sport.flatMap(ActivityTypeNames.tcxType) ?? options.type(named: nil),
            distance: lapDistance > 0 ? lapDistance : (samples?.totalDistance ?? 0),
            duration: duration, elevationGain: samples?.importedClimb ?? 0)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.line(activityLine), problem)
        }
        records.append(ImportedActivity(activity: activity, stream: samples, source: "tcx", sourceID: nil))
    }

    private func number(_ text: String, _ name: String, line: Int, allowNegative: Bool = false) throws -> Double {
        guard let value = Double(text), value.isFinite, allowNegative || value >= 0 else {
            throw ImportError(.line(line), "\(name) '\(text)' is not a \(allowNegative ? "" : "non-negative ")number")
        }
        return value
    }

    private func coordinate(_ text: String, _ name: String, limit: Double, line: Int) throws -> Double {
        guard let value = Double(text), (-limit...limit).contains(value) else {
            throw ImportError(.line(line), "\(name) '\(text)' is not between -\(Int(limit)) and \(Int(limit))")
        }
        return value
    }
}
