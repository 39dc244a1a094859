/// A circle at a data point: a marker, a selected point's halo, a ring's head shadow.
public struct PointMark: Mark {
    public var center: Point
    public var radius: Double
    public var fill: Paint?
    public var stroke: StrokeStyle?

    public init(center: Point, radius: Double, fill: Paint? = nil, stroke: StrokeStyle? = nil) {
        self.center = center
        self.radius = radius
        self.fill = fill
        self.stroke = stroke
    }

    public func draw(on canvas: Canvas) {
        let circle = Path.circle(center: center, radius: radius)
        if let fill { canvas.fill(circle, with: fill) }
        if let stroke { canvas.stroke(circle, with: stroke) }
    }
}
