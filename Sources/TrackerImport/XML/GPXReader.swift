#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// Reads a GPX 1.1 file's tracks as one activity with its stream: each `<trkpt>` a sample (position,
/// `<ele>`, `<time>`, and heart rate, cadence, power and speed from the usual extensions), each
/// `<trkseg>` after the first a new segment. The distance, moving time and climb come from the
/// stream; the type from the track's `<type>`.
///
/// The stored duration is the moving time (`ActivityStream.movingTime()`), as Strava shows for a
/// GPX file: pauses and the gaps between segments are not in it, so the stored pace is the pace
/// while moving. An empty `<ele/>` is a point without elevation; a point without `<time>` takes the
/// time before it.
///
/// A track segment none of whose points has a `<time>` (a planned route saved beside the recording)
/// is left out of the stream and the totals when other segments have times: merged in, its points
/// would all sit at one instant. A file without any time keeps them all (and is refused for it).
final class GPXReader: XMLEventHandler {
    let options: ImportOptions
    let fileName: String
    // Set at every point and only from this class's callbacks, one at a time: the dynamic exclusivity
    // checks were a tenth of the reader's own time.
    @exclusivity(unchecked) private var builder = StreamBuilder()
    @exclusivity(unchecked) private var inPoint = false
    @exclusivity(unchecked) private var values = SampleValues()
    @exclusivity(unchecked) private var time: Double?
    private var typeName: String?
    private var name: String?
    private var sawRoot = false
    /// Where the current track segment's points start in `builder`, and how many timed points came before it.
    private var segmentStart = 0
    private var timedBeforeSegment = 0
    /// Points of segments without any time, left out of `builder`.
    private var untimedPoints = 0

    init(options: ImportOptions, fileName: String) {
        self.options = options
        self.fileName = fileName
    }

    /// What the points read so far add up to, over every track.
    var summary: TrackSummary {
        get throws {
            let start = builder.firstTime.map { $0.rounded(.down) }
            return TrackSummary(stream: try start.flatMap { try builder.build(start: $0) }, start: start, points: points)
        }
    }

    /// The stream of the points read and the Unix second its offsets count from (the first time,
    /// rounded down); `nil` without timed points. Apple Health's routes are read through it.
    func timedStream() throws -> (stream: ActivityStream, start: Double)? {
        guard let first = builder.firstTime else { return nil }
        let start = first.rounded(.down)
        return try builder.build(start: start).map { ($0, start) }
    }

    /// The track points the activity is made of: without the segments that have no time, unless no
    /// point has one.
    var points: Int {
        builder.timedCount > 0 ? builder.count : builder.count + untimedPoints
    }

    /// Reads every track point of the file.
    func parse(_ stream: ByteStream) throws {
        try XMLEventReader(handler: self).parse(stream)
        guard sawRoot else { throw ImportError(.line(1), "is not a GPX file: the root element is not <gpx>") }
        endSegment()
    }

    func read(_ stream: ByteStream, emit: (ImportRecord) throws -> Void) throws {
        try parse(stream)
        let points = self.points
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

    func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws {
        if path.count == 1 {
            guard element == "gpx" else { throw ImportError(.line(line()), "is not a GPX file: the root element is <\(element.string)>, not <gpx>") }
            sawRoot = true
        }
        if element == "trkpt" {
            guard let latitude = Self.number(attributes.value("lat")), (-90...90).contains(latitude) else {
                throw ImportError(.line(line()), "trkpt lat '\(attributes["lat"] ?? "")' is not a latitude between -90 and 90")
            }
            guard let longitude = Self.number(attributes.value("lon")), (-180...180).contains(longitude) else {
                throw ImportError(.line(line()), "trkpt lon '\(attributes["lon"] ?? "")' is not a longitude between -180 and 180")
            }
            inPoint = true
            values.removeAll()
            values[.latitude] = latitude
            values[.longitude] = longitude
            time = nil
        } else if element == "trkseg" {
            endSegment()
            builder.beginSegment()
            segmentStart = builder.count
            timedBeforeSegment = builder.timedCount
        }
    }

    /// Leaves the segment just read out of the stream when none of its points had a time. Whether the
    /// file has times is known only at its end, so its points are counted for the message of a file
    /// that has none.
    private func endSegment() {
        guard builder.timedCount == timedBeforeSegment, builder.count > segmentStart else { return }
        untimedPoints += builder.count - segmentStart
        builder.removeUntimedSamples(from: segmentStart)
    }

    func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws {
        // The elements of every point first; the rest are rare.
        if element == "ele" {
            guard path.name(fromEnd: 1) == "trkpt" else { return }
            guard let value = text.number, value.isFinite, abs(value) < 100_000 else {
                // RideWithGPS writes <ele/> for points without elevation.
                if text.isEmpty { return }
                throw ImportError(.line(line()), "ele '\(text.string)' is not an elevation in meters")
            }
            values[.elevation] = value
        } else if element == "time" {
            guard path.name(fromEnd: 1) == "trkpt" else { return }
            let parsed = text.trimmedBytes.map(ISO8601.parse(bytes:)) ?? ISO8601.parse(text.string)
            time = try builder.time(parsed, text: text.string, element: "time", sample: "track point", line: line())
        } else if element == "trkpt" {
            if inPoint { builder.append(time: time, values) }
            inPoint = false
        } else if inPoint, let column = Self.extensionColumn(element) {
            values[column] = text.number
        } else if element == "type" || element == "name", path.name(fromEnd: 1) == "trk" {
            guard !text.isEmpty else { return }
            if element == "type" {
                if typeName == nil { typeName = text.string }
            } else if name == nil {
                name = text.string
            }
        }
    }

    /// The column of a point's extension element (Garmin's `gpxtpx:hr`, `gpxtpx:cad`, a `power` or
    /// `watts`, a `speed`), or `nil`.
    private static func extensionColumn(_ element: XMLName) -> StreamColumn? {
        if element == "hr" { return .heartRate }
        if element == "cad" { return .cadence }
        if element == "power" || element == "watts" { return .power }
        if element == "speed" { return .speed }
        return nil
    }

    /// An attribute's value read as `Double(String)` reads it.
    private static func number(_ value: UnsafeBufferPointer<UInt8>?) -> Double? {
        guard let value else { return nil }
        return XMLCharacterData.decimal(value) ?? Double(String(decoding: value, as: UTF8.self))
    }
}
