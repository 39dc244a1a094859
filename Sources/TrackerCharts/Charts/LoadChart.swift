import TrackerCore
import TrackerTime

/// Fitness and fatigue as lines, form as bars around zero, and each day's mood as a coloured
/// dot in a row above the plot, day by day.
public struct LoadChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 600)

    /// Consecutive days, oldest first.
    public var days: [LocalDay]
    /// Fitness, fatigue and form of each day in `days`.
    public var fitness: [Double]
    public var fatigue: [Double]
    public var form: [Double]
    /// The mood of each day, `nil` where none was recorded.
    public var moods: [MoodLevel?]
    public var title: String
    /// Under the title: the span, `SEP 3 - NOV 29`.
    public var subtitle: String
    public var emptyNote: String?

    /// A chart of `days` (the arrays are read up to the shortest).
    public init(
        days: [LocalDay], fitness: [Double], fatigue: [Double], form: [Double], moods: [MoodLevel?],
        title: String = "Fitness, fatigue and form", subtitle: String, emptyNote: String? = nil
    ) {
        self.days = days
        self.fitness = fitness
        self.fatigue = fatigue
        self.form = form
        self.moods = moods
        self.title = title
        self.subtitle = subtitle
        self.emptyNote = emptyNote
    }

    // MARK: - Layout

    /// Room for the load axis on the left, and the right margin.
    static let plotLeft = 80.0, plotRight = 40.0
    /// The gap from the mood row to the plot's top.
    static let moodRowGap = 26.0

    var count: Int { min(days.count, fitness.count, fatigue.count, form.count) }

    public func plotArea(in size: Size) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: size.height)
            .inset(top: 150, left: LoadChart.plotLeft, bottom: 56, right: LoadChart.plotRight)
    }

    public func dayScale(for plot: Rect) -> PointScale {
        PointScale(count: count, range: (plot.minX, plot.maxX), padding: 0.5)
    }

    /// From the lowest form (or zero) to the highest value, with nice ticks.
    public func loadScale(for plot: Rect) -> LinearScale {
        let values = Array(fitness.prefix(count)) + Array(fatigue.prefix(count)) + Array(form.prefix(count))
        let lower = min(0, values.min() ?? 0), upper = max(1, values.max() ?? 1)
        return LinearScale(domain: lower...upper, range: (plot.maxY, plot.minY)).nice(count: 5)
    }

    /// Day labels: every Monday's date while the weeks have room, else the first of each month.
    public func dayLabels(width: Double) -> [(index: Int, text: String)] {
        let spacing = (width - LoadChart.plotLeft - LoadChart.plotRight) / Double(max(count, 1))
        if spacing * 7 >= 64 {
            return (0..<count).filter { days[$0].isoWeekday == 1 }.map { ($0, "\(days[$0].day) \(days[$0].monthAbbreviation)") }
        }
        let months = (0..<count).filter { days[$0].day == 1 }
        let every = max(1, Int((64 / (spacing * 30)).rounded(.up)))
        return months.enumerated().filter { $0.offset % every == 0 }.map { (_, index) in
            (index, days[index].month == 1 ? "\(days[index].monthAbbreviation) \(days[index].year)" : days[index].monthAbbreviation)
        }
    }

    // MARK: - Composition

    /// The text styles every load chart draws with (an empty one adds `theme.note`).
    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel, theme.levelLabel]
    }

    /// The fitness line's colour, the fatigue line's, and the form bars'.
    static func colors(_ theme: Theme) -> (fitness: Color, fatigue: Color, form: Color) {
        (theme.ringColors[2], theme.accent, theme.secondaryInk.opacity(0.45))
    }

    /// The chart for `canvas`.
    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        let plot = plotArea(in: size)
        let x = dayScale(for: plot)
        let y = loadScale(for: plot)
        let colors = Self.colors(theme)
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]
        // The legend, right-aligned on the subtitle's line.
        var legendX = size.width - LoadChart.plotRight
        let legendY = 80.0
        for (name, color, isLine) in [("Form", colors.form, false), ("Fatigue", colors.fatigue, true), ("Fitness", colors.fitness, true)] {
            let width = canvas.measure(name, style: theme.levelLabel).width
            marks.append(TextMark(name, at: Point(x: legendX, y: legendY), style: theme.levelLabel, anchor: .trailing))
            legendX -= width + 8
            marks.append(isLine
                ? RuleMark.horizontal(y: legendY, from: legendX - 22, to: legendX, style: StrokeStyle(color, width: 3, cap: .round))
                : RuleMark.horizontal(y: legendY, from: legendX - 14, to: legendX, style: StrokeStyle(color, width: 12)))
            legendX -= 40
        }

        for tick in y.ticks(count: 5) {
            let tickY = y(tick)
            marks.append(RuleMark.horizontal(
                y: tickY, from: plot.minX, to: plot.maxX,
                style: tick == 0 ? StrokeStyle(theme.secondaryInk, width: 1.5) : StrokeStyle(theme.grid, width: 1, dash: [6, 6])))
            marks.append(TextMark(axisText(tick), at: Point(x: plot.minX - 12, y: tickY), style: theme.axisLabel, anchor: .trailing))
        }
        for (index, text) in dayLabels(width: size.width) {
            marks.append(TextMark(text, at: Point(x: x(index), y: plot.maxY + 16), style: theme.axisLabel, anchor: .top))
        }
        // The mood row: a dot per day with a mood, above the plot.
        let moodY = plot.minY - LoadChart.moodRowGap
        marks.append(TextMark("Mood", at: Point(x: plot.minX - 12, y: moodY), style: theme.axisLabel, anchor: .trailing))

        if let emptyNote {
            marks += EmptyNote.marks(emptyNote, at: Point(x: plot.midX, y: plot.midY), theme: theme, measuringOn: canvas)
            return Chart(size: size, background: theme.background, marks: marks)
        }

        let barWidth = max(1, min(14, x.step * 0.7))
        let zero = y(0)
        for index in 0..<count where abs(form[index]) > 0 {
            marks.append(RuleMark.vertical(x: x(index), from: zero, to: y(form[index]), style: StrokeStyle(colors.form, width: barWidth)))
        }
        let dense = count > 120
        for (values, color) in [(fatigue, colors.fatigue), (fitness, colors.fitness)] {
            marks.append(LineMark(
                points: (0..<count).map { Point(x: x($0), y: y(values[$0])) },
                style: StrokeStyle(color, width: dense ? 2 : 3, cap: .round)))
        }
        let radius = max(2, min(7, x.step * 0.45))
        for index in 0..<min(count, moods.count) {
            guard let level = moods[index] else { continue }
            marks.append(PointMark(center: Point(x: x(index), y: moodY), radius: radius, fill: .color(theme.moodColors[level.rawValue])))
        }
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// `120`, `-40`, `2.5`.
    func axisText(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(printf: "%.1f", value)
    }
}
