#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Reads a GPX 1.1 file's tracks as one activity: distance and climb from the track points
/// (per segment), the start and elapsed time from the points' times, moving time from the
/// intervals between them, the type from the track's `<type>`.
final class GPXReader: XMLEventHandler {
    let options: ImportOptions
    let fileName: String
    private var accumulator = TrackAccumulator()
    private var point: (latitude: Double, longitude: Double)?
    private var elevation: Double?
    private var time: Double?
    private var typeName: String?
    private var name: String?
    private var sawRoot = false

    init(options: ImportOptions, fileName: String) {
        self.options = options
        self.fileName = fileName
    }

    /// What the points read so far add up to, over every track.
    var summary: TrackSummary { accumulator.result }

    /// Reads every track point of the file into `summary`.
    func parse(_ stream: ByteStream) throws {
        try XMLEventReader(handler: self).parse(stream)
        guard sawRoot else { throw ImportError(.line(1), "is not a GPX file: the root element is not <gpx>") }
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        try parse(stream)
        let summary = summary
        guard summary.points > 0 else { throw ImportError(.file, "has no track points (<trkpt>)") }
        guard let start = summary.start, let elapsed = summary.elapsed else {
            throw ImportError(.file, "its track points have no <time>; tracker needs a start time")
        }
        guard accumulator.timedPoints * 2 >= summary.points else {
            throw ImportError(.file, "only \(accumulator.timedPoints) of \(summary.points) track points have a <time>; the duration cannot be measured")
        }
        guard elapsed > 0 else {
            throw ImportError(.file, "the track lasts 0 s; at least two points with different times are needed")
        }
        let moving = summary.moving ?? 0
        let activity = Activity(
            start: options.localInstant(utcSeconds: Int64(start.rounded(.down))),
            type: options.type(named: typeName), name: name,
            distance: summary.distance, duration: moving > 0 ? moving : elapsed,
            elevationGain: summary.elevationGain)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.file, problem)
        }
        try emit(.activity(ImportedActivity(activity: activity, source: "gpx", sourceID: fileName)))
    }

    // MARK: - XMLEventHandler

    func start(_ element: String, path: [String], attributes: [String: String], line: Int) throws {
        if path.count == 1 {
            guard element == "gpx" else { throw ImportError(.line(line), "is not a GPX file: the root element is <\(element)>, not <gpx>") }
            sawRoot = true
        }
        switch element {
        case "trkseg":
            accumulator.beginSegment()
        case "trkpt":
            guard let latitude = attributes["lat"].flatMap(Double.init), (-90...90).contains(latitude) else {
                throw ImportError(.line(line), "trkpt lat '\(attributes["lat"] ?? "")' is not a latitude between -90 and 90")
            }
            guard let longitude = attributes["lon"].flatMap(Double.init), (-180...180).contains(longitude) else {
                throw ImportError(.line(line), "trkpt lon '\(attributes["lon"] ?? "")' is not a longitude between -180 and 180")
            }
            point = (latitude, longitude)
            elevation = nil
            time = nil
        default:
            break
        }
    }

    func end(_ element: String, path: [String], text: String, line: Int) throws {
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        switch (element, parent) {
        case ("ele", "trkpt"):
            guard let value = Double(text), value.isFinite, abs(value) < 100_000 else {
                throw ImportError(.line(line), "ele '\(text)' is not an elevation in meters")
            }
            elevation = value
        case ("time", "trkpt"):
            guard let parsed = ISO8601.parse(text) else {
                throw ImportError(.line(line), "time '\(text)' is not an ISO 8601 time such as 2026-11-29T07:30:00Z")
            }
            time = parsed.seconds
        case ("trkpt", _):
            if let point {
                accumulator.add(latitude: point.latitude, longitude: point.longitude, elevation: elevation, time: time)
            }
            point = nil
        case ("type", "trk"):
            if typeName == nil, !text.isEmpty { typeName = text }
        case ("name", "trk"):
            if name == nil, !text.isEmpty { name = text }
        default:
            break
        }
    }
}
