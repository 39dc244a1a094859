import Foundation
import Testing
import TrackerCharts
import TrackerCore
import TrackerTestSupport

@Suite struct RouteChartTests {
    let size = Size(width: 1000, height: 900)
    static let metresPerDegree = ActivityStream.earthRadius * Double.pi / 180

    func route(_ stream: ActivityStream, colorBy: TrackMetric? = .pace, units: UnitSystem = .metric) -> RouteChart {
        RouteChart(activity: TrackedActivity(stream: stream, type: .run, formatter: DisplayFormatter(units: units), title: "Castle loop", subtitle: "SUN 29 NOV 2026"), colorBy: colorBy)
    }

    /// A square 1 km on a side at 60° north, where a degree of longitude is half as long as one of latitude.
    func square() throws -> ActivityStream {
        let side = 1_000 / Self.metresPerDegree
        let corners = [(0.0, 0.0), (side, 0), (side, 2 * side), (0, 2 * side), (0, 0)]
        return try ActivityStream(time: corners.indices.map { Double($0) * 300 }, latitude: corners.map { 60 + $0.0 }, longitude: corners.map { 10 + $0.1 })
    }

    @Test func northIsUpAndTheAspectIsKept() throws {
        let chart = route(try square(), colorBy: nil).chart(for: RecordingCanvas(size: size), theme: .light)
        let track = try #require(chart.marks(of: LineMark.self).last?.points.compactMap { $0 })
        #expect(track.count == 5)
        // Start at the south-west corner, then north: up on the screen.
        #expect(abs(track[1].x - track[0].x) < 1e-6 && track[1].y < track[0].y)
        let width = track.map(\.x).max()! - track.map(\.x).min()!, height = track.map(\.y).max()! - track.map(\.y).min()!
        #expect(abs(width - height) < 0.01 * height, "a square stays square: \(width) x \(height)")
        // As large as the plot allows, centred in it.
        let plot = route(try square()).plotArea(in: size)
        #expect(abs(height - plot.height) < 1e-6)
        #expect(abs((track.map(\.x).max()! + track.map(\.x).min()!) / 2 - plot.midX) < 1e-6)
    }

    @Test func startFinishAndAMarkAtEveryKilometre() throws {
        let stream = try SampleStreams.hillyLoop()
        let chart = route(stream).chart(for: RecordingCanvas(size: size), theme: .light)
        let canvas = chart.recorded()
        let numbers = canvas.texts.compactMap(Int.init)
        #expect(numbers == Array(1...8), "8.3 km: marks 1 to 8, \(numbers)")
        let imperial = route(stream, units: .imperial).chart(for: RecordingCanvas(size: size), theme: .light).recorded()
        #expect(imperial.texts.compactMap(Int.init) == Array(1...5))
        #expect(imperial.texts.contains { $0.hasSuffix(" mi") })

        let points = chart.marks(of: PointMark.self)
        let start = try #require(points.first { $0.fill == .color(RouteChart.startColor) })
        let finish = try #require(points.first { $0.fill == .color(RouteChart.finishColor) })
        let track = chart.marks(of: LineMark.self).dropFirst().flatMap { $0.points.compactMap { $0 } }
        #expect(start.center == track.first && finish.center == track.last)
        // Each mark sits on the track, where the distance reaches a whole kilometre.
        for mark in points where mark.radius == 9 {
            #expect(track.contains { hypot($0.x - mark.center.x, $0.y - mark.center.y) < 3 })
        }
    }

    @Test func theTrackIsColouredByItsValuesWithALegend() throws {
        let stream = try SampleStreams.hillyLoop()
        let chart = route(stream, colorBy: .elevation).chart(for: RecordingCanvas(size: size), theme: .light)
        let strokes = chart.marks(of: LineMark.self).dropFirst()
        #expect(strokes.count > 10, "a gradient of colours, not one line")
        #expect(Set(strokes.map { $0.style.paint.color?.hex ?? "" }).count > 10)
        // The highest sample is drawn in the ramp's hottest colour, the lowest in its coolest.
        let elevation = try #require(stream.elevation)
        let chartPoints = chart.marks(of: LineMark.self)[0].points.compactMap { $0 }
        let highest = chartPoints[elevation.indices.max { elevation[$0] < elevation[$1] }!]
        let lowest = chartPoints[elevation.indices.min { elevation[$0] < elevation[$1] }!]
        func colour(at point: Point) -> Color? { strokes.first { $0.points.contains(point) }?.style.paint.color }
        #expect(colour(at: highest) == RouteChart.rampColor(1))
        #expect(colour(at: lowest) == RouteChart.rampColor(0))

        let canvas = chart.recorded()
        #expect(canvas.texts.contains("ELEVATION"))
        let range = try #require(TrackMetricRange.typical(elevation))
        #expect(canvas.texts.contains("\(Int(range.lowerBound.rounded())) m") && canvas.texts.contains("\(Int(range.upperBound.rounded())) m"))
        let pace = route(stream, colorBy: .pace).chart(for: RecordingCanvas(size: size), theme: .dark).recorded()
        #expect(pace.texts.contains("PACE") && pace.texts.filter { $0.hasSuffix("/km") }.count == 2)
        let plain = route(stream, colorBy: nil).chart(for: RecordingCanvas(size: size), theme: .light)
        #expect(plain.marks(of: LineMark.self).count == 2 && !plain.recorded().texts.contains("PACE"))
    }

    @Test func theScaleBarIsARoundLengthDrawnToScale() throws {
        #expect(RouteChart.scaleBarLength(widthInUnits: 2.6) == 0.5)
        #expect(RouteChart.scaleBarLength(widthInUnits: 12) == 2)
        #expect(RouteChart.scaleBarLength(widthInUnits: 40) == 5)
        #expect(RouteChart.scaleBarLength(widthInUnits: 0.3) == 0.05)
        // The square is 1 km high, drawn over the plot's height.
        let chart = route(try square()).chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = route(try square()).plotArea(in: size)
        let pointsPerKilometre = plot.height
        let bar = try #require(chart.marks(of: RuleMark.self).first { $0.start.y == $0.end.y })
        let kilometres = RouteChart.scaleBarLength(widthInUnits: plot.width / pointsPerKilometre)
        #expect(abs((bar.end.x - bar.start.x) - kilometres * pointsPerKilometre) < 1e-6)
        #expect(chart.recorded().texts.contains("\(String(format: "%g", kilometres)) km"))
    }

    @Test func aStreamWithoutPositionsSaysSo() throws {
        let stream = try ActivityStream(time: [0, 60, 120], heartRate: [120, 130, 140])
        let canvas = route(stream).chart(for: RecordingCanvas(size: size), theme: .light).recorded()
        #expect(canvas.texts.contains("This activity has no recorded positions to draw"))
        #expect(canvas.strokes.count == 1, "only the note's backdrop")
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func pngHasItsSizeTheBackgroundAndTheMarkers(theme: Theme) throws {
        let stream = try SampleStreams.hillyLoop()
        let chart = route(stream).chart(for: RecordingCanvas(size: size), theme: theme)
        let raster = try Raster(png: try CairoCanvas.render(chart, as: .png))
        #expect(raster.width == 1000 && raster.height == 900)
        #expect(raster.color(x: 3, y: 3) == theme.background)
        let start = try #require(chart.marks(of: PointMark.self).first { $0.fill == .color(RouteChart.startColor) })
        let pixel = try #require(raster.color(x: Int(start.center.x), y: Int(start.center.y)))
        #expect(abs(pixel.green - RouteChart.startColor.green) < 0.05 && pixel.red < 0.3)
        // Just inside the finish ring, around the start dot: the finish's red.
        let ring = try #require(raster.color(x: Int(start.center.x + 9), y: Int(start.center.y)))
        #expect(ring.red > 0.7 && ring.green < 0.3)
        let svg = String(decoding: try CairoCanvas.render(chart, as: .svg), as: UTF8.self)
        #expect(svg.contains("<svg") && svg.contains("linearGradient"))
    }
}

/// The colour range the charts use, read the same way as `TrackMetric`'s (5th to 95th percentile).
enum TrackMetricRange {
    static func typical(_ values: [Double]) -> ClosedRange<Double>? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        return sorted[Int(Double(sorted.count - 1) * 0.05)]...sorted[Int(Double(sorted.count - 1) * 0.95)]
    }
}

@Suite struct TrackMetricTests {
    @Test func paceIsTheSpeedOverHalfAMinuteAroundEachSample() throws {
        // 4 m/s due north for ten minutes, sampled every 5 s, then 2 m/s.
        let times = Array(stride(from: 0.0, through: 1_200, by: 5))
        let distance = times.map { $0 <= 600 ? 4 * $0 : 2_400 + 2 * ($0 - 600) }
        let stream = try ActivityStream(time: times, distance: distance)
        let speed = try #require(TrackMetric.pace.values(of: stream))
        #expect(speed.count == times.count)
        #expect(abs(speed[60] - 4) < 1e-9 && abs(speed[200] - 2) < 1e-9)
        // At the change, the window holds 15 s of each.
        #expect(abs(speed[120] - 3) < 1e-9)
        #expect(TrackMetric.heartRate.values(of: stream) == nil)
        #expect(TrackMetric.pace.label(4, type: .run, formatter: DisplayFormatter(units: .metric)) == "4:10 /km")
        #expect(TrackMetric.pace.label(10, type: .ride, formatter: DisplayFormatter(units: .metric)) == "36.0 km/h")
        #expect(TrackMetric.pace.caption(for: .ride) == "SPEED" && TrackMetric.heartRate.rawValue == "heart-rate")
    }
}
