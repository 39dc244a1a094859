/// A finished composition: a size, a background and marks in drawing order.
public struct Chart: Sendable {
    public var size: Size
    public var background: Color
    public var marks: [any Mark]

    public init(size: Size, background: Color, marks: [any Mark]) {
        self.size = size
        self.background = background
        self.marks = marks
    }

    /// Paints the background, then every mark in order.
    public func draw(on canvas: Canvas) {
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: size.width, height: size.height)), with: .color(background))
        for mark in marks { mark.draw(on: canvas) }
    }

    /// The marks of one kind, in order (`chart.marks(of: LineMark.self)`).
    public func marks<Kind: Mark>(of kind: Kind.Type) -> [Kind] {
        marks.compactMap { $0 as? Kind }
    }
}
