/// An axis-aligned box in Web-Mercator world units; y grows southward.
public struct MercatorRect: Equatable, Sendable {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    /// The smallest box holding every point, `nil` for none.
    public init?(bounding points: some Sequence<MercatorPoint>) {
        var iterator = points.makeIterator()
        guard let first = iterator.next() else { return nil }
        self.init(minX: first.x, minY: first.y, maxX: first.x, maxY: first.y)
        while let point = iterator.next() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
    }

    /// The box between two latitudes and two longitudes (degrees), latitudes beyond the projection
    /// moved to its edge; `nil` for a longitude beyond ±180 or a value that is not finite.
    public init?(south: Double, west: Double, north: Double, east: Double) {
        let limit = MercatorPoint.latitudeLimit
        guard let corner = MercatorPoint(latitude: min(max(north, -limit), limit), longitude: west),
              let opposite = MercatorPoint(latitude: min(max(south, -limit), limit), longitude: east) else { return nil }
        self.init(minX: corner.x, minY: corner.y, maxX: opposite.x, maxY: opposite.y)
    }

    /// The square `radius` metres from the centre to each side, around `latitude`, `longitude`;
    /// `nil` outside the projection.
    public static func around(latitude: Double, longitude: Double, radius: Double) -> MercatorRect? {
        guard let centre = MercatorPoint(latitude: latitude, longitude: longitude) else { return nil }
        let half = radius / MercatorPoint.metresPerUnit(atLatitude: latitude)
        return MercatorRect(minX: centre.x - half, minY: centre.y - half, maxX: centre.x + half, maxY: centre.y + half)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    public var centre: MercatorPoint { MercatorPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

    public func union(_ other: MercatorRect) -> MercatorRect {
        MercatorRect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    public func intersects(_ other: MercatorRect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    public func contains(_ point: MercatorPoint) -> Bool {
        (minX...maxX).contains(point.x) && (minY...maxY).contains(point.y)
    }

    /// The box grown about its centre to `aspect` (width over height), then by `margin` (a fraction
    /// of its size) on every side; a box of no size first becomes `least` units a side.
    public func fitted(aspect: Double, margin: Double, least: Double) -> MercatorRect {
        var width = max(self.width, least), height = max(self.height, least)
        if width / height < aspect { width = height * aspect } else { height = width / aspect }
        width *= 1 + 2 * margin
        height *= 1 + 2 * margin
        let centre = self.centre
        return MercatorRect(minX: centre.x - width / 2, minY: centre.y - height / 2, maxX: centre.x + width / 2, maxY: centre.y + height / 2)
    }
}
