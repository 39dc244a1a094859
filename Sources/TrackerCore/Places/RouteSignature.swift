#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a track is compared by when routes are grouped (`RouteMatch`): where it starts and ends,
/// the track resampled by distance to `pointCount` points (one every 1% of its length), and its
/// length measured along those points (so that GPS noise between them adds next to nothing), the
/// positions rounded to 1e-7 degrees as they are stored (about 1 cm), so that a signature read
/// back compares as the one just computed.
public struct RouteSignature: Equatable, Sendable {
    /// Points of the resampled track, both ends included.
    public static let pointCount = 101
    /// Tracks shorter than this (metres) form no route: a few hundred metres of GPS noise would
    /// group every short stroll around a house.
    public static let shortestLength = 500.0

    /// Metres along the resampled track (`track`, point to point).
    public var length: Double
    /// The track resampled by distance: `pointCount` points, the first its start, the last its end.
    public var track: [GeoPoint]

    public var start: GeoPoint { track[0] }
    public var end: GeoPoint { track[track.count - 1] }

    /// A signature from its stored parts; `nil` for fewer than two points or a length that is not
    /// positive and finite.
    public init?(length: Double, track: [GeoPoint]) {
        guard track.count > 1, length.isFinite, length > 0 else { return nil }
        self.length = length
        self.track = track
    }

    /// The signature of `stream`'s moving track (the samples that begin or end a moving interval
    /// by the one pause rule, so that a stop's GPS wander adds no length, each at least
    /// `fixSpacing` from the one before, and the last), resampled, with its length measured along
    /// the resampled points; `nil` without positions or when that length is under `shortestLength`.
    public init?(stream: ActivityStream, moving: [Bool]? = nil) {
        guard let latitude = stream.latitude, let longitude = stream.longitude else { return nil }
        let moving = moving ?? stream.movingIntervals()
        var points: [GeoPoint] = []
        points.reserveCapacity(stream.count)
        var last = -1
        for index in 0..<stream.count where moving[index] || (index + 1 < stream.count && moving[index + 1]) {
            let point = GeoPoint(latitude: latitude[index], longitude: longitude[index])
            // Fixes closer than the spacing to the last one kept are jitter, not way.
            if let previous = points.last, previous.metres(to: point) < Self.fixSpacing { last = index; continue }
            points.append(point)
            last = -1
        }
        if last >= 0 { points.append(GeoPoint(latitude: latitude[last], longitude: longitude[last])) }
        guard let resampled = TrackResampling.evenlySpaced(points, count: Self.pointCount) else { return nil }
        let track = resampled.points.map(Self.rounded)
        // The length is measured along the resampled track, one step every 1% of the way: the
        // fixes' own spacing leaves every few metres of noise in, which adds a share that grows
        // with the noise (a loop with 5 m of noise a fix measured 9% long along its fixes).
        let length = Self.length(of: track)
        guard length >= Self.shortestLength else { return nil }
        self.init(length: length, track: track)
    }

    /// Metres a fix must lie from the last one kept to count: one a second with a few metres of
    /// noise would otherwise add a quarter or more to a run's length, and by how much varies.
    public static let fixSpacing = 20.0

    /// Metres along `track`, point to point.
    public static func length(of track: [GeoPoint]) -> Double {
        zip(track, track.dropFirst()).reduce(0) { $0 + $1.0.metres(to: $1.1) }
    }

    /// The unit positions are stored in: 1e-7 degrees.
    public static let unitsPerDegree = 10_000_000.0

    /// `point` rounded to the stored resolution.
    public static func rounded(_ point: GeoPoint) -> GeoPoint {
        GeoPoint(latitude: (point.latitude * unitsPerDegree).rounded() / unitsPerDegree,
                 longitude: (point.longitude * unitsPerDegree).rounded() / unitsPerDegree)
    }
}
