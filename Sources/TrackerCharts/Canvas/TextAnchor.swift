/// Which point of a text's box sits on the position it is drawn at, so that layout code
/// can align text without measuring it.
public struct TextAnchor: Equatable, Sendable {
    public enum Horizontal: Sendable { case leading, center, trailing }
    public enum Vertical: Sendable { case top, middle, baseline, bottom }

    public var horizontal: Horizontal
    public var vertical: Vertical

    public init(_ horizontal: Horizontal = .leading, _ vertical: Vertical = .baseline) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = TextAnchor(.leading, .top)
    public static let topTrailing = TextAnchor(.trailing, .top)
    public static let top = TextAnchor(.center, .top)
    public static let center = TextAnchor(.center, .middle)
    public static let leading = TextAnchor(.leading, .middle)
    public static let trailing = TextAnchor(.trailing, .middle)
}
