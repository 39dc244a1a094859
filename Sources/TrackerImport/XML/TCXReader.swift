#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Reads a Garmin TCX file: each `<Activity>` becomes an activity, with the laps'
/// `TotalTimeSeconds` and `DistanceMeters` summed, the climb from the track points'
/// `AltitudeMeters`, the `Sport` attribute as the type and `<Id>` (else the first lap's
/// `StartTime`) as the start.
final class TCXReader: XMLEventHandler {
    let options: ImportOptions
    let fileName: String
    private var records: [(activity: Activity, line: Int)] = []
    private var sport: String?
    private var start: Double?
    private var lapTime = 0.0
    private var lapDistance = 0.0
    private var laps = 0
    private var gain = ElevationGain()
    private var trackDistance: Double?
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
            let id = records.count == 1 ? fileName : "\(fileName)#\(index + 1)"
            try emit(.activity(ImportedActivity(activity: record.activity, source: "tcx", sourceID: id)))
        }
    }

    // MARK: - XMLEventHandler

    func start(_ element: String, path: [String], attributes: [String: String], line: Int) throws {
        if path.count == 1 {
            guard element == "TrainingCenterDatabase" else {
                throw ImportError(.line(line), "is not a TCX file: the root element is <\(element)>, not <TrainingCenterDatabase>")
            }
            sawRoot = true
        }
        switch element {
        case "Activity":
            sport = attributes["Sport"]
            start = nil
            lapTime = 0
            lapDistance = 0
            laps = 0
            gain = ElevationGain()
            trackDistance = nil
            activityLine = line
        case "Lap":
            laps += 1
            if start == nil, let text = attributes["StartTime"] {
                guard let parsed = ISO8601.parse(text) else {
                    throw ImportError(.line(line), "Lap StartTime '\(text)' is not an ISO 8601 time")
                }
                start = parsed.seconds
            }
        default:
            break
        }
    }

    func end(_ element: String, path: [String], text: String, line: Int) throws {
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        switch (element, parent) {
        case ("Id", "Activity"):
            guard let parsed = ISO8601.parse(text) else {
                throw ImportError(.line(line), "Activity Id '\(text)' is not an ISO 8601 time")
            }
            start = parsed.seconds
        case ("TotalTimeSeconds", "Lap"):
            lapTime += try number(text, "TotalTimeSeconds", line: line)
        case ("DistanceMeters", "Lap"):
            lapDistance += try number(text, "DistanceMeters", line: line)
        case ("DistanceMeters", "Trackpoint"):
            trackDistance = max(trackDistance ?? 0, try number(text, "DistanceMeters", line: line))
        case ("AltitudeMeters", "Trackpoint"):
            gain.add(try number(text, "AltitudeMeters", line: line, allowNegative: true))
        case ("Activity", _):
            try finishActivity(line: line)
        default:
            break
        }
    }

    private func finishActivity(line: Int) throws {
        guard let start else { throw ImportError(.line(activityLine), "the <Activity> has neither an <Id> time nor a lap StartTime") }
        guard laps > 0 else { throw ImportError(.line(activityLine), "the <Activity> has no <Lap>") }
        let activity = Activity(
            start: options.localInstant(utcSeconds: Int64(start.rounded(.down))),
            type: sport.flatMap(ActivityTypeNames.tcxType) ?? options.type(named: nil),
            distance: lapDistance > 0 ? lapDistance : (trackDistance ?? 0),
            duration: lapTime, elevationGain: gain.total)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.line(activityLine), problem)
        }
        records.append((activity, activityLine))
    }

    private func number(_ text: String, _ name: String, line: Int, allowNegative: Bool = false) throws -> Double {
        guard let value = Double(text), value.isFinite, allowNegative || value >= 0 else {
            throw ImportError(.line(line), "\(name) '\(text)' is not a \(allowNegative ? "" : "non-negative ")number")
        }
        return value
    }
}
