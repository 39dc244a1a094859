/// A point in Web-Mercator world units (see `WebMercator`).
public struct MercatorPoint: Equatable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
