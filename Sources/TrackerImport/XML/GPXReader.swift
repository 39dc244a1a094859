#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Reads a GPX 1.1 file's tracks as one activity with its stream: each `<trkpt>` a sample (position,
/// `<ele>`, `<time>`, and heart rate, cadence, power and speed from the usual extensions), each
/// `<trkseg>` after the first a new segment. The distance, moving time and climb come from the
/// stream; the type from the track's `<type>`.
///
/// The stored duration is the moving time (`ActivityStream.movingTime()`), as Strava shows for a
/// GPX file: pauses and the gaps between segments are not in it, so the stored pace is the pace
/// while moving. An empty `<ele/>` is a point without elevation; a point without `<time>` takes the
/// time before it.
final class GPXReader: XMLEventHandler {
    let options: ImportOptions
    let fileName: String
    private var builder = StreamBuilder()
    private var inPoint = false
    private var values = SampleValues()
    private var time: Double?
    private var typeName: String?
    private var name: String?
    private var sawRoot = false

    init(options: ImportOptions, fileName: String) {
        self.options = options
        self.fileName = fileName
    }

    /// What the points read so far add up to, over every track.
    var summary: TrackSummary {
        get throws {
            let start = builder.firstTime.map { $0.rounded(.down) }
            return TrackSummary(stream: try start.flatMap { try builder.build(start: $0) }, start: start, points: builder.count)
        }
    }

    /// Reads every track point of the file.
    func parse(_ stream: ByteStream) throws {
        try XMLEventReader(handler: self).parse(stream)
        guard sawRoot else { throw ImportError(.line(1), "is not a GPX file: the root element is not <gpx>") }
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        try parse(stream)
        let points = builder.count
        guard points > 0 else { throw ImportError(.file, "has no track points (<trkpt>)") }
        guard let firstTime = builder.firstTime else {
            throw ImportError(.file, "its track points have no <time>; tracker needs a start time")
        }
        guard builder.timedCount * 2 >= points else {
            throw ImportError(.file, "only \(builder.timedCount) of \(points) track points have a <time>; the duration cannot be measured")
        }
        let start = firstTime.rounded(.down)
        let samples: ActivityStream
        do {
            guard let built = try builder.build(start: start) else { throw ImportError(.file, "has no track points (<trkpt>)") }
            samples = built
        } catch let error as StreamError {
            throw ImportError(.file, "its track cannot be read: \(error.description)")
        }
        let elapsed = samples.elapsedTime
        guard elapsed > 0 else {
            throw ImportError(.file, "every track point has the same time; at least two points with different times are needed")
        }
        let moving = samples.movingTime()
        let activity = Activity(
            start: options.localInstant(utcSeconds: Int64(start)),
            type: options.type(named: typeName), name: name,
            distance: samples.totalDistance ?? 0, duration: moving > 0 ? moving : elapsed,
            elevationGain: samples.importedClimb)
        if let problem = ActivityLimits.problem(with: activity, now: options.now.timeIntervalSince1970) {
            throw ImportError(.file, problem)
        }
        try emit(.activity(ImportedActivity(activity: activity, stream: samples, source: "gpx", sourceID: fileName)))
    }

    // MARK: - XMLEventHandler

    func start(_ element: String, path: [String], attributes: [String: String], line: Int) throws {
        if path.count == 1 {
            guard element == "gpx" else { throw ImportError(.line(line), "is not a GPX file: the root element is <\(element)>, not <gpx>") }
            sawRoot = true
        }
        switch element {
        case "trkseg":
            builder.beginSegment()
        case "trkpt":
            guard let latitude = attributes["lat"].flatMap(Double.init), (-90...90).contains(latitude) else {
                throw ImportError(.line(line), "trkpt lat '\(attributes["lat"] ?? "")' is not a latitude between -90 and 90")
            }
            guard let longitude = attributes["lon"].flatMap(Double.init), (-180...180).contains(longitude) else {
                throw ImportError(.line(line), "trkpt lon '\(attributes["lon"] ?? "")' is not a longitude between -180 and 180")
            }
            inPoint = true
            values = SampleValues()
            values[.latitude] = latitude
            values[.longitude] = longitude
            time = nil
        default:
            break
        }
    }

    func end(_ element: String, path: [String], text: String, line: Int) throws {
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        switch (element, parent) {
        case ("ele", "trkpt"):
            // RideWithGPS writes <ele/> for points without elevation.
            guard !text.isEmpty else { break }
            guard let value = Double(text), value.isFinite, abs(value) < 100_000 else {
                throw ImportError(.line(line), "ele '\(text)' is not an elevation in meters")
            }
            values[.elevation] = value
        case ("time", "trkpt"):
            time = try builder.time(of: text, element: "time", sample: "track point", line: line)
        case ("trkpt", _):
            if inPoint { builder.append(time: time, values) }
            inPoint = false
        case ("hr", _) where inPoint:
            values[.heartRate] = Double(text)
        case ("cad", _) where inPoint:
            values[.cadence] = Double(text)
        case ("power", _) where inPoint, ("watts", _) where inPoint:
            values[.power] = Double(text)
        case ("speed", _) where inPoint:
            values[.speed] = Double(text)
        case ("type", "trk"):
            if typeName == nil, !text.isEmpty { typeName = text }
        case ("name", "trk"):
            if name == nil, !text.isEmpty { name = text }
        default:
            break
        }
    }
}
