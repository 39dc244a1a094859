import Foundation
import TrackerCore
import TrackerRandom

/// Loops round a park for the route tests: the same closed curve ridden again with fresh GPS
/// noise, the other way round, cut short, or another curve of the same length from the same start.
public enum SyntheticRoutes {
    /// The park's centre (the English Garden, Munich).
    public static let centre = GeoPoint(latitude: 48.152, longitude: 11.592)

    /// A closed curve: metres east and north of `centre` at `t` in 0...1, starting and ending at
    /// the same point.
    public typealias Curve = @Sendable (Double) -> (east: Double, north: Double)

    /// A circle of `radius` metres whose start is its southernmost point, at (0, -radius).
    public static func circle(radius: Double) -> Curve {
        { t in (radius * sin(2 * .pi * t), -radius * cos(2 * .pi * t)) }
    }

    /// The circle of `radius` with the same start mirrored south: the same start and length,
    /// another way altogether.
    public static func mirroredCircle(radius: Double) -> Curve {
        { t in (radius * sin(2 * .pi * t), -2 * radius + radius * cos(2 * .pi * t)) }
    }

    /// An ellipse of half-axes `east` and `north` starting at its southernmost point (0, -south),
    /// where the circle of radius `south` starts: its centre lies `south - north` metres south of
    /// the circle's.
    public static func ellipse(east: Double, north: Double, south: Double) -> Curve {
        { t in (east * sin(2 * .pi * t), north - south - north * cos(2 * .pi * t)) }
    }

    /// One fix a second along `curve` from `from` to `to` (fractions of it), or the other way when
    /// `reversed`, at `speed` m/s, with `noise` metres of independent GPS noise on each fix.
    public static func stream(_ curve: Curve, from: Double = 0, to: Double = 1, reversed: Bool = false, speed: Double = 3,
                              noise: Double = 3, seed: UInt64, heartRate: Double? = nil) throws -> ActivityStream {
        var random = SeededRandom(seed: seed)
        // The curve's length, by fine steps.
        var length = 0.0
        var previous = curve(from)
        let steps = 4_000
        var along = [0.0]
        for step in 1...steps {
            let point = curve(from + (to - from) * Double(step) / Double(steps))
            length += ((point.east - previous.east) * (point.east - previous.east) + (point.north - previous.north) * (point.north - previous.north)).squareRoot()
            along.append(length)
            previous = point
        }
        let count = Int(length / speed) + 1
        let metresPerDegree = ActivityStream.earthRadius * .pi / 180
        var latitudes: [Double] = [], longitudes: [Double] = []
        var index = 0
        for fix in 0..<count {
            var target = min(length, Double(fix) * speed)
            if reversed { target = length - target }
            while index < steps - 1, along[index + 1] < target { index += 1 }
            while index > 0, along[index] > target { index -= 1 }
            let t = from + (to - from) * Double(index) / Double(steps)
            let point = curve(t)
            let east = point.east + random.noise(noise), north = point.north + random.noise(noise)
            latitudes.append(centre.latitude + north / metresPerDegree)
            longitudes.append(centre.longitude + east / (metresPerDegree * cos(centre.latitude * .pi / 180)))
        }
        return try ActivityStream(time: (0..<count).map(Double.init), latitude: latitudes, longitude: longitudes,
                                  heartRate: heartRate.map { rate in (0..<count).map { _ in rate } })
    }

    /// `stream` as a GPX 1.1 file's text, starting on `day` (`2026-05-01`) at 07:00 UTC, of `type`;
    /// the stream must last less than 17 hours.
    public static func gpx(_ stream: ActivityStream, day: String, type: String = "running", name: String? = nil) -> String {
        var text = "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\" "
            + "xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"><trk>"
        if let name { text += "<name>\(name)</name>" }
        text += "<type>\(type)</type><trkseg>"
        for index in 0..<stream.count {
            let second = 7 * 3_600 + Int(stream.time[index])
            let time = day + String(format: "T%02d:%02d:%02dZ", second / 3_600, second / 60 % 60, second % 60)
            text += "<trkpt lat=\"\(stream.latitude?[index] ?? 0)\" lon=\"\(stream.longitude?[index] ?? 0)\"><time>\(time)</time>"
            if let rate = stream.heartRate?[index] { text += "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(Int(rate))</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>" }
            text += "</trkpt>"
        }
        return text + "</trkseg></trk></gpx>\n"
    }
}
