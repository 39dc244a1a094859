/// A canvas that keeps every call instead of drawing, so tests can check what was drawn,
/// where and in what order, without pixels.
public final class RecordingCanvas: Canvas {
    public enum Operation: Equatable, Sendable {
        case fill(Path, Paint)
        case stroke(Path, StrokeStyle)
        case text(String, Point, TextStyle, TextAnchor)
        /// An image's size in pixels and where it was painted (its pixels are not kept).
        case image(width: Int, height: Int, Rect)
    }

    public let size: Size
    public private(set) var operations: [Operation] = []

    public init(size: Size) {
        self.size = size
    }

    public func fill(_ path: Path, with paint: Paint) { operations.append(.fill(path, paint)) }

    public func stroke(_ path: Path, with style: StrokeStyle) { operations.append(.stroke(path, style)) }

    public func text(_ text: String, at point: Point, style: TextStyle, anchor: TextAnchor) {
        operations.append(.text(text, point, style, anchor))
    }

    public func image(_ image: RasterImage, in rect: Rect) { operations.append(.image(width: image.width, height: image.height, rect)) }

    /// A fixed estimate with no fonts, so that layouts are the same on every machine: each
    /// character as wide as an average one of DejaVu Sans (0.6 of the size, 0.65 in bold),
    /// plus the letter spacing between characters; lines 1.2 times the size high.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let count = Double(text.count)
        let advance = style.size * (style.weight == .bold ? RecordingCanvas.boldAdvance : RecordingCanvas.regularAdvance)
        return Size(width: count * advance + max(0, count - 1) * style.letterSpacing, height: style.size * 1.2)
    }

    /// The estimated width of a character, as a fraction of the text's size.
    public static let regularAdvance = 0.6, boldAdvance = 0.65

    /// Every string drawn, in order.
    public var texts: [String] {
        operations.compactMap { if case .text(let text, _, _, _) = $0 { return text } else { return nil } }
    }

    /// Where `text` was drawn, if it was.
    public func position(of text: String) -> Point? {
        for case .text(let drawn, let point, _, _) in operations where drawn == text { return point }
        return nil
    }

    /// The strokes, in order.
    public var strokes: [(path: Path, style: StrokeStyle)] {
        operations.compactMap { if case .stroke(let path, let style) = $0 { return (path, style) } else { return nil } }
    }

    /// The fills, in order.
    public var fills: [(path: Path, paint: Paint)] {
        operations.compactMap { if case .fill(let path, let paint) = $0 { return (path, paint) } else { return nil } }
    }
}
