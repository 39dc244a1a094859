#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// The "last 12 weeks" graph: one point per weekly window of a metric, an orange line over
/// a gradient, the selected week marked, and a headline with its figures and the best week.
public struct ActivityChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 600)

    /// One weekly window: its days and its value in display units (km, h, m...).
    public struct Week: Equatable, Sendable {
        public var first: LocalDay
        public var last: LocalDay
        public var value: Double

        public init(first: LocalDay, last: LocalDay, value: Double) {
            self.first = first
            self.last = last
            self.value = value
        }
    }

    /// Oldest first.
    public var weeks: [Week]
    /// Index into `weeks` of the highlighted week.
    public var selected: Int
    /// The selected week's range, `NOV 23 - NOV 29`.
    public var headline: String
    /// The selected week's distance, time and elevation.
    public var figures: [Figure]
    /// `LAST 12 WEEKS`.
    public var summaryCaption: String
    /// The best week's value.
    public var summary: Figure
    /// The unit of the y axis labels (`km`).
    public var unit: String
    /// Shown over an empty frame instead of the line, when there are no activities.
    public var emptyNote: String?
    public var title: String?
    public var interpolation: Interpolation

    public init(
        weeks: [Week], selected: Int, headline: String, figures: [Figure], summaryCaption: String, summary: Figure,
        unit: String, emptyNote: String? = nil, title: String? = nil, interpolation: Interpolation = .linear
    ) {
        self.weeks = weeks
        self.selected = selected
        self.headline = headline
        self.figures = figures
        self.summaryCaption = summaryCaption
        self.summary = summary
        self.unit = unit
        self.emptyNote = emptyNote
        self.title = title
        self.interpolation = interpolation
    }

    // MARK: - Layout

    /// Where the plot sits inside a chart of `size`: under the headline, above the month labels,
    /// with room on the right for the value labels.
    public func plotArea(in size: Size) -> Rect {
        let top = headlineTop + 128
        return Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: top, left: 56, bottom: 58, right: 96)
    }

    var headlineTop: Double { title == nil ? 40 : 84 }

    /// The headline's columns between `left` and `right`: each as wide as the longest figure
    /// (at least 190 points), so large totals never run into each other; the figures scaled
    /// down when the columns and the best week would not fit, and on a chart too narrow even
    /// for that (below about 640 points), the last figures left out (elevation, then time, then
    /// distance: the best week stays). The figures are measured on `canvas` in `style`, at
    /// full size: a text's width scales with its size.
    public func headlineColumns(from left: Double, to right: Double, style: TextStyle, measuringOn canvas: Canvas) -> (columnWidth: Double, scale: Double, shown: Int) {
        let longest = figures.map { canvas.measure($0.value, style: style).width }.max() ?? 0
        let column = max(190, longest + 30)
        let best = canvas.measure(summary.value, style: style).width
        // `count` columns, all but the last at their width, the last as wide as its text, a gap,
        // the best week; and the scale that fits them in.
        func scale(showing count: Int) -> Double {
            let needed = count == 0 ? best : column * Double(count - 1) + longest + 40 + best
            return min(1, (right - left) / max(needed, 1))
        }
        let smallest = 0.6
        let shown = (0...figures.count).reversed().first { scale(showing: $0) >= smallest } ?? 0
        let fitted = max(0.5, scale(showing: shown))
        return (column * fitted, fitted, shown)
    }

    /// The y scale: zero to a round number at or above the largest value.
    public func valueScale(for plot: Rect) -> LinearScale {
        let largest = weeks.map(\.value).filter(\.isFinite).max() ?? 0
        return LinearScale(domain: 0...max(largest, 0), range: (plot.maxY, plot.minY)).nice(count: 4)
    }

    public func weekScale(for plot: Rect) -> PointScale {
        PointScale(count: weeks.count, range: (plot.minX, plot.maxX))
    }

    // MARK: - Composition

    /// The text styles every activity graph draws with (a title adds `theme.title`, an empty
    /// one `theme.note`), so their fonts can be opened before the data is read.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.caption, theme.figureLabel, theme.figure, theme.axisLabel, theme.weekLabel]
    }

    /// The chart for `canvas`: its size, and its measure of the headline's figures.
    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        let x = weekScale(for: plot)
        let y = valueScale(for: plot)
        var marks: [any Mark] = []

        // Headline: the selected week on the left, the best week on the right.
        if let title { marks.append(TextMark(title, at: Point(x: plot.minX, y: 36), style: theme.title, anchor: .topLeading)) }
        let top = headlineTop
        marks.append(TextMark(headline, at: Point(x: plot.minX, y: top), style: theme.caption, anchor: .topLeading))
        let right = size.width - 56
        let headlineLayout = headlineColumns(from: plot.minX, to: right, style: theme.figure, measuringOn: canvas)
        var figureStyle = theme.figure
        figureStyle.size *= headlineLayout.scale
        for (index, figure) in figures.prefix(headlineLayout.shown).enumerated() {
            let left = plot.minX + Double(index) * headlineLayout.columnWidth
            marks.append(TextMark(figure.label, at: Point(x: left, y: top + 30), style: theme.figureLabel, anchor: .topLeading))
            marks.append(TextMark(figure.value, at: Point(x: left, y: top + 50), style: figureStyle, anchor: .topLeading))
        }
        marks.append(TextMark(summaryCaption, at: Point(x: right, y: top), style: theme.caption, anchor: .topTrailing))
        marks.append(TextMark(summary.label, at: Point(x: right, y: top + 30), style: theme.figureLabel, anchor: .topTrailing))
        marks.append(TextMark(summary.value, at: Point(x: right, y: top + 50), style: figureStyle, anchor: .topTrailing))

        // Grid: a rule at the top and the bottom, a vertical line at each week.
        let gridStyle = StrokeStyle(theme.grid, width: 1)
        for index in weeks.indices {
            marks.append(RuleMark.vertical(x: x(index), from: plot.minY, to: plot.maxY, style: gridStyle))
        }
        let topValue = y.domain.upperBound
        for value in [topValue, 0] {
            marks.append(RuleMark.horizontal(y: y(value), from: plot.minX - 12, to: plot.maxX + 12, style: StrokeStyle(theme.grid, width: 1.5)))
            marks.append(TextMark(axisText(value), at: Point(x: plot.maxX + 22, y: y(value)), style: theme.axisLabel, anchor: .leading))
        }
        let labels = WeekAxis.monthLabels(for: weeks.map { ($0.first, $0.last) })
        for (index, label) in labels.enumerated() {
            guard let label else { continue }
            marks.append(TextMark(label, at: Point(x: x(index), y: plot.maxY + 18), style: theme.weekLabel, anchor: .top))
        }

        if let emptyNote {
            marks += EmptyNote.marks(emptyNote, at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }

        // The series: gradient area, line, markers, then the selected week on top.
        let points = weeks.indices.map { Point(x: x($0), y: y(max(0, weeks[$0].value))) }
        let lineTop = points.map(\.y).min() ?? plot.minY
        let gradient = Paint.linear(
            start: Point(x: 0, y: lineTop), end: Point(x: 0, y: plot.maxY),
            stops: [GradientStop(0, theme.accent.opacity(theme.areaOpacity)), GradientStop(1, theme.accent.opacity(0))])
        marks.append(AreaMark(points: points, baseline: plot.maxY, fill: gradient, interpolation: interpolation))
        if weeks.indices.contains(selected) {
            marks.append(RuleMark.vertical(x: points[selected].x, from: plot.minY, to: plot.maxY, style: StrokeStyle(theme.accent.opacity(0.8), width: 2)))
        }
        marks.append(LineMark(points: points, style: StrokeStyle(theme.accent, width: 3, cap: .round), interpolation: interpolation))
        for (index, point) in points.enumerated() where index != selected {
            marks.append(PointMark(center: point, radius: 5.5, fill: .color(theme.markerFill), stroke: StrokeStyle(theme.accent, width: 2.5)))
        }
        if points.indices.contains(selected) {
            let point = points[selected]
            marks.append(PointMark(center: point, radius: 22, fill: .radial(
                center: point, innerRadius: 6, outerRadius: 22,
                stops: [GradientStop(0, theme.accent.opacity(0.35)), GradientStop(1, theme.accent.opacity(0))])))
            marks.append(PointMark(center: point, radius: 8, fill: .color(theme.accent), stroke: StrokeStyle(theme.markerFill, width: 3)))
        }
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// `50 km`, `2.5 h`.
    func axisText(_ value: Double) -> String {
        let text = value == value.rounded() ? String(Int(value)) : String(printf: "%.1f", value)
        return "\(text) \(unit)"
    }
}
