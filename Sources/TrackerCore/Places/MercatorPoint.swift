#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A point of the Web-Mercator projection (EPSG:3857) in world units: the whole map is the square
/// 0...1, x east from the antimeridian, y south from the projection's northern edge, as slippy-map
/// tiles number it (zoom z divides the square into 2^z tiles a side).
/// See https://wiki.openstreetmap.org/wiki/Slippy_map_tilenames
public struct MercatorPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at `latitude` and `longitude` (degrees), or `nil` outside the projection.
    public init?(latitude: Double, longitude: Double) {
        guard latitude.isFinite, longitude.isFinite, abs(latitude) <= Self.latitudeLimit, abs(longitude) <= 180 else { return nil }
        let sine = sin(latitude * .pi / 180)
        self.init(x: (longitude + 180) / 360, y: 0.5 - log((1 + sine) / (1 - sine)) / (4 * .pi))
    }

    /// The latitude where the square ends, north and south: atan(sinh(π)).
    public static let latitudeLimit = 85.051_128_779_806_59
    /// The equator's length on the WGS 84 ellipsoid's major axis, which EPSG:3857 projects a sphere of.
    public static let equator = 2 * Double.pi * 6_378_137.0

    /// Degrees north.
    public var latitude: Double { Self.latitude(y: y) }
    /// Degrees east.
    public var longitude: Double { x * 360 - 180 }

    /// The latitude (degrees) of the world y coordinate `y`.
    public static func latitude(y: Double) -> Double {
        atan(sinh(.pi * (1 - 2 * y))) * 180 / .pi
    }

    /// Metres on the ground in one world unit at `latitude`: the projection stretches east and
    /// north alike by 1 / cos(latitude).
    public static func metresPerUnit(atLatitude latitude: Double) -> Double {
        equator * cos(latitude * .pi / 180)
    }
}
