#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Metres east and north of an origin on a plane tangent to the Earth there (the equirectangular
/// projection): within a few kilometres of the origin it is within a fraction of a per cent of the
/// haversine distance, and it needs no trigonometry per point, so tracks are compared in it.
public struct LocalPlane: Sendable {
    public let origin: GeoPoint
    private let metresPerDegreeNorth: Double
    private let metresPerDegreeEast: Double

    public init(origin: GeoPoint) {
        self.origin = origin
        metresPerDegreeNorth = ActivityStream.earthRadius * .pi / 180
        metresPerDegreeEast = metresPerDegreeNorth * Self.eastScale(atLatitude: origin.latitude)
    }

    /// How much shorter a degree east is than a degree north at `latitude`: cos(latitude).
    public static func eastScale(atLatitude latitude: Double) -> Double {
        cos(latitude * .pi / 180)
    }

    /// `point` as metres east (x) and north (y) of the origin.
    public func project(_ point: GeoPoint) -> PlanePoint {
        var east = point.longitude - origin.longitude
        // Across the antimeridian, the short way round.
        if east > 180 { east -= 360 } else if east < -180 { east += 360 }
        return PlanePoint(x: east * metresPerDegreeEast, y: (point.latitude - origin.latitude) * metresPerDegreeNorth)
    }
}

/// A point of a `LocalPlane`, in metres.
public struct PlanePoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The distance in metres from this point to the segment from `start` to `end`.
    public func distance(toSegmentFrom start: PlanePoint, to end: PlanePoint) -> Double {
        squaredDistance(toSegmentFrom: start, to: end).squareRoot()
    }

    /// The square of `distance(toSegmentFrom:to:)`, which a search for the nearest segment compares.
    @inline(__always)
    public func squaredDistance(toSegmentFrom start: PlanePoint, to end: PlanePoint) -> Double {
        let dx = end.x - start.x, dy = end.y - start.y
        let squared = dx * dx + dy * dy
        var t = squared > 0 ? ((x - start.x) * dx + (y - start.y) * dy) / squared : 0
        t = min(1, max(0, t))
        let px = start.x + t * dx - x, py = start.y + t * dy - y
        return px * px + py * py
    }
}
