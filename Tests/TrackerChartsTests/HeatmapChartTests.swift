import Testing
import TrackerCharts
import TrackerCore

/// The heatmap's composition and its PNG.
@Suite struct HeatmapChartTests {
    /// Two tracks 10 km round a place at 48° N, projected on the raster of a default-sized chart: a square
    /// loop ridden three times and a diagonal once.
    func chart(theme: Theme, units: UnitSystem = .metric) throws -> (HeatmapChart, HeatmapProjection) {
        let (width, height) = HeatmapChart.pixelSize(for: HeatmapChart.defaultSize, scale: 1)
        let square = try #require(MercatorRect.around(latitude: 48, longitude: 11, radius: 5_000))
        let projection = HeatmapProjection(frame: square.fitted(aspect: Double(width) / Double(height), margin: 0.1, least: 0), width: width, height: height)
        let corners = [(square.minX, square.minY), (square.maxX, square.minY), (square.maxX, square.maxY), (square.minX, square.maxY), (square.minX, square.minY)]
        let loop = MovingTrack(lines: [corners.map { MercatorPoint(x: $0.0, y: $0.1) }])
        let diagonal = MovingTrack(lines: [[MercatorPoint(x: square.minX, y: square.minY), MercatorPoint(x: square.maxX, y: square.maxY)]])
        let rasterizer = try TrackRasterizer(width: width, height: height, lineWidth: HeatmapChart.lineWidth(scale: 1))
        var raster = CountRaster(width: width, height: height)
        for track in [loop, loop, loop, diagonal] { try rasterizer.add(projection.pixels(of: track), to: &raster) }
        let (image, levels) = HeatmapChart.colored(raster, theme: theme)
        let chart = HeatmapChart(image: image, levels: levels, metresPerPixel: projection.metresPerPixel, title: "Heatmap", subtitle: "4 ACTIVITIES",
                                 note: "4 of 4 tracks in view", formatter: DisplayFormatter(units: units))
        return (chart, projection)
    }

    func distance(_ a: Color, _ b: Color) -> Double {
        abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue)
    }

    @Test(arguments: [Theme.dark, Theme.light])
    func thePNGIsItsSizeAndLitAlongTheTracks(theme: Theme) throws {
        let (chart, projection) = try chart(theme: theme)
        let png = try CairoCanvas.render(chart.chart(for: RecordingCanvas(size: HeatmapChart.defaultSize), theme: theme), as: .png)
        let raster = try Raster(png: png)
        #expect(raster.width == 1600 && raster.height == 1200)
        let plot = HeatmapChart.plotArea(in: HeatmapChart.defaultSize)
        let square = try #require(MercatorRect.around(latitude: 48, longitude: 11, radius: 5_000))
        func onImage(_ x: Double, _ y: Double) -> (Int, Int) {
            let pixel = projection.pixel(MercatorPoint(x: x, y: y))
            return (Int(plot.minX + pixel.x), Int(plot.minY + pixel.y))
        }
        let background = theme.background
        // Along the loop's top edge and the diagonal, a ramp colour; the loop (three tracks) hotter than the diagonal (one).
        for fraction in stride(from: 0.1, through: 0.9, by: 0.2) {
            let (x, y) = onImage(square.minX + fraction * square.width, square.minY)
            let top = try #require(raster.color(x: x, y: y))
            #expect(distance(top, background) > 0.5, "pixel \(x),\(y) of the loop is \(top)")
            let (dx, dy) = onImage(square.minX + fraction * square.width, square.minY + fraction * square.height)
            let diagonal = try #require(raster.color(x: dx, y: dy))
            #expect(distance(diagonal, background) > 0.3, "pixel \(dx),\(dy) of the diagonal is \(diagonal)")
            // Three tracks glow hotter than one: nearer the ramp's top.
            #expect(distance(top, theme.heatmapColor(level: 1)) < distance(diagonal, theme.heatmapColor(level: 1)))
        }
        // Inside the loop, away from the lines: the background.
        let (x, y) = onImage(square.minX + 0.7 * square.width, square.minY + 0.2 * square.height)
        #expect(try distance(#require(raster.color(x: x, y: y)), background) < 0.02)
    }

    @Test func theScaleBarMeasuresTheGroundAtTheFramesCentre() throws {
        let (chart, projection) = try chart(theme: .light)
        let canvas = RecordingCanvas(size: HeatmapChart.defaultSize)
        let composed = chart.chart(for: canvas, theme: .light)
        composed.draw(on: canvas)
        let label = try #require(canvas.texts.first { $0.hasSuffix(" km") })
        let kilometres = try #require(Double(label.dropLast(3)))
        // The bar: the horizontal rule under the plot, as long as the label says at the frame's scale.
        let plot = HeatmapChart.plotArea(in: HeatmapChart.defaultSize)
        let bar = try #require(composed.marks(of: RuleMark.self).first { $0.start.y == $0.end.y && $0.start.y > plot.maxY })
        #expect(abs((bar.end.x - bar.start.x) * projection.metresPerPixel - kilometres * 1_000) < 1)
        #expect(canvas.operations.contains(.image(width: chart.image.width, height: chart.image.height, plot)))
        #expect(canvas.texts.contains("4 of 4 tracks in view"))
        let miles = RecordingCanvas(size: HeatmapChart.defaultSize)
        try self.chart(theme: .light, units: .imperial).0.chart(for: miles, theme: .light).draw(on: miles)
        #expect(miles.texts.contains { $0.hasSuffix(" mi") })
    }

    @Test func simplifyingKeepsTheCornersAndTheEnds() {
        // A straight run of points with a corner, and a wobble of a tenth of a pixel.
        let points = (0...20).map { Point(x: Double($0), y: $0 % 2 == 0 ? 0 : 0.1) } + (1...10).map { Point(x: 20, y: Double($0)) }
        let simplified = HeatmapProjection.simplified(points, tolerance: 0.5)
        #expect(simplified == [Point(x: 0, y: 0), Point(x: 20, y: 0), Point(x: 20, y: 10)])
        // No point dropped strays further than the tolerance from the simplified line.
        let fine = HeatmapProjection.simplified(points, tolerance: 0.05)
        #expect(fine.count > 10)
        #expect(HeatmapProjection.simplified(Array(points.prefix(2)), tolerance: 1) == Array(points.prefix(2)))
    }
}
