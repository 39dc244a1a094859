/// The friendly note an empty chart shows in place of its data, on a backdrop of the
/// background color so gridlines do not run through the words.
public enum EmptyNote {
    public static func marks(_ text: String, at center: Point, theme: Theme) -> [any Mark] {
        let style = theme.note
        // A generous estimate of the text's width: the backdrop only has to cover it.
        let halfWidth = Double(text.count) * style.size * 0.3 + 8
        return [
            RuleMark.horizontal(y: center.y, from: center.x - halfWidth, to: center.x + halfWidth, style: StrokeStyle(theme.background, width: style.size * 2.4, cap: .round)),
            TextMark(text, at: center, style: style, anchor: .center),
        ]
    }
}
