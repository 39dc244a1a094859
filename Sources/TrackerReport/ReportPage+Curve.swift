import TrackerCharts
import TrackerCore

extension ReportPage {
    /// One point of the curve the script reads out under the pointer: where it is drawn, and
    /// what it says (`20 min: 281 W · Sun 29 Nov 2026 · #412`).
    struct CurveReading {
        var point: Point
        var text: String
    }

    /// The points of the period's line the pointer can land on, at most one every 2 points of
    /// width (the curve keeps every second to 2 min, far denser than the drawing), the quoted
    /// durations always, each read with the compared period's value at the same duration.
    func curveReadings() -> [CurveReading] {
        guard let curve, let line = curve.lines.first else { return [] }
        let plot = curve.plotArea(in: Self.curveSize)
        let positions = curve.positions(line, plot: plot)
        let compared = curve.lines.count > 1 ? curve.lines[1] : nil
        let comparedByDuration = Dictionary((compared?.points ?? []).map { ($0.duration, $0.value) }, uniquingKeysWith: { first, _ in first })
        var readings: [CurveReading] = []
        var lastX = -Double.infinity
        for (effort, position) in zip(line.points, positions) {
            guard position.x - lastX >= 2 || CurveDurations.quoted.contains(effort.duration) else { continue }
            lastX = position.x
            var text = "\(CurveChart.durationText(effort.duration)): \(curve.valueText(effort.value)) · \(effort.source)"
            if let compared, let old = comparedByDuration[effort.duration] { text += " (\(compared.label): \(curve.valueText(old)))" }
            readings.append(CurveReading(point: position, text: text))
        }
        return readings
    }

    func curveSection() -> String {
        guard let curve else { return "" }
        var html = "<section class=\"card curve\" aria-labelledby=\"curve-title\">\n"
        html += "<h2 id=\"curve-title\">\(SVGCanvas.escape(curve.title)) <span class=\"muted\">\(SVGCanvas.escape(curve.subtitle.lowercased()))</span></h2>\n"
        html += "<figure>\(curveSVG())<figcaption id=\"curve-detail\" class=\"curve-detail\" aria-live=\"polite\"></figcaption></figure>\n"
        // The quoted durations for a reader who cannot point at the drawing.
        let quoted = curve.lines.first?.points.filter { CurveDurations.quoted.contains($0.duration) } ?? []
        html += "<ul class=\"visually-hidden\">" + quoted.map { "<li>\(SVGCanvas.escape("\(CurveChart.durationText($0.duration)): \(curve.valueText($0.value)), \($0.source)"))</li>" }.joined() + "</ul>\n"
        return html + "</section>\n"
    }

    /// The curve as drawn, its title left to the section's heading, the period's line classed for
    /// the script, and a focusable band over the plot that the script reads the pointer from.
    func curveSVG() -> String {
        guard let curve else { return "" }
        let size = Self.curveSize
        let plot = curve.plotArea(in: size)
        let canvas = SVGCanvas(size: size, idPrefix: "curve", colorName: ReportPalette.role)
        let composed = curve.chart(for: canvas, theme: .light)
        let marks = composed.marks.filter { mark in (mark as? TextMark).map { $0.text != curve.title && $0.text != curve.subtitle } ?? true }
        let period = CurveChart.colors(.light).period
        canvas.draw(Chart(size: size, background: composed.background, marks: marks)) { mark, _ in
            switch mark {
            case let line as LineMark where line.style.paint == .color(period): return "curve-line"
            case let line as LineMark where !line.style.dash.isEmpty: return "curve-model"
            default: return nil
            }
        }
        var overlay = "<line class=\"curve-rule s-secondary\" x1=\"0\" x2=\"0\" y1=\"\(SVGCanvas.number(plot.minY))\" y2=\"\(SVGCanvas.number(plot.maxY))\" stroke-width=\"1\" visibility=\"hidden\"/>"
        overlay += "<circle class=\"curve-marker f-bg s-accent\" r=\"6\" cx=\"0\" cy=\"0\" stroke-width=\"3\" visibility=\"hidden\"/>"
        overlay += "<rect class=\"curve-hover\" tabindex=\"0\" role=\"slider\" aria-label=\"\(SVGCanvas.escape(curve.title + ": move along the durations"))\""
        overlay += " x=\"\(SVGCanvas.number(plot.minX))\" y=\"\(SVGCanvas.number(plot.minY))\" width=\"\(SVGCanvas.number(plot.width))\" height=\"\(SVGCanvas.number(plot.height))\" fill=\"#000\" fill-opacity=\"0\"/>"
        canvas.append(markup: overlay)
        let top = 24.0
        return canvas.document(
            viewBox: Rect(x: 0, y: top, width: size.width, height: size.height - top),
            attributes: "class=\"chart curve-chart\" id=\"curve-chart\" role=\"group\" aria-label=\"\(SVGCanvas.escape("\(curve.title), \(curve.subtitle.lowercased())"))\" font-family=\"\(Self.fontStack)\"")
    }

    /// What the script needs to read the curve out: each reading's position and text.
    var curveData: JSONValue? {
        let readings = curveReadings()
        guard !readings.isEmpty else { return nil }
        return .object([
            ("points", .array(readings.map { .array([.number(Self.rounded($0.point.x)), .number(Self.rounded($0.point.y))]) })),
            ("labels", .array(readings.map { .string($0.text) })),
        ])
    }
}
