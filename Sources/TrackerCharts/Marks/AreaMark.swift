/// The region between a line through `points` and a horizontal baseline.
public struct AreaMark: Mark {
    public var points: [Point]
    public var baseline: Double
    public var fill: Paint
    public var interpolation: Interpolation

    public init(points: [Point], baseline: Double, fill: Paint, interpolation: Interpolation = .linear) {
        self.points = points
        self.baseline = baseline
        self.fill = fill
        self.interpolation = interpolation
    }

    public var path: Path {
        guard let first = points.first, let last = points.last else { return Path() }
        var path = interpolation.path(through: points)
        path.line(to: Point(x: last.x, y: baseline))
        path.line(to: Point(x: first.x, y: baseline))
        path.close()
        return path
    }

    public func draw(on canvas: Canvas) {
        guard points.count > 1 else { return }
        canvas.fill(path, with: fill)
    }
}
