import TrackerCharts
import TrackerCore
import TrackerTime

extension TextChart {
    /// Shades without colour, from nothing to the busiest quartile.
    static let calendarShades: [Character] = ["·", "░", "▒", "▓", "█"]

    /// A year's days as GitHub draws them: one character a day, weeks as columns, Monday on top,
    /// month names above. In colour each day is a block in the calendar's shade of its level;
    /// without colour the shade is the character. When the year does not fit `width`, its latest
    /// weeks are shown.
    static func calendar(_ grid: DayGrid, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        let labelWidth = 4
        let shown = max(1, min(grid.columns, width - labelWidth))
        let firstColumn = grid.columns - shown
        var rows = Array(repeating: Array(repeating: " ", count: shown), count: 7)
        for cell in grid.cells where cell.column >= firstColumn {
            let shade: String
            if cell.isFuture {
                shade = " "
            } else if let palette {
                shade = cell.level == 0
                    ? palette.paint("·", .secondary)
                    : palette.paint("■", TextColor(color: Theme.light.solidCalendarColor(level: cell.level)))
            } else {
                shade = String(calendarShades[cell.level])
            }
            rows[cell.row][cell.column - firstColumn] = shade
        }
        var monthLine = Array(repeating: Character(" "), count: shown + 3)
        var free = 0
        for (month, column) in grid.monthColumns where column >= firstColumn && column - firstColumn >= free && column - firstColumn < shown {
            let at = column - firstColumn
            for (offset, character) in LocalDay.monthAbbreviations[month - 1].enumerated() { monthLine[at + offset] = character }
            free = at + 4
        }
        let months = String(String(monthLine).prefix(max(0, width - labelWidth))).trimmingTrailingSpaces
        var text = String(repeating: " ", count: labelWidth) + months + "\n"
        for (row, cells) in rows.enumerated() {
            // Monday, Wednesday and Friday are named, as GitHub does.
            let label = row % 2 == 0 && row < 6 ? LocalDay.weekdayAbbreviations[row] + " " : "    "
            text += paint(label, .secondary) + cells.joined() + "\n"
        }
        let legend = "Less " + (0...4).map { level in
            palette.map { $0.paint(level == 0 ? "·" : "■", level == 0 ? .secondary : TextColor(color: Theme.light.solidCalendarColor(level: level))) }
                ?? String(calendarShades[level])
        }.joined(separator: " ") + " More"
        text += String(repeating: " ", count: labelWidth) + legend + "\n"
        return text
    }
}

