/// One visual element of a chart (Vega-Lite's `mark`, Swift Charts' `LineMark`...): it knows
/// its geometry in points and draws itself with the canvas primitives.
public protocol Mark: Sendable {
    func draw(on canvas: Canvas)
}
