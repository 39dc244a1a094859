/// How a run of text looks. Sizes are in points; fonts are resolved by fontconfig.
public struct TextStyle: Equatable, Sendable {
    public enum Weight: Sendable { case regular, bold }

    public var family: String
    public var size: Double
    public var weight: Weight
    public var color: Color
    /// Extra space between letters, in points (small capitals read better spaced out).
    public var letterSpacing: Double

    public init(family: String = "DejaVu Sans", size: Double, weight: Weight = .regular, color: Color, letterSpacing: Double = 0) {
        self.family = family
        self.size = size
        self.weight = weight
        self.color = color
        self.letterSpacing = letterSpacing
    }
}
