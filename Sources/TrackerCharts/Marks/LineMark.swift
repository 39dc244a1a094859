/// A line through a series of points; a `nil` point is a gap where the line breaks.
public struct LineMark: Mark {
    public var points: [Point?]
    public var style: StrokeStyle
    public var interpolation: Interpolation

    public init(points: [Point?], style: StrokeStyle, interpolation: Interpolation = .linear) {
        self.points = points
        self.style = style
        self.interpolation = interpolation
    }

    /// The unbroken runs of two or more points; a lone point between gaps draws no line
    /// (its point mark shows it).
    public var runs: [[Point]] {
        var runs: [[Point]] = []
        var current: [Point] = []
        for point in points {
            if let point { current.append(point) } else {
                if current.count > 1 { runs.append(current) }
                current = []
            }
        }
        if current.count > 1 { runs.append(current) }
        return runs
    }

    public func draw(on canvas: Canvas) {
        for run in runs {
            canvas.stroke(interpolation.path(through: run), with: style)
        }
    }
}
