#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore

// The load chart in text: the last days as rows, fitness and fatigue as figures, form as a bar
// either side of a zero column, the day's mood as a dot in its colour.
extension TextChart {
    /// Days shown in text: the last two weeks of the chart's span.
    static let loadRows = 14

    static func load(_ chart: LoadChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.title, .header) + "  " + paint(chart.subtitle, .secondary) + "\n\n"
        if let note = chart.emptyNote {
            return text + TerminalText.wrap(note, width: width) + "\n"
        }
        let count = min(chart.days.count, chart.fitness.count, chart.fatigue.count, chart.form.count)
        let shown = max(0, count - loadRows)..<count
        let half = max(3, min(12, (width - 40) / 2))
        let reach = max(1, shown.map { abs(chart.form[$0]) }.max() ?? 1)
        text += paint("DAY          FITNESS  FATIGUE   FORM", .secondary) + "\n"
        for index in shown {
            let day = chart.days[index], form = chart.form[index]
            let label = "\(day.weekdayAbbreviation) \(day.day < 10 ? " " : "")\(day.day) \(day.monthAbbreviation)"
            let cells = Int((abs(form) / reach * Double(half)).rounded())
            let left = form < 0 ? String(repeating: " ", count: half - cells) + String(repeating: "█", count: cells) : String(repeating: " ", count: half)
            let right = form > 0 ? String(repeating: "█", count: cells) + String(repeating: " ", count: half - cells) : String(repeating: " ", count: half)
            let mood = index < chart.moods.count ? chart.moods[index].map { paint("●", .mood($0.rawValue)) } ?? " " : " "
            text += label + String(repeating: " ", count: max(0, 11 - label.count))
                + String(printf: "%8d %8d %6d  ", Int(chart.fitness[index].rounded()), Int(chart.fatigue[index].rounded()), Int(form.rounded()))
                + paint(left, .secondary) + "│" + paint(right, .secondary) + " " + mood + "\n"
        }
        return text
    }
}
