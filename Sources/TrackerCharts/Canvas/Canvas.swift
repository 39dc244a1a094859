/// The surface marks draw on: three primitives and a text measure, so a backend is small and
/// a recording canvas can stand in for pixels in tests.
public protocol Canvas: AnyObject {
    /// The drawing's size in points (a backend may render it at a larger pixel scale).
    var size: Size { get }
    /// Fills the inside of `path` (non-zero winding).
    func fill(_ path: Path, with paint: Paint)
    /// Draws the outline of `path`.
    func stroke(_ path: Path, with style: StrokeStyle)
    /// Paints `image` over `rect`, scaled to fill it.
    func image(_ image: RasterImage, in rect: Rect)
    /// Lays out one line of `text` with real font shaping and draws it anchored at `point`.
    func text(_ text: String, at point: Point, style: TextStyle, anchor: TextAnchor)
    /// The size of one line of `text` as `text(_:at:style:anchor:)` lays it out: the width it
    /// aligns by and the line's height, in points. For compositions whose layout depends on
    /// how wide a text is (columns of figures); it costs a text layout, so it is asked only
    /// where an anchor cannot do the job.
    func measure(_ text: String, style: TextStyle) -> Size
}
