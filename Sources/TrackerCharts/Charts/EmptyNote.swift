/// The friendly note an empty chart shows in place of its data, on a backdrop of the
/// background color so gridlines do not run through the words.
public enum EmptyNote {
    /// The backdrop and the note centered on `center`; the backdrop is as wide as the note
    /// measures on `canvas`, and a little more.
    public static func marks(_ text: String, at center: Point, theme: Theme, measuringOn canvas: Canvas) -> [any Mark] {
        let style = theme.note
        let halfWidth = canvas.measure(text, style: style).width / 2 + 8
        return [
            RuleMark.horizontal(y: center.y, from: center.x - halfWidth, to: center.x + halfWidth, style: StrokeStyle(theme.background, width: style.size * 2.4, cap: .round)),
            TextMark(text, at: center, style: style, anchor: .center),
        ]
    }
}
