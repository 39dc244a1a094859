/// A position in degrees (WGS 84), as a track records it.
public struct GeoPoint: Equatable, Sendable {
    /// Degrees north.
    public var latitude: Double
    /// Degrees east.
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Metres along the ground to `other` (the haversine formula, `ActivityStream.haversineDistance`).
    public func metres(to other: GeoPoint) -> Double {
        ActivityStream.haversineDistance(latitude1: latitude, longitude1: longitude, latitude2: other.latitude, longitude2: other.longitude)
    }
}
