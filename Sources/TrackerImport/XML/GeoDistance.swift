#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Great-circle distance on a sphere with the WGS84 mean radius.
public enum GeoDistance {
    /// The mean radius of the WGS84 ellipsoid, (2a + b) / 3, in meters.
    public static let earthRadius = 6_371_008.8

    /// Meters between two points given in degrees, by the haversine formula (accurate
    /// for the short steps of a track, where the spherical model is within 0.5% of the ellipsoid).
    public static func haversine(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let phi1 = latitude1 * radians, phi2 = latitude2 * radians
        let deltaPhi = (latitude2 - latitude1) * radians
        let deltaLambda = (longitude2 - longitude1) * radians
        let a = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * earthRadius * asin(min(1, sqrt(a)))
    }
}
