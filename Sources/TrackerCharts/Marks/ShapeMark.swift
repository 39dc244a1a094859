/// A closed path filled, outlined, or both: tiles, squares, any region of a map.
public struct ShapeMark: Mark {
    public var path: Path
    public var fill: Paint?
    public var stroke: StrokeStyle?

    public init(path: Path, fill: Paint? = nil, stroke: StrokeStyle? = nil) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
    }

    public func draw(on canvas: Canvas) {
        guard !path.elements.isEmpty else { return }
        if let fill { canvas.fill(path, with: fill) }
        if let stroke { canvas.stroke(path, with: stroke) }
    }
}
