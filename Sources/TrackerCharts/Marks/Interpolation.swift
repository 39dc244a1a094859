/// How a line passes through its points.
public enum Interpolation: String, Sendable, CaseIterable {
    /// Straight segments.
    case linear
    /// Cubic Bézier segments whose control points lie level with their end points
    /// (horizontal tangents), so a segment stays between its two values: it never dips
    /// below zero and never overshoots a point.
    case smooth

    /// The path through `points`, starting with a move to the first.
    public func path(through points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for (previous, point) in zip(points, points.dropFirst()) {
            switch self {
            case .linear:
                path.line(to: point)
            case .smooth:
                let half = (point.x - previous.x) / 2
                path.curve(
                    to: point, control1: Point(x: previous.x + half, y: previous.y),
                    control2: Point(x: point.x - half, y: point.y))
            }
        }
        return path
    }
}
