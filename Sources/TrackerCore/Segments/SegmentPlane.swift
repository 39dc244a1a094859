/// Flat metres round a segment: Web-Mercator world units (`MercatorPoint`) scaled by the ground
/// metres a unit holds at the segment's start. Within 100 km of it the scale drifts by well under
/// 2% (cos of the latitude), a fraction of a metre on the 20 m a pass may stray.
public struct SegmentPlane: Sendable {
    /// Metres in one world unit.
    public let scale: Double

    public init(latitude: Double) {
        scale = MercatorPoint.metresPerUnit(atLatitude: latitude)
    }

    /// The point at `latitude`, `longitude` in metres, or `nil` outside the projection.
    public func point(latitude: Double, longitude: Double) -> (x: Double, y: Double)? {
        MercatorPoint(latitude: latitude, longitude: longitude).map { ($0.x * scale, $0.y * scale) }
    }

    /// The points of a track in metres, flat `x, y` pairs; a fix outside the projection is placed at
    /// infinity, so that it is near nothing.
    public func points(latitude: [Double], longitude: [Double]) -> [Double] {
        var flat = [Double]()
        flat.reserveCapacity(latitude.count * 2)
        for index in latitude.indices {
            let point = self.point(latitude: latitude[index], longitude: longitude[index]) ?? (.infinity, .infinity)
            flat.append(point.x)
            flat.append(point.y)
        }
        return flat
    }
}
