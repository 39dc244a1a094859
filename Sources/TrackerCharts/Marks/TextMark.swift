/// A label: a headline, a tick label, a legend entry, a note.
public struct TextMark: Mark {
    public var text: String
    public var position: Point
    public var style: TextStyle
    public var anchor: TextAnchor

    public init(_ text: String, at position: Point, style: TextStyle, anchor: TextAnchor = TextAnchor()) {
        self.text = text
        self.position = position
        self.style = style
        self.anchor = anchor
    }

    public func draw(on canvas: Canvas) {
        guard !text.isEmpty else { return }
        canvas.text(text, at: position, style: style, anchor: anchor)
    }
}
