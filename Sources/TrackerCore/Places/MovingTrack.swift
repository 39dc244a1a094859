#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Where a stream moved, as lines of Web-Mercator points: the pen lifts where the athlete stood
/// still (the one `PauseRule` behind moving time), at a segment's gap and at a position outside
/// the projection, so a café stop leaves no blot and a train ride between segments no line.
public struct MovingTrack: Equatable, Sendable {
    /// Lines of two points or more.
    public var lines: [[MercatorPoint]]

    public init(lines: [[MercatorPoint]]) {
        self.lines = lines.filter { $0.count > 1 }
    }

    /// The moving lines of `stream`; none when it has no positions.
    /// - Parameter spacing: world units within which a point after the last one kept is dropped
    ///   (measured before projecting, at the stream's first latitude), so that a drawing at a known
    ///   scale projects only the points it can show; 0 keeps every point. A line's last point is kept.
    public init(stream: ActivityStream, rule: PauseRule = .standard, spacing: Double = 0) {
        guard let latitude = stream.latitude, let longitude = stream.longitude, let firstLatitude = latitude.first else {
            self.init(lines: [])
            return
        }
        let moving = stream.movingIntervals(rule: rule)
        // World x is longitude / 360; north-south, a degree of latitude is 1 / cos(latitude) times longer.
        let degrees = spacing * 360
        let squared = degrees * degrees
        let stretch = 1 / max(cos(firstLatitude * .pi / 180), 1e-6)
        var lines: [[MercatorPoint]] = []
        var line: [MercatorPoint] = []
        var last = (latitude: Double.nan, longitude: Double.nan)
        var held: Int?
        func close() {
            if let held, let point = MercatorPoint(latitude: latitude[held], longitude: longitude[held]) { line.append(point) }
            if line.count > 1 { lines.append(line) }
            line = []
            held = nil
        }
        for index in 0..<stream.count {
            let inRange = abs(latitude[index]) <= MercatorPoint.latitudeLimit
            // The interval ending here is drawn only when it moved and both its ends project.
            if !moving[index] || !inRange { close() }
            guard inRange else { continue }
            if !line.isEmpty {
                let north = (latitude[index] - last.latitude) * stretch, east = longitude[index] - last.longitude
                if north * north + east * east < squared {
                    held = index
                    continue
                }
            }
            guard let point = MercatorPoint(latitude: latitude[index], longitude: longitude[index]) else { continue }
            line.append(point)
            last = (latitude[index], longitude[index])
            held = nil
        }
        close()
        self.init(lines: lines)
    }

    public var isEmpty: Bool { lines.isEmpty }

    /// The box around every line, `nil` for none.
    public var bounds: MercatorRect? { MercatorRect(bounding: lines.joined()) }

    /// The box round every position of `stream` that projects, pauses included: a track's box without
    /// the cost of the pause rule, for framing. `nil` without positions.
    public static func positionBounds(of stream: ActivityStream) -> MercatorRect? {
        guard let latitude = stream.latitude, let longitude = stream.longitude else { return nil }
        var south = Double.infinity, north = -Double.infinity, west = Double.infinity, east = -Double.infinity
        for index in 0..<stream.count where abs(latitude[index]) <= MercatorPoint.latitudeLimit {
            south = min(south, latitude[index]); north = max(north, latitude[index])
            west = min(west, longitude[index]); east = max(east, longitude[index])
        }
        guard let corner = MercatorPoint(latitude: north, longitude: west),
              let opposite = MercatorPoint(latitude: south, longitude: east) else { return nil }
        return MercatorRect(minX: corner.x, minY: corner.y, maxX: opposite.x, maxY: opposite.y)
    }
}
