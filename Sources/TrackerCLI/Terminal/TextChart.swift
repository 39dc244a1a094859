#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore

/// The charts drawn in text for a terminal without inline images: the same data as the
/// picture, with braille for the activity line and blocks for moods and goals, in the
/// charts' colours when the terminal takes colour.
enum TextChart {
    /// Rows of the activity plot, axis excluded.
    static let plotRows = 8

    // MARK: - Activity

    /// The headline, then the weekly values as a braille line over a labelled axis, the
    /// selected week marked by its label's colour and a `▲` under it.
    static func activity(_ chart: ActivityChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = ""
        if let title = chart.title { text += paint(title, .header) + "\n" }
        let figures = chart.figures.map { "\($0.label) \(paint($0.value, .selected))" }.joined(separator: "   ")
        let figuresWidth = chart.figures.map { $0.label.count + 1 + $0.value.count }.reduce(0, +) + 3 * max(0, chart.figures.count - 1)
        // On a narrow terminal the week's figures go under its name rather than past the edge.
        let fits = chart.headline.count + 2 + figuresWidth <= width
        text += paint(chart.headline, .header) + (fits ? "  " : "\n  ") + figures + "\n"
        text += paint(chart.summaryCaption, .header) + "  \(chart.summary.label) \(chart.summary.value)\n"
        if let note = chart.emptyNote {
            return text + "\n" + note + "\n"
        }
        let values = chart.weeks.map(\.value)
        let maximum = LinearScale(domain: 0...(values.max() ?? 0), range: (0, 1)).nice().domain.upperBound
        let top = format(maximum) + " " + chart.unit
        let bottom = "0 " + chart.unit
        let labelWidth = max(top.count, bottom.count)
        let plotColumns = max(8, width - labelWidth - 2)
        var grid = BrailleGrid(columns: plotColumns, rows: plotRows)
        let count = values.count
        func x(_ index: Int) -> Int { count > 1 ? index * (grid.dotWidth - 1) / (count - 1) : grid.dotWidth / 2 }
        func y(_ value: Double) -> Int {
            let fraction = maximum > 0 ? min(1, max(0, value / maximum)) : 0
            return (grid.dotHeight - 1) - Int((fraction * Double(grid.dotHeight - 1)).rounded())
        }
        for index in values.indices {
            let point = (x: x(index), y: y(values[index]))
            if index > 0 { grid.line(from: (x(index - 1), y(values[index - 1])), to: point) } else { grid.set(point.x, point.y) }
        }
        text += "\n"
        for row in 0..<plotRows {
            let label = row == 0 ? top : row == plotRows - 1 ? bottom : ""
            let padded = String(repeating: " ", count: labelWidth - label.count) + label
            text += paint(padded, .secondary) + " " + (row == 0 || row == plotRows - 1 ? "┤" : "│") + paint(grid.line(row).trimmingTrailingSpaces, .bar) + "\n"
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        text += indent + "└" + String(repeating: "─", count: plotColumns) + "\n"
        // The selected week's mark, then the months' names.
        var marks = Array(repeating: Character(" "), count: plotColumns)
        let selectedColumn = min(plotColumns - 1, x(chart.selected) / 2)
        marks[selectedColumn] = "▲"
        text += indent + " " + paint(String(marks).trimmingTrailingSpaces, .selected) + "\n"
        // The same month labels as the picture's axis.
        // As wide as the axis above, so that the last month's name never runs past the edge.
        var months = Array(repeating: Character(" "), count: plotColumns)
        for (index, label) in WeekAxis.monthLabels(for: chart.weeks.map { ($0.first, $0.last) }).enumerated() {
            guard let name = label else { continue }
            // A name near the right end ends at the axis's end, moved left as far as it needs.
            let column = max(0, min(x(index) / 2, months.count - name.count))
            // A month's name is written only where it does not run into the previous one.
            guard column + name.count <= months.count, months[max(0, column - 1)..<column + name.count].allSatisfy({ $0 == " " }) else { continue }
            for (offset, character) in name.enumerated() { months[column + offset] = character }
        }
        text += indent + " " + paint(String(months).trimmingTrailingSpaces, .secondary) + "\n"
        return text
    }

    // MARK: - Mood

    /// One row per day: its name, a bar as long as the level, the level's name, in the mood
    /// chart's colours.
    static func mood(_ chart: MoodChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.title, .header) + "  " + paint(chart.subtitle, .secondary) + "\n\n"
        if let note = chart.emptyNote {
            return text + TerminalText.wrap(note, width: width) + "\n"
        }
        let barWidth = max(4, min(24, width - 16 - 11))
        for (day, level) in zip(chart.days, chart.levels) {
            let label = "\(day.weekdayAbbreviation) \(day.day < 10 ? " " : "")\(day.day) \(day.monthAbbreviation)"
            guard let level else {
                text += paint(label, .secondary) + "  " + paint("·", .secondary) + "\n"
                continue
            }
            let cells = (level.rawValue + 1) * barWidth / 4
            text += label + "  " + paint(String(repeating: "█", count: cells), .mood(level.rawValue))
                + String(repeating: " ", count: barWidth - cells) + "  " + paint(level.displayName, .mood(level.rawValue)) + "\n"
        }
        return text
    }

    // MARK: - Rings

    /// One gauge per goal in its ring's colour, with the percentage and the figures.
    static func rings(_ chart: RingsChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.title, .header) + "  " + paint(chart.subtitle, .secondary) + "\n\n"
        let nameWidth = chart.rings.map(\.name.count).max() ?? 0
        let detailWidth = chart.rings.map(\.detail.count).max() ?? 0
        let gaugeWidth = max(5, min(30, width - nameWidth - detailWidth - 2 - 2 - 5 - 2))
        for (index, ring) in chart.rings.enumerated() {
            let colors = Theme.light.ringColors
            let color = TextColor(color: colors[index % colors.count], bold: ring.progress >= 1)
            let percent = Percent.text(ring.progress)
            text += ring.name.paddedWithSpaces(to: nameWidth) + "  "
                + paint(TextBar.gauge(ring.progress, width: gaugeWidth), color) + "  "
                + String(repeating: " ", count: max(0, 5 - percent.count)) + paint(percent, color) + "  " + ring.detail + "\n"
        }
        return text
    }

    /// `90`, `1.5`: an axis value without a needless fraction.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(printf: "%.1f", value)
    }
}
