/// An axis-aligned rectangle, in points.
public struct Rect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x }
    public var maxX: Double { x + width }
    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }

    /// The rectangle shrunk by the given margins.
    public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Rect {
        Rect(x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }
}
