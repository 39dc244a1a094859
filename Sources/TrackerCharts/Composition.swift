/// One kind of chart: what it draws from its data, the text styles it draws with and the size
/// it is drawn at when none is asked for. A new chart is a new composition of the same marks.
public protocol Composition: Sendable {
    /// The size in points without `--width` and `--height`.
    static var defaultSize: Size { get }
    /// Every style the chart's text is drawn in, so that its fonts can be opened before it is composed.
    static func textStyles(_ theme: Theme) -> [TextStyle]
    /// The marks, laid out for `canvas`, which measures text as it will be drawn.
    func chart(for canvas: Canvas, theme: Theme) -> Chart
}
