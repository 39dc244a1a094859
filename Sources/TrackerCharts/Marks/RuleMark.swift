/// A straight line across the plot: a gridline, an axis rule, the selected week's marker.
public struct RuleMark: Mark {
    public var start: Point
    public var end: Point
    public var style: StrokeStyle

    public init(from start: Point, to end: Point, style: StrokeStyle) {
        self.start = start
        self.end = end
        self.style = style
    }

    public static func horizontal(y: Double, from x0: Double, to x1: Double, style: StrokeStyle) -> RuleMark {
        RuleMark(from: Point(x: x0, y: y), to: Point(x: x1, y: y), style: style)
    }

    public static func vertical(x: Double, from y0: Double, to y1: Double, style: StrokeStyle) -> RuleMark {
        RuleMark(from: Point(x: x, y: y0), to: Point(x: x, y: y1), style: style)
    }

    public func draw(on canvas: Canvas) {
        canvas.stroke(.segment(from: start, to: end), with: style)
    }
}
