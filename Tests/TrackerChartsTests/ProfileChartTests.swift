import Foundation
import Testing
import TrackerCharts
import TrackerCore
import TrackerTestSupport

@Suite struct ProfileChartTests {
    let size = Size(width: 1200, height: 500)

    func profile(_ stream: ActivityStream, overlay: TrackMetric? = .pace, units: UnitSystem = .metric) -> ProfileChart {
        ProfileChart(activity: TrackedActivity(stream: stream, type: .run, formatter: DisplayFormatter(units: units), title: "Castle loop", subtitle: "SUN 29 NOV 2026"), overlay: overlay)
    }

    @Test func elevationIsAFilledProfileAcrossThePlot() throws {
        let stream = try SampleStreams.hillyLoop()
        let profile = profile(stream)
        let chart = profile.chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = profile.plotArea(in: size)
        let area = try #require(chart.marks(of: AreaMark.self).first)
        #expect(area.baseline == plot.maxY)
        #expect(abs(area.points.first!.x - plot.minX) < 3 && abs(area.points.last!.x - plot.maxX) < 1e-6)
        #expect(area.points.count > 100 && area.points.count <= Int(plot.width / 2))
        #expect(zip(area.points, area.points.dropFirst()).allSatisfy { $0.x < $1.x })
        // The top of the profile is halfway round the loop, where the hill is, inside the plot.
        let top = try #require(area.points.min { $0.y < $1.y })
        #expect(abs(top.x - plot.midX) < plot.width * 0.15)
        #expect(area.points.allSatisfy { $0.y >= plot.minY && $0.y <= plot.maxY })
        // Axis labels in metres and kilometres.
        let texts = chart.recorded().texts
        #expect(texts.contains("0 km") && texts.contains("8 km") && texts.contains { $0.hasSuffix("0 m") })
        #expect(!texts.contains("-0 km"))
        let imperial = self.profile(stream, units: .imperial).chart(for: RecordingCanvas(size: size), theme: .light).recorded().texts
        #expect(imperial.contains("5 mi") && imperial.contains { $0.hasSuffix(" ft") })
    }

    @Test func paceOrHeartRateIsASecondLineWithItsOwnLabels() throws {
        let stream = try SampleStreams.hillyLoop()
        let pace = profile(stream, overlay: .pace).chart(for: RecordingCanvas(size: size), theme: .light)
        let paceLine = try #require(pace.marks(of: LineMark.self).first { $0.style.paint == .color(ProfileChart.paceColor) })
        #expect(paceLine.points.count == pace.marks(of: AreaMark.self).first?.points.count)
        let paceTexts = pace.recorded().texts
        #expect(paceTexts.contains("PACE") && paceTexts.contains("ELEVATION"))
        #expect(paceTexts.filter { $0.hasSuffix(" /km") }.count == 3)
        // Faster is higher: on the descent after the hill the line is above where it is on the climb.
        let points = paceLine.points.compactMap { $0 }
        let climb = points[points.count / 5], descent = points[points.count * 4 / 5]
        #expect(descent.y < climb.y)

        let heart = profile(stream, overlay: .heartRate).chart(for: RecordingCanvas(size: size), theme: .dark)
        #expect(heart.marks(of: LineMark.self).contains { $0.style.paint == .color(ProfileChart.heartRateColor) })
        #expect(heart.recorded().texts.filter { $0.hasSuffix(" bpm") }.count == 3)
        let plain = profile(stream, overlay: nil).chart(for: RecordingCanvas(size: size), theme: .light)
        #expect(plain.marks(of: LineMark.self).count == 1 && !plain.recorded().texts.contains("PACE"))
    }

    @Test func standingStillBreaksThePaceLineAndSparseSamplesStillHaveAPace() throws {
        // Every 30 s at 3 m/s for a kilometre uphill, five minutes at the top without moving, then on.
        var time: [Double] = [], distance: [Double] = [], elevation: [Double] = []
        for step in 0...60 {
            let moved = Double(min(step, 30) + max(step - 40, 0)) * 90
            time.append(Double(step) * 30)
            distance.append(moved)
            elevation.append(300 + moved / 20)
        }
        let stream = try ActivityStream(time: time, elevation: elevation, distance: distance)
        let speed = try #require(TrackMetric.pace.values(of: stream))
        #expect(abs(speed[10] - 3) < 1e-9, "samples 30 s apart still have a pace")
        let chart = profile(stream, overlay: .pace).chart(for: RecordingCanvas(size: size), theme: .light)
        let line = try #require(chart.marks(of: LineMark.self).first { $0.style.paint == .color(ProfileChart.paceColor) })
        #expect(line.runs.count == 2 && line.points.contains { $0 == nil })
    }

    @Test func aStreamWithoutElevationSaysSo() throws {
        let stream = try ActivityStream(time: [0, 60, 120], latitude: [46, 46.001, 46.002], longitude: [14, 14, 14])
        let texts = profile(stream).chart(for: RecordingCanvas(size: size), theme: .light).recorded().texts
        #expect(texts.contains("This activity has no recorded elevation along a distance"))
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func pngShowsTheGroundUnderTheProfile(theme: Theme) throws {
        let stream = try SampleStreams.hillyLoop()
        let profile = profile(stream, overlay: nil)
        let chart = profile.chart(for: RecordingCanvas(size: size), theme: theme)
        let bytes = try CairoCanvas.render(chart, as: .png, scale: 2)
        let raster = try Raster(png: bytes)
        #expect(raster.width == 2400 && raster.height == 1000)
        let plot = profile.plotArea(in: size)
        let top = try #require(chart.marks(of: AreaMark.self).first?.points.min { $0.y < $1.y })
        // Under the summit: the ground's grey; above it: the background.
        let ground = try #require(raster.color(x: Int(top.x * 2), y: Int((top.y + 20) * 2)))
        #expect(abs(ground.red - ground.blue) < 0.08 && ground != theme.background)
        #expect(raster.color(x: Int(top.x * 2), y: Int((plot.minY + 2) * 2)) == theme.background)
        let pdf = try CairoCanvas.render(chart, as: .pdf)
        #expect(pdf.starts(with: Array("%PDF".utf8)))
    }
}
