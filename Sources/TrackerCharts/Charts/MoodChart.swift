import TrackerCore
import TrackerTime

/// Mood day by day: the four levels as dashed gridlines, a line joining the days and a
/// marker on each; days without a mood are gaps, never zeros.
public struct MoodChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 600)

    /// Consecutive days, oldest first.
    public var days: [LocalDay]
    /// The mood of each day in `days`, `nil` where none was recorded.
    public var levels: [MoodLevel?]
    public var title: String
    /// Under the title: the span, `NOV 23 - NOV 29`.
    public var subtitle: String
    public var emptyNote: String?

    public init(days: [LocalDay], levels: [MoodLevel?], title: String = "Mood", subtitle: String, emptyNote: String? = nil) {
        self.days = days
        self.levels = levels
        self.title = title
        self.subtitle = subtitle
        self.emptyNote = emptyNote
    }

    // MARK: - Layout

    /// The room a day needs for its weekday and date under the axis (`28 Nov` in the axis font
    /// and a gap), and the least room between two labelled days.
    static let labelWidth = 56.0

    /// The plot's left margin (room for the level names) and right margin.
    static let plotLeft = 150.0, plotRight = 56.0

    /// Whether every day gets its weekday and date: while each has the room, else some days
    /// are labelled by date alone (see `dayLabels(width:)`).
    public func labelsEveryDay(width: Double) -> Bool {
        daySpacing(width: width) >= MoodChart.labelWidth
    }

    /// The room each day has across a chart `width` points wide (the plot's width over the
    /// days), never zero or negative, even for a chart narrower than its margins.
    func daySpacing(width: Double) -> Double {
        max((width - MoodChart.plotLeft - MoodChart.plotRight) / Double(max(days.count, 1)), 0.001)
    }

    public func plotArea(in size: Size) -> Rect {
        let bottom: Double = labelsEveryDay(width: size.width) ? 84 : 64
        return Rect(x: 0, y: 0, width: size.width, height: size.height).inset(top: 120, left: MoodChart.plotLeft, bottom: bottom, right: MoodChart.plotRight)
    }

    /// Terrible at the bottom to excellent at the top, half a step in from the plot's edges.
    public func levelScale(for plot: Rect) -> PointScale {
        PointScale(count: MoodLevel.allCases.count, range: (plot.maxY, plot.minY), padding: 0.4)
    }

    public func dayScale(for plot: Rect) -> PointScale {
        PointScale(count: days.count, range: (plot.minX, plot.maxX), padding: 0.5)
    }

    /// Labels under the x axis of a chart `width` points wide: weekday and date under every
    /// day while each day has the room; else the date of every Monday, or of every second,
    /// third... Monday as weeks get narrow; and when that would leave fewer than two labels
    /// (a short span drawn small), the date of every few days from the first.
    public func dayLabels(width: Double) -> [(index: Int, lines: [String])] {
        func date(_ day: LocalDay) -> String { "\(day.day) \(day.monthAbbreviation)" }
        if labelsEveryDay(width: width) {
            return days.enumerated().map { ($0.offset, [$0.element.weekdayAbbreviation, date($0.element)]) }
        }
        let spacing = daySpacing(width: width)
        // Counts of days, capped at the span so that a tiny chart cannot ask for more.
        func stride(covering width: Double) -> Int { Int(min(max(width.rounded(.up), 1), Double(days.count))) }
        let weeks = 7 * stride(covering: MoodChart.labelWidth / (7 * spacing))
        if let firstMonday = days.firstIndex(where: { $0.isoWeekday == 1 }) {
            let mondays = Array(Swift.stride(from: firstMonday, to: days.count, by: weeks))
            if mondays.count >= 2 { return mondays.map { ($0, [date(days[$0])]) } }
        }
        let every = stride(covering: MoodChart.labelWidth / spacing)
        return Swift.stride(from: 0, to: days.count, by: every).map { ($0, [date(days[$0])]) }
    }

    // MARK: - Composition

    /// The text styles every mood chart draws with (an empty one adds `theme.note`), so their
    /// fonts can be opened before the data is read.
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.levelLabel, theme.dayLabel, theme.axisLabel]
    }

    /// The chart for `canvas`: its size, and its measure of the note of an empty chart.
    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        let x = dayScale(for: plot)
        let y = levelScale(for: plot)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]

        for level in MoodLevel.allCases {
            let levelY = y(level.rawValue)
            marks.append(RuleMark.horizontal(y: levelY, from: plot.minX, to: plot.maxX, style: StrokeStyle(theme.grid, width: 1.5, dash: [6, 6])))
            marks.append(PointMark(center: Point(x: 62, y: levelY), radius: 5, fill: .color(theme.moodColors[level.rawValue])))
            marks.append(TextMark(level.displayName, at: Point(x: 76, y: levelY), style: theme.levelLabel, anchor: .leading))
        }
        for (index, lines) in dayLabels(width: size.width) {
            for (line, text) in lines.enumerated() {
                let style = line == 0 && lines.count > 1 ? theme.dayLabel : theme.axisLabel
                marks.append(TextMark(text, at: Point(x: x(index), y: plot.maxY + 22 + Double(line) * 20), style: style, anchor: .top))
            }
        }

        if let emptyNote {
            marks += EmptyNote.marks(emptyNote, at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }

        let points: [Point?] = levels.indices.map { index in levels[index].map { Point(x: x(index), y: y($0.rawValue)) } }
        let dense = days.count > 31
        marks.append(LineMark(points: points, style: StrokeStyle(theme.moodLine, width: dense ? 2 : 3, cap: .round)))
        for (index, point) in points.enumerated() {
            guard let point, let level = levels[index] else { continue }
            marks.append(PointMark(
                center: point, radius: dense ? 4.5 : 9, fill: .color(theme.moodColors[level.rawValue]),
                stroke: StrokeStyle(theme.background, width: dense ? 1.5 : 3)))
        }
        return Chart(size: size, background: theme.background, marks: marks)
    }

}
