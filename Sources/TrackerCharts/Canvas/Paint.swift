/// What fills or strokes a shape: a flat color or a gradient.
public enum Paint: Equatable, Sendable {
    case color(Color)
    /// Colors along the line from `start` to `end`.
    case linear(start: Point, end: Point, stops: [GradientStop])
    /// Colors from a circle of `innerRadius` to one of `outerRadius`, both around `center`.
    case radial(center: Point, innerRadius: Double, outerRadius: Double, stops: [GradientStop])

    /// The flat color, or `nil` for a gradient.
    public var color: Color? {
        if case .color(let color) = self { return color }
        return nil
    }
}
