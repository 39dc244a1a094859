import TrackerCharts
import TrackerCore

// The curve chart in text: the lines in braille over a log-time axis labelled as the picture's,
// each cell in the colour of the line that leads there (the period over the compared one over
// the model), then the legend and the figures at the quoted durations.
extension TextChart {
    /// Rows of the curve's plot, axis excluded.
    static let curveRows = 10

    static func curve(_ chart: CurveChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.title, .header) + "  " + paint(chart.subtitle, .secondary) + "\n\n"
        let probe = Rect(x: 0, y: 0, width: 1, height: 1)
        let values = chart.valueScale(for: probe)
        let top = chart.axisText(chart.showsPace ? values.domain.lowerBound : values.domain.upperBound)
        let bottom = chart.axisText(chart.showsPace ? values.domain.upperBound : values.domain.lowerBound)
        let labelWidth = max(top.count, bottom.count)
        let columns = max(8, width - labelWidth - 2)
        let grids = curveGrids(chart, columns: columns)
        let colors = [TextColor.bar, TextColor(color: CurveChart.colors(.light).compared), TextColor.secondary]
        for row in 0..<curveRows {
            let label = row == 0 ? top : row == curveRows - 1 ? bottom : ""
            var line = ""
            for column in 0..<columns {
                let bits = grids.map { $0.bits(row: row, column: column) }
                let character = String(BrailleGrid.character(bits.reduce(0, |)))
                line += bits.firstIndex(where: { $0 != 0 }).map { paint(character, colors[$0]) } ?? " "
            }
            let padded = String(repeating: " ", count: labelWidth - label.count) + label
            text += paint(padded, .secondary) + " " + (label.isEmpty ? "│" : "┤") + line.trimmingTrailingSpaces + "\n"
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        text += indent + "└" + String(repeating: "─", count: columns) + "\n"
        text += indent + " " + paint(durationLabels(chart, columns: columns), .secondary) + "\n\n"
        var legend = chart.lines.enumerated().filter { !$0.element.points.isEmpty }.map { paint("━", colors[$0.offset]) + " " + $0.element.label }
        if let model = chart.model { legend.append(paint("┅", colors[2]) + " " + model.label) }
        text += legend.joined(separator: "   ") + "\n"
        if let note = chart.note { text += TerminalText.wrap(note, width: width) + "\n" }
        let figures = CurveDurations.quoted.compactMap { duration in
            chart.lines.first?.points.first { $0.duration == duration }.map { CurveChart.durationText(duration) + " " + chart.valueText($0.value) }
        }
        return text + TerminalText.wrap(figures.joined(separator: " · "), width: width) + "\n"
    }

    /// One braille grid per line (the period's, the compared one's) and one for the model, dashed:
    /// every fourth dot left out over the fitted durations, every other one beyond them.
    static func curveGrids(_ chart: CurveChart, columns: Int) -> [BrailleGrid] {
        var grids = [BrailleGrid](repeating: BrailleGrid(columns: columns, rows: curveRows), count: 3)
        let dots = Rect(x: 0, y: 0, width: Double(grids[0].dotWidth - 1), height: Double(grids[0].dotHeight - 1))
        for (index, line) in chart.lines.prefix(2).enumerated() {
            let points = chart.positions(line, plot: dots).map { (x: Int($0.x.rounded()), y: Int($0.y.rounded())) }
            for (from, to) in zip(points, points.dropFirst()) { grids[index].line(from: from, to: to) }
            if points.count == 1, let only = points.first { grids[index].set(only.x, only.y) }
        }
        if let model = chart.model {
            let x = chart.durationScale(for: dots), y = chart.valueScale(for: dots)
            for column in 0..<grids[2].dotWidth {
                let duration = x.invert(Double(column))
                let row = y(chart.plotted(model.value(at: duration)))
                let inFit = Double(model.fitted.lowerBound) <= duration && duration <= Double(model.fitted.upperBound)
                guard row >= 0, row <= dots.maxY, inFit ? column % 4 != 3 : column % 3 == 0 else { continue }
                grids[2].set(column, Int(row.rounded()))
            }
        }
        return grids
    }

    /// The picture's duration ticks under their columns, each written only where it has room.
    static func durationLabels(_ chart: CurveChart, columns: Int) -> String {
        let scale = chart.durationScale(for: Rect(x: 0, y: 0, width: Double(columns - 1), height: 1))
        var row = Array(repeating: Character(" "), count: columns)
        for tick in scale.ticks(among: LogScale.durationTicks) {
            let name = CurveChart.durationText(Int(tick))
            let column = max(0, min(Int(scale(tick).rounded()) - name.count / 2, columns - name.count))
            guard column + name.count <= columns, row[max(0, column - 1)..<min(columns, column + name.count + 1)].allSatisfy({ $0 == " " }) else { continue }
            for (offset, character) in name.enumerated() { row[column + offset] = character }
        }
        return String(row).trimmingTrailingSpaces
    }
}
