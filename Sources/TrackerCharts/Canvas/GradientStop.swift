/// One color at an offset (0...1) along a gradient.
public struct GradientStop: Equatable, Sendable {
    public var offset: Double
    public var color: Color

    public init(_ offset: Double, _ color: Color) {
        self.offset = offset
        self.color = color
    }
}
