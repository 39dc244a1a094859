#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

extension ActivityStream {
    /// The mean Earth radius of IUGG, in metres, used by `haversineDistance`.
    public static let earthRadius = 6_371_008.8

    /// The great-circle distance in metres between two positions given in degrees.
    ///
    /// The haversine formula on a sphere: within 0.5% of the ellipsoid's distance, far below GPS noise.
    public static func haversineDistance(
        latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double
    ) -> Double {
        let radians = Double.pi / 180
        let phi1 = latitude1 * radians, phi2 = latitude2 * radians
        let deltaPhi = phi2 - phi1
        let deltaLambda = (longitude2 - longitude1) * radians
        let a = sin(deltaPhi / 2) * sin(deltaPhi / 2) + cos(phi1) * cos(phi2) * sin(deltaLambda / 2) * sin(deltaLambda / 2)
        return 2 * earthRadius * asin(min(1, a.squareRoot()))
    }

    /// Metres from the start at each sample: the file's distance column when it has one, else the
    /// positions joined by great circles; `nil` when the stream has neither.
    ///
    /// A recorded column that dips (a device correcting itself) is held at its running maximum, so the
    /// result never decreases; computed distance does not cross the gap before a segment start.
    public var cumulativeDistance: [Double]? {
        if let distance {
            var highest = 0.0
            return distance.map { value in
                highest = max(highest, value)
                return highest
            }
        }
        return positionDistance
    }

    /// The distance computed from the positions alone, ignoring any distance column.
    public var positionDistance: [Double]? {
        guard let latitude, let longitude else { return nil }
        let starts = segmentStartSet
        var result = [Double](repeating: 0, count: count)
        for index in latitude.indices.dropFirst() {
            let step = starts.contains(index) ? 0 : Self.haversineDistance(
                latitude1: latitude[index - 1], longitude1: longitude[index - 1],
                latitude2: latitude[index], longitude2: longitude[index])
            result[index] = result[index - 1] + step
        }
        return result
    }

    /// The total distance in metres, or `nil` without distance or positions.
    public var totalDistance: Double? { cumulativeDistance?.last }
}
