import TrackerCore

/// The positions of a GPX file's track points, or of its route points when it has no track (a
/// route planner's export), in order, times or not: the line a segment is drawn along
/// (`tracker segment add NAME --gpx FILE`).
public final class GPXPositions: XMLEventHandler {
    private(set) var trackPoints: [(latitude: Double, longitude: Double)] = []
    private(set) var routePoints: [(latitude: Double, longitude: Double)] = []
    private var sawRoot = false

    /// The positions in the file at `path`.
    /// - Throws: `ImportError` for a file that is not GPX, a point without a valid lat or lon, or none.
    public static func read(path: String) throws -> [(latitude: Double, longitude: Double)] {
        let reader = GPXPositions()
        do {
            try XMLEventReader(handler: reader).parse(try FileByteStream(path: path))
            guard reader.sawRoot else { throw ImportError(.line(1), "is not a GPX file: the root element is not <gpx>") }
        } catch var error as ImportError {
            error.file = path
            throw error
        }
        let points = reader.trackPoints.isEmpty ? reader.routePoints : reader.trackPoints
        guard !points.isEmpty else {
            var error = ImportError(.file, "has no track points (<trkpt>) or route points (<rtept>)")
            error.file = path
            throw error
        }
        return points
    }

    func start(_ element: XMLName, path: XMLElementPath, attributes: XMLAttributes, line: @autoclosure () -> Int) throws {
        if path.count == 1 {
            guard element == "gpx" else { throw ImportError(.line(line()), "is not a GPX file: the root element is <\(element.string)>, not <gpx>") }
            sawRoot = true
        }
        let isTrack = element == "trkpt"
        guard isTrack || element == "rtept" else { return }
        let name = isTrack ? "trkpt" : "rtept"
        guard let latitude = Self.number(attributes.value("lat")), (-90...90).contains(latitude) else {
            throw ImportError(.line(line()), "\(name) lat '\(attributes["lat"] ?? "")' is not a latitude between -90 and 90")
        }
        guard let longitude = Self.number(attributes.value("lon")), (-180...180).contains(longitude) else {
            throw ImportError(.line(line()), "\(name) lon '\(attributes["lon"] ?? "")' is not a longitude between -180 and 180")
        }
        if isTrack { trackPoints.append((latitude, longitude)) } else { routePoints.append((latitude, longitude)) }
    }

    func end(_ element: XMLName, path: XMLElementPath, text: XMLCharacterData, line: @autoclosure () -> Int) throws {}

    private static func number(_ value: UnsafeBufferPointer<UInt8>?) -> Double? {
        guard let value else { return nil }
        return XMLCharacterData.decimal(value) ?? Double(String(decoding: value, as: UTF8.self))
    }
}
