import TrackerCharts

/// The heatmap in braille, for a terminal without inline images.
extension TextChart {
    /// The level (0...255) at or above which a braille dot is set: the more travelled half of the
    /// lit pixels, since at a dot per several pixels every lit one would fill the home area solid.
    static let heatmapDotLevel: UInt8 = 128

    /// The heading, then the raster in braille, its aspect kept (a dot is about as wide as tall),
    /// a dot set where any pixel under it is among the busier half; then the note.
    static func heatmap(_ chart: HeatmapChart, width: Int, palette: ANSIPalette?) -> String {
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        var text = paint(chart.title, .header) + "\n" + paint(chart.subtitle, .secondary) + "\n\n"
        let image = chart.image
        let columns = max(8, min(width, 120))
        let rows = max(2, Int((Double(columns * 2) * Double(image.height) / Double(max(image.width, 1)) / 4).rounded()))
        var grid = BrailleGrid(columns: columns, rows: rows)
        let across = Double(image.width) / Double(grid.dotWidth), down = Double(image.height) / Double(grid.dotHeight)
        for y in 0..<image.height {
            for x in 0..<image.width where chart.levels[y * image.width + x] >= heatmapDotLevel {
                grid.set(Int(Double(x) / across), Int(Double(y) / down))
            }
        }
        for row in 0..<rows { text += paint(grid.line(row).trimmingTrailingSpaces, .bar) + "\n" }
        return text + paint(chart.note, .secondary) + "\n"
    }
}
