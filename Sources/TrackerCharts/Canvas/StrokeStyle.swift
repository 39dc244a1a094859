/// How a path's outline is drawn.
public struct StrokeStyle: Equatable, Sendable {
    public enum Cap: Sendable { case butt, round }
    public enum Join: Sendable { case miter, round }

    public var paint: Paint
    public var width: Double
    /// Alternating on and off lengths; empty for a solid line.
    public var dash: [Double]
    public var cap: Cap
    public var join: Join

    public init(_ color: Color, width: Double = 1, dash: [Double] = [], cap: Cap = .butt, join: Join = .round) {
        self.init(paint: .color(color), width: width, dash: dash, cap: cap, join: join)
    }

    public init(paint: Paint, width: Double = 1, dash: [Double] = [], cap: Cap = .butt, join: Join = .round) {
        self.paint = paint
        self.width = width
        self.dash = dash
        self.cap = cap
        self.join = join
    }
}
