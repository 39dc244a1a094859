#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCharts
import TrackerCore

/// One activity's route and profile in braille, for a terminal without inline images.
extension TextChart {
    /// Rows of the route's braille plot.
    static let routeRows = 16

    /// The heading, then the track in braille, north up and square (braille dots are about as wide as
    /// tall), with its start and finish named.
    static func route(_ chart: RouteChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.activity.title, .header) + "\n" + paint(chart.activity.subtitle, .secondary) + "\n\n"
        let metres = chart.localMetres()
        guard metres.count > 1 else { return text + "This activity has no recorded positions to draw\n" }
        var grid = BrailleGrid(columns: max(8, min(width, 120)), rows: routeRows)
        let plot = Rect(x: 0, y: 0, width: Double(grid.dotWidth - 1), height: Double(grid.dotHeight - 1))
        let (scale, centre) = chart.projection(for: plot, metres: metres)
        let dots = metres.map { (x: Int((centre.x + $0.east * scale).rounded()), y: Int((centre.y - $0.north * scale).rounded())) }
        let starts = Set(chart.activity.stream.segmentStarts)
        for index in dots.indices.dropFirst() where !starts.contains(index) {
            grid.line(from: dots[index - 1], to: dots[index])
        }
        for row in 0..<routeRows { text += paint(grid.line(row).trimmingTrailingSpaces, .bar) + "\n" }
        return text
    }

    /// Rows of the profile's braille plot.
    static let profileRows = 8

    /// The heading, then the elevation along the distance in braille between its lowest and highest
    /// point, over a distance axis.
    static func profile(_ chart: ProfileChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.activity.title, .header) + "\n" + paint(chart.activity.subtitle, .secondary) + "\n\n"
        let formatter = chart.activity.formatter
        guard !chart.series(buckets: 1).distance.isEmpty else { return text + "This activity has no recorded elevation along a distance\n" }
        let unit = formatter.units.elevationSymbol
        let probe = chart.series(buckets: 400)
        let low = probe.elevation.min() ?? 0, high = probe.elevation.max() ?? 0
        let top = String(printf: "%.0f", high) + " " + unit, bottom = String(printf: "%.0f", low) + " " + unit
        let labelWidth = max(top.count, bottom.count)
        var grid = BrailleGrid(columns: max(8, width - labelWidth - 2), rows: profileRows)
        let series = chart.series(buckets: grid.dotWidth)
        let length = series.distance.last ?? 1
        func x(_ distance: Double) -> Int { length > 0 ? Int((distance / length * Double(grid.dotWidth - 1)).rounded()) : 0 }
        func y(_ elevation: Double) -> Int {
            let fraction = high > low ? (elevation - low) / (high - low) : 0
            return (grid.dotHeight - 1) - Int((fraction * Double(grid.dotHeight - 1)).rounded())
        }
        for index in series.distance.indices.dropFirst() {
            grid.line(from: (x(series.distance[index - 1]), y(series.elevation[index - 1])), to: (x(series.distance[index]), y(series.elevation[index])))
        }
        for row in 0..<profileRows {
            let label = row == 0 ? top : row == profileRows - 1 ? bottom : ""
            text += paint(String(repeating: " ", count: labelWidth - label.count) + label, .secondary) + " │" + paint(grid.line(row).trimmingTrailingSpaces, .bar) + "\n"
        }
        let indent = String(repeating: " ", count: labelWidth + 1)
        // The whole distance, not the last stretch's middle.
        let distance = chart.activity.stream.cumulativeDistance.map { $0[$0.count - 1] - $0[0] } ?? 0
        let end = formatter.distance(distance, family: chart.activity.type.family)
        text += indent + "└" + String(repeating: "─", count: grid.columns) + "\n"
        text += indent + " " + paint("0" + String(repeating: " ", count: max(1, grid.columns - end.count - 1)) + end, .secondary) + "\n"
        return text
    }
}
