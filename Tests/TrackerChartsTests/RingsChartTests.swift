import Foundation
import Testing
import TrackerCharts
import TrackerCore

@Suite struct RingsChartTests {
    let size = Size(width: 600, height: 600)

    @Test func eachRingIsAFaintTrackUnderARoundCappedArcFromTwelveOClock() throws {
        let rings = SampleCharts.rings(progress: [0.5, 0.25, 0.01])
        let chart = rings.chart(for: RecordingCanvas(size: size), theme: .light)
        let arcs = chart.marks(of: ArcMark.self)
        #expect(arcs.count == 6)
        for index in 0..<3 {
            let track = arcs[2 * index], arc = arcs[2 * index + 1]
            #expect(abs(track.endAngle - track.startAngle - 2 * .pi) < 1e-9)
            #expect(track.style.paint.color?.alpha == 0.2)
            #expect(arc.style.cap == .round)
            #expect(arc.style.paint.color?.alpha == 1)
            #expect(arc.radius == track.radius)
            #expect(arc.startAngle == -Double.pi / 2)
        }
        #expect(abs(arcs[1].endAngle - Double.pi / 2) < 1e-9)  // half way: 6 o'clock
        #expect(arcs[0].radius > arcs[2].radius && arcs[2].radius > arcs[4].radius)
        #expect(chart.marks(of: PointMark.self).allSatisfy { $0.center.y > 400 })  // only the legend's dots
    }

    @Test func noProgressIsTheTrackAlone() {
        let chart = SampleCharts.rings(progress: [0.5, 0, 0]).chart(for: RecordingCanvas(size: size), theme: .light)
        let arcs = chart.marks(of: ArcMark.self)
        // Three tracks and the one arc of the ring with progress, no dot at 12 o'clock.
        #expect(arcs.count == 4)
        #expect(arcs.filter { $0.style.cap == .round }.count == 1)
    }

    @Test func progressBeyondAGoalKeepsGoingRoundWithAShadowAtTheHead() throws {
        let chart = SampleCharts.rings(progress: [1.37, 0.5, 0.5]).chart(for: RecordingCanvas(size: size), theme: .light)
        let arcs = chart.marks(of: ArcMark.self)
        #expect(abs(arcs[1].endAngle - (-Double.pi / 2 + 2 * .pi * 1.37)) < 1e-9)
        let shadow = try #require(chart.marks(of: PointMark.self).first)
        guard case .radial(let center, _, _, let stops) = try #require(shadow.fill) else {
            Issue.record("the shadow is not a radial gradient")
            return
        }
        let head = arcs[1].point(at: arcs[1].endAngle)
        #expect(hypot(center.x - head.x, center.y - head.y) < arcs[1].style.width)
        #expect(stops.first?.color.alpha ?? 0 > 0 && stops.last?.color.alpha == 0)
        // The head's last stretch is drawn again over its shadow.
        #expect(arcs[2].endAngle == arcs[1].endAngle && arcs[2].style == arcs[1].style)
    }

    @Test func legendShowsValueGoalAndPercentage() {
        let canvas = RecordingCanvas(size: size)
        SampleCharts.rings(progress: [0.846, 1.37, 0.999]).chart(for: RecordingCanvas(size: size), theme: .dark).draw(on: canvas)
        for text in ["Distance", "Time", "Elevation", "42 / 50 km", "84%", "137%", "99%", "Weekly goals", "NOV 23 - NOV 29"] {
            #expect(canvas.texts.contains(text), "missing \(text)")
        }
    }

    /// With only time and elevation goals, time is still green and elevation blue: a ring's
    /// colour follows what it measures, not its place, in both themes and in the legend.
    @Test(arguments: [Theme.light, Theme.dark])
    func aRingsColourSaysWhatItMeasuresWhicheverGoalsAreSet(theme: Theme) {
        let metrics: [WeekMetric] = [.duration, .elevation, .distance, .duration]
        let rings = RingsChart(rings: metrics.map {
            RingsChart.Ring(name: $0.rawValue, metric: $0, progress: 0.5, detail: "1 / 2")
        }, subtitle: "NOV 23 - NOV 29")
        let chart = rings.chart(for: RecordingCanvas(size: size), theme: theme)
        let arcs = chart.marks(of: ArcMark.self).filter { $0.style.paint.color?.alpha == 1 }
        #expect(arcs.map { $0.style.paint.color } == metrics.map { theme.ringColor(for: $0) })
        let dots = chart.marks(of: PointMark.self)
        #expect(dots.count == metrics.count)
        #expect(zip(dots, metrics).allSatisfy { dot, metric in dot.fill?.color == theme.ringColor(for: metric) })
        // Three meanings, three colours.
        let colors = WeekMetric.allCases.map { theme.ringColor(for: $0) }
        #expect(colors[0] != colors[1] && colors[1] != colors[2] && colors[0] != colors[2])
        #expect(theme.ringColor(for: .distance) == theme.ringColors[0])
    }

    @Test(arguments: [(0.0, "0%"), (0.999, "99%"), (1.0, "100%"), (2.5, "250%"), (-.infinity, "0%"), (.nan, "0%")])
    func percentText(progress: Double, expected: String) {
        #expect(RingsChart.percentText(progress) == expected)
    }
}
