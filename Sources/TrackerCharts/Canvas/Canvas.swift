/// The surface marks draw on: three primitives, so a backend is small and a recording
/// canvas can stand in for pixels in tests.
public protocol Canvas: AnyObject {
    /// The drawing's size in points (a backend may render it at a larger pixel scale).
    var size: Size { get }
    /// Fills the inside of `path` (non-zero winding).
    func fill(_ path: Path, with paint: Paint)
    /// Draws the outline of `path`.
    func stroke(_ path: Path, with style: StrokeStyle)
    /// Lays out one line of `text` with real font shaping and draws it anchored at `point`.
    func text(_ text: String, at point: Point, style: TextStyle, anchor: TextAnchor)
}
