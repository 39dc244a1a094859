import TrackerCore
import TrackerTime

/// A year's days as GitHub's contribution graph: a square a day, weeks as columns
/// (Monday on top), shaded by quartile in the theme's accent, month names above, weekday
/// names on the left and a Less-to-More legend under it.
public struct CalendarChart: Composition {
    public static let defaultSize = Size(width: 1200, height: 360)

    public var grid: DayGrid
    public var title: String
    /// Under the title: `156 ACTIVE DAYS · 1234 KM`.
    public var subtitle: String

    public init(grid: DayGrid, title: String, subtitle: String) {
        self.grid = grid
        self.title = title
        self.subtitle = subtitle
    }

    static let left = 96.0, right = 48.0, top = 130.0, bottom = 56.0

    /// The side of a day's square plus its gap: as large as both the width and the height allow.
    func step(in size: Size) -> Double {
        let across = (size.width - Self.left - Self.right) / Double(max(53, grid.columns))
        let down = (size.height - Self.top - Self.bottom) / 7
        return max(1, min(across, down))
    }

    /// Where the square of the day at `column`, `row` is drawn.
    public func cellRect(column: Int, row: Int, in size: Size) -> Rect {
        let step = step(in: size), gap = max(0.5, step * 0.18)
        return Rect(x: Self.left + Double(column) * step, y: Self.top + Double(row) * step, width: step - gap, height: step - gap)
    }

    public static func textStyles(_ theme: Theme) -> [TextStyle] {
        [theme.title, theme.caption, theme.axisLabel]
    }

    public func chart(for canvas: Canvas, theme: Theme) -> Chart {
        let size = canvas.size
        var marks: [any Mark] = [
            TextMark(title, at: Point(x: 56, y: 36), style: theme.title, anchor: .topLeading),
            TextMark(subtitle, at: Point(x: 56, y: 72), style: theme.caption, anchor: .topLeading),
        ]
        for cell in grid.cells where !cell.isFuture {
            marks.append(Self.square(cellRect(column: cell.column, row: cell.row, in: size), theme.calendarColor(level: cell.level)))
        }
        let step = step(in: size)
        for (month, column) in grid.monthColumns where column < grid.columns {
            let at = cellRect(column: column, row: 0, in: size)
            marks.append(TextMark(LocalDay.monthAbbreviations[month - 1], at: Point(x: at.minX, y: Self.top - 10), style: theme.axisLabel, anchor: TextAnchor(.leading, .bottom)))
        }
        for row in [0, 2, 4] {
            let at = cellRect(column: 0, row: row, in: size)
            marks.append(TextMark(LocalDay.weekdayAbbreviations[row], at: Point(x: Self.left - 12, y: at.midY), style: theme.axisLabel, anchor: TextAnchor(.trailing, .middle)))
        }
        // The legend under the grid's right end.
        let last = cellRect(column: max(52, grid.columns - 1), row: 6, in: size)
        let legendY = last.maxY + step * 0.6
        var x = last.maxX - 5 * step
        marks.append(TextMark("More", at: Point(x: last.maxX + 8, y: legendY + (step - step * 0.18) / 2), style: theme.axisLabel, anchor: TextAnchor(.leading, .middle)))
        for level in 0...4 {
            marks.append(Self.square(Rect(x: x, y: legendY, width: step * 0.82, height: step * 0.82), theme.calendarColor(level: level)))
            x += step
        }
        marks.append(TextMark("Less", at: Point(x: last.maxX - 5 * step - 8, y: legendY + step * 0.41), style: theme.axisLabel, anchor: TextAnchor(.trailing, .middle)))
        return Chart(size: size, background: theme.background, marks: marks)
    }

    /// A filled square as an area between its top edge and its bottom.
    static func square(_ rect: Rect, _ color: Color) -> AreaMark {
        AreaMark(points: [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY)], baseline: rect.maxY, fill: .color(color))
    }
}
