#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore

extension ReportPage {
    /// What the script needs to show a metric's line: paths and points in the drawing's
    /// coordinates, taken from the marks of that metric's composition.
    struct SeriesGeometry {
        var line: String
        var area: String
        var points: [Point]
        /// Where the area's gradient starts (the line's highest point).
        var gradientTop: Double
        /// The label of the top gridline (`60 km`).
        var axisTop: String
    }

    /// The series of `chart` as drawn at `activitySize`, or `nil` for an empty graph.
    static func geometry(of chart: ActivityChart) -> SeriesGeometry? {
        let composed = chart.chart(for: SVGCanvas(size: activitySize, idPrefix: "measure"), theme: .light)
        let plot = chart.plotArea(in: activitySize)
        guard let line = composed.marks(of: LineMark.self).first, let area = composed.marks(of: AreaMark.self).first else { return nil }
        let points = line.points.compactMap { $0 }
        let gradientTop: Double
        if case .linear(let start, _, _) = area.fill { gradientTop = start.y } else { gradientTop = plot.minY }
        let axisTop = composed.marks(of: TextMark.self).first { isAxisTop($0, plot: plot) }?.text ?? ""
        return SeriesGeometry(
            line: SVGCanvas.pathData(line.interpolation.path(through: points)), area: SVGCanvas.pathData(area.path),
            points: points, gradientTop: gradientTop, axisTop: axisTop)
    }

    /// The label right of the plot's top rule.
    static func isAxisTop(_ mark: TextMark, plot: Rect) -> Bool {
        mark.position.x > plot.maxX && abs(mark.position.y - plot.minY) < 0.5
    }

    // MARK: - Activity

    /// The graph of the opening metric without its headline (the page writes that as text,
    /// readable at any width), its marks classed for the script, and a focusable band over
    /// each week.
    func activitySVG() -> String {
        guard let chart = activityChart else { return "" }
        let size = Self.activitySize
        let plot = chart.plotArea(in: size)
        let canvas = SVGCanvas(size: size, idPrefix: "activity", colorName: ReportPalette.role)
        let composed = chart.chart(for: canvas, theme: .light)
        let accent = Theme.light.accent
        let marks = composed.marks.filter { mark in
            guard let text = mark as? TextMark else { return true }
            return text.position.y >= plot.minY - 12
        }
        canvas.draw(Chart(size: size, background: composed.background, marks: marks)) { mark, _ in
            switch mark {
            case is AreaMark: return "area"
            case is LineMark: return "line"
            case let rule as RuleMark where rule.style.paint == .color(accent.opacity(0.8)): return "selected-rule"
            case let point as PointMark where point.stroke != nil && point.radius < 7: return "marker"
            case let point as PointMark where point.stroke == nil: return "halo"
            case is PointMark: return "selected-point"
            case let text as TextMark where Self.isAxisTop(text, plot: plot): return "axis-top"
            default: return nil
            }
        }
        let x = chart.weekScale(for: plot)
        let band = weeks.count > 1 ? x.step : plot.width
        var overlay = "<g class=\"weeks\" role=\"listbox\" aria-label=\"Weeks\" aria-orientation=\"horizontal\">"
        for (index, week) in weeks.enumerated() {
            let label = "\(week.label): \(week.distance), \(week.duration), \(week.elevation), \(week.activities.counted("activity", "activities"))"
            overlay += "<rect class=\"week\" role=\"option\" tabindex=\"0\" aria-selected=\"\(index == selected)\" aria-label=\"\(SVGCanvas.escape(label))\""
            overlay += " x=\"\(SVGCanvas.number(x(index) - band / 2))\" y=\"\(SVGCanvas.number(plot.minY))\" width=\"\(SVGCanvas.number(band))\" height=\"\(SVGCanvas.number(plot.height))\""
            overlay += " fill=\"#000\" fill-opacity=\"0\"><title>\(SVGCanvas.escape(label))</title></rect>"
        }
        canvas.append(markup: overlay + "</g>")
        let top = plot.minY - 24
        return canvas.document(
            viewBox: Rect(x: 0, y: top, width: size.width, height: size.height - top),
            attributes: "class=\"chart activity-chart\" id=\"activity-chart\" role=\"group\" aria-label=\"\(SVGCanvas.escape("\(spanTitle.capitalized): \(chart.unit) per week"))\" font-family=\"\(Self.fontStack)\"")
    }

    // MARK: - Rings

    /// The goal rings, each ring's arcs classed (`ring-arc`, and `ring-head` for the shadowed
    /// head of one past its goal) and numbered (`data-ring`), so the script can fill them.
    func ringsSVG() -> String {
        guard let rings else { return "" }
        let size = Self.ringsSize
        let canvas = SVGCanvas(size: size, idPrefix: "rings", colorName: ReportPalette.role)
        var ring = -1
        // The section's heading names the rings: the drawing's own title is left out.
        let composed = rings.chart(for: canvas, theme: .light)
        let marks = composed.marks.filter { ($0 as? TextMark)?.text != rings.title }
        canvas.draw(Chart(size: size, background: composed.background, marks: marks)) { mark, _ in
            canvas.markAttributes = ""
            switch mark {
            case let arc as ArcMark where arc.startAngle == 0 && arc.endAngle == 2 * .pi:
                ring += 1
                return "ring-track"
            case let arc as ArcMark where ring >= 0:
                canvas.markAttributes = "data-ring=\"\(ring)\""
                return arc.startAngle == RingsChart.angleScale(0) ? "ring-arc" : "ring-head"
            case let point as PointMark where point.stroke == nil && point.fill?.color == nil:
                canvas.markAttributes = "data-ring=\"\(ring)\""
                return "ring-head"
            default:
                return nil
            }
        }
        canvas.markAttributes = ""
        let label = rings.rings.map { "\($0.name) \($0.detail), \(RingsChart.percentText($0.progress))" }.joined(separator: "; ")
        return canvas.document(viewBox: Rect(x: 0, y: 52, width: size.width, height: size.height - 52), attributes: "class=\"chart rings-chart\" id=\"rings-chart\" role=\"img\" aria-label=\"\(SVGCanvas.escape("Weekly goals: " + label))\" font-family=\"\(Self.fontStack)\"")
    }

    /// The center the rings turn around, for the script.
    var ringsCenter: Point? {
        rings.map { $0.geometry(in: Self.ringsSize).center }
    }

    // MARK: - Mood

    /// The mood chart with its line classed for the draw-in, and a focusable circle over each
    /// day with a mood, labelled with the day, level and note.
    func moodSVG() -> String {
        guard let mood else { return "" }
        let size = Self.moodSize
        let plot = mood.plotArea(in: size)
        let x = mood.dayScale(for: plot), y = mood.levelScale(for: plot)
        let canvas = SVGCanvas(size: size, idPrefix: "mood", colorName: ReportPalette.role)
        // The section's heading names the chart and its days: its own title is left out.
        let composed = mood.chart(for: canvas, theme: .light)
        let marks = composed.marks.filter { ($0 as? TextMark).map { $0.position.y >= plot.minY - 24 } ?? true }
        canvas.draw(Chart(size: size, background: composed.background, marks: marks)) { mark, _ in
            switch mark {
            case is LineMark: return "mood-line"
            case let point as PointMark where point.stroke != nil: return "mood-point"
            default: return nil
            }
        }
        var overlay = "<g class=\"days\">"
        for (order, day) in moodDays.enumerated() {
            let label = Self.moodLabel(day)
            overlay += "<circle class=\"day\" data-day=\"\(order)\" tabindex=\"0\" role=\"img\" aria-label=\"\(SVGCanvas.escape(label))\""
            overlay += " cx=\"\(SVGCanvas.number(x(day.index)))\" cy=\"\(SVGCanvas.number(y(day.level.rawValue)))\" r=\"14\" fill=\"#000\" fill-opacity=\"0\"><title>\(SVGCanvas.escape(label))</title></circle>"
        }
        canvas.append(markup: overlay + "</g>")
        let top = plot.minY - 28
        return canvas.document(viewBox: Rect(x: 0, y: top, width: size.width, height: size.height - top), attributes: "class=\"chart mood-chart\" id=\"mood-chart\" role=\"group\" aria-label=\"\(SVGCanvas.escape("Mood, \(mood.subtitle)"))\" font-family=\"\(Self.fontStack)\"")
    }

    // MARK: - A still drawing

    /// The `<svg>` of a chart shown as it is drawn, in the page's palette (its light colors as
    /// roles, so the dark page darkens it too), labelled `label` for screen readers. Text marks
    /// reading one of `headings` (any case) are left out: the page's header shows them.
    public static func drawingSVG(size: Size, label: String, headings: [String] = [], compose: (Canvas) -> Chart) -> String {
        let canvas = SVGCanvas(size: size, idPrefix: "drawing", colorName: ReportPalette.role)
        let composed = compose(canvas)
        let hidden = Set(headings.map { $0.uppercased() })
        let marks = composed.marks.filter { mark in (mark as? TextMark).map { !hidden.contains($0.text.uppercased()) } ?? true }
        canvas.draw(Chart(size: composed.size, background: composed.background, marks: marks))
        return canvas.document(attributes: "class=\"chart drawing-chart\" id=\"drawing-chart\" role=\"img\" aria-label=\"\(SVGCanvas.escape(label))\" font-family=\"\(fontStack)\"")
    }

    /// `Sun 29 Nov: Good. legs felt fresh`.
    static func moodLabel(_ day: MoodDay) -> String {
        var label = "\(day.label): \(day.level.displayName)"
        if let note = day.note, !note.isEmpty { label += ". " + note }
        return label
    }

    /// The reader's own interface font, falling back to the font the PNG charts use.
    static let fontStack = "system-ui, -apple-system, &#39;Segoe UI&#39;, Roboto, &#39;DejaVu Sans&#39;, sans-serif"
}
