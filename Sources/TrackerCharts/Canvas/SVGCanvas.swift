#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore

/// A canvas that writes SVG markup itself, with text as real `<text>` elements that the
/// viewer lays out, for charts inlined in a web page: a few kilobytes where cairo's SVG
/// surface writes every glyph as a path.
///
/// Every id it writes (gradients) starts with `idPrefix`, so several drawings can share one
/// page. Colors that `colorName` names are written as classes (`f-ink`, `s-accent`,
/// `c-accent` for fill, stroke and gradient stop) so that a style sheet can swap the palette;
/// the rest as `#RRGGBB`. While `markClass` is set, every element drawn carries it, so that a
/// script can find the marks it animates.
public final class SVGCanvas: Canvas {
    public let size: Size
    public let idPrefix: String
    /// Names a color's role for a style sheet, or `nil` to write the color itself.
    public var colorName: (Color) -> String?
    /// The class of every element drawn while it is set.
    public var markClass: String?
    /// Extra attributes of every element drawn while it is set, already escaped.
    public var markAttributes: String = ""

    private var body = ""
    private var definitions = ""
    private var gradientCount = 0

    public init(size: Size, idPrefix: String, colorName: @escaping (Color) -> String? = { _ in nil }) {
        self.size = size
        self.idPrefix = idPrefix
        self.colorName = colorName
    }

    /// Draws `chart` with each mark's class from `classify` (given the mark and its index).
    public func draw(_ chart: Chart, classify: (any Mark, Int) -> String? = { _, _ in nil }) {
        markClass = nil
        fill(.rectangle(Rect(x: 0, y: 0, width: chart.size.width, height: chart.size.height)), with: .color(chart.background))
        for (index, mark) in chart.marks.enumerated() {
            markClass = classify(mark, index)
            mark.draw(on: self)
        }
        markClass = nil
    }

    /// Adds markup as it is, after what was drawn (overlays the caller built and escaped).
    public func append(markup: String) {
        body += markup
    }

    /// The whole `<svg>` element. `viewBox` shows part of the drawing (all of it by default);
    /// `attributes` are added to the root as they are (already escaped).
    public func document(viewBox: Rect? = nil, attributes: String = "") -> String {
        let box = viewBox ?? Rect(x: 0, y: 0, width: size.width, height: size.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"\(Self.number(box.minX)) \(Self.number(box.minY)) \(Self.number(box.width)) \(Self.number(box.height))\""
        if !attributes.isEmpty { svg += " " + attributes }
        svg += ">"
        if !definitions.isEmpty { svg += "<defs>" + definitions + "</defs>" }
        return svg + body + "</svg>"
    }

    // MARK: - Canvas

    public func fill(_ path: Path, with paint: Paint) {
        guard !path.isEmpty else { return }
        body += "<path d=\"\(Self.pathData(path))\"\(paintAttributes(paint, as: .fill))\(commonAttributes())/>"
    }

    /// Draws nothing: the pages this canvas writes hold vector charts only, and the one chart of
    /// pixels (the heatmap) is not offered as a page.
    public func image(_ image: RasterImage, in rect: Rect) {}

    public func stroke(_ path: Path, with style: StrokeStyle) {
        guard !path.isEmpty, style.width > 0 else { return }
        var attributes = " fill=\"none\"" + paintAttributes(style.paint, as: .stroke) + " stroke-width=\"\(Self.number(style.width))\""
        if style.cap == .round { attributes += " stroke-linecap=\"round\"" }
        if style.join == .round { attributes += " stroke-linejoin=\"round\"" }
        if !style.dash.isEmpty { attributes += " stroke-dasharray=\"\(style.dash.map(Self.number).joined(separator: " "))\"" }
        body += "<path d=\"\(Self.pathData(path))\"\(attributes)\(commonAttributes())/>"
    }

    public func text(_ text: String, at point: Point, style: TextStyle, anchor: TextAnchor) {
        var attributes = " x=\"\(Self.number(point.x))\" y=\"\(Self.number(Self.baseline(for: point.y, size: style.size, vertical: anchor.vertical)))\""
        switch anchor.horizontal {
        case .leading: break
        case .center: attributes += " text-anchor=\"middle\""
        case .trailing: attributes += " text-anchor=\"end\""
        }
        attributes += " font-size=\"\(Self.number(style.size))\""
        if style.weight == .bold { attributes += " font-weight=\"bold\"" }
        if style.letterSpacing != 0 { attributes += " letter-spacing=\"\(Self.number(style.letterSpacing))\"" }
        attributes += paintAttributes(.color(style.color), as: .fill)
        body += "<text\(attributes)\(commonAttributes())>\(Self.escape(text))</text>"
    }

    /// An estimate, the same as `RecordingCanvas`'s: the viewer lays the text out with its own
    /// fonts, which this canvas cannot know, so layout that measures gets a sans-serif average.
    public func measure(_ text: String, style: TextStyle) -> Size {
        let count = Double(text.count)
        let advance = style.size * (style.weight == .bold ? RecordingCanvas.boldAdvance : RecordingCanvas.regularAdvance)
        return Size(width: count * advance + max(0, count - 1) * style.letterSpacing, height: style.size * 1.2)
    }

    // MARK: - Markup

    /// `text` with the five XML special characters escaped, for element content and
    /// attribute values alike (`XMLText.escape`).
    public static func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    /// A coordinate with at most two decimals and no trailing zeros (`12.5`, `-3`).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths == hundredths.rounded(.towardZero), abs(hundredths) < 1e15 {
            let whole = Int(hundredths)
            let sign = whole < 0 ? "-" : ""
            let magnitude = abs(whole)
            let fraction = magnitude % 100
            if fraction == 0 { return sign + String(magnitude / 100) }
            let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
            return sign + String(magnitude / 100) + "." + digits
        }
        return String(value)
    }

    /// The SVG path data of `path`: arcs become `A` segments of at most a quarter turn, so a
    /// full circle or an arc past a full turn draws as cairo draws it; an arc of more than two
    /// turns is written as one turn and its remainder, the same pixels.
    public static func pathData(_ path: Path) -> String {
        var data = ""
        var current: Point?
        func point(_ point: Point) -> String { number(point.x) + " " + number(point.y) }
        for element in path.elements {
            switch element {
            case .move(let target):
                data += "M" + point(target)
                current = target
            case .line(let target):
                data += "L" + point(target)
                current = target
            case .curve(let control1, let control2, let target):
                data += "C" + point(control1) + " " + point(control2) + " " + point(target)
                current = target
            case .arc(let center, let radius, let givenStart, let end):
                // Beyond two turns, each further turn draws over the same pixels: keep one and
                // the remainder (from the same start angle), so a ring at 10000% stays small.
                var turn = end - givenStart
                let fullTurn = 2 * Double.pi
                if abs(turn) > 2 * fullTurn {
                    turn = (turn < 0 ? -1 : 1) * (fullTurn + abs(turn).truncatingRemainder(dividingBy: fullTurn))
                }
                let start = end - turn
                let first = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
                // cairo joins the current point to the arc's start with a line.
                if let current, abs(current.x - first.x) > 0.005 || abs(current.y - first.y) > 0.005 {
                    data += "L" + point(first)
                } else if current == nil {
                    data += "M" + point(first)
                }
                let pieces = max(1, Int((abs(turn) / (.pi / 2)).rounded(.up)))
                for piece in 1...pieces {
                    let angle = start + turn * Double(piece) / Double(pieces)
                    let target = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                    data += "A" + number(radius) + " " + number(radius) + " 0 0 " + (turn >= 0 ? "1 " : "0 ") + point(target)
                    current = target
                }
            case .close:
                data += "Z"
            }
        }
        return data
    }

    /// Where the baseline goes for text anchored at `y`, from the proportions of a sans-serif
    /// line box (ascent about 0.93 and descent about 0.24 of the size, as Pango lays out
    /// DejaVu Sans), so text lands where the cairo backend puts it.
    static func baseline(for y: Double, size: Double, vertical: TextAnchor.Vertical) -> Double {
        let ascent = 0.93 * size, descent = 0.24 * size
        switch vertical {
        case .top: return y + ascent
        case .middle: return y + (ascent - descent) / 2
        case .baseline: return y
        case .bottom: return y - descent
        }
    }

    // MARK: - Private

    private enum Role { case fill, stroke }

    private func commonAttributes() -> String {
        markAttributes.isEmpty ? "" : " " + markAttributes
    }

    /// `fill="#FB5200"`, `class="f-accent" fill-opacity="0.5"` or `fill="url(#p-g1)"`, with
    /// the mark's class merged in.
    private func paintAttributes(_ paint: Paint, as role: Role) -> String {
        let property = role == .fill ? "fill" : "stroke"
        var classes = markClass.map { [$0] } ?? []
        var attributes = ""
        switch paint {
        case .color(let color):
            if let name = colorName(color.opacity(1)) {
                classes.append((role == .fill ? "f-" : "s-") + name)
            } else {
                attributes += " \(property)=\"\(color.hex)\""
            }
            if color.alpha < 1 { attributes += " \(property)-opacity=\"\(Self.number(color.alpha))\"" }
        case .linear(let start, let end, let stops):
            let id = nextGradientID()
            definitions += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(Self.number(start.x))\" y1=\"\(Self.number(start.y))\" x2=\"\(Self.number(end.x))\" y2=\"\(Self.number(end.y))\">\(stopMarkup(stops))</linearGradient>"
            attributes += " \(property)=\"url(#\(id))\""
        case .radial(let center, let innerRadius, let outerRadius, let stops):
            let id = nextGradientID()
            definitions += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(Self.number(center.x))\" cy=\"\(Self.number(center.y))\" r=\"\(Self.number(outerRadius))\" fr=\"\(Self.number(innerRadius))\">\(stopMarkup(stops))</radialGradient>"
            attributes += " \(property)=\"url(#\(id))\""
        }
        let classAttribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        return classAttribute + attributes
    }

    private func stopMarkup(_ stops: [GradientStop]) -> String {
        stops.map { stop in
            var markup = "<stop offset=\"\(Self.number(stop.offset))\""
            if let name = colorName(stop.color.opacity(1)) {
                markup += " class=\"c-\(name)\""
            } else {
                markup += " stop-color=\"\(stop.color.hex)\""
            }
            if stop.color.alpha < 1 { markup += " stop-opacity=\"\(Self.number(stop.color.alpha))\"" }
            return markup + "/>"
        }.joined()
    }

    private func nextGradientID() -> String {
        gradientCount += 1
        return "\(idPrefix)-g\(gradientCount)"
    }
}
