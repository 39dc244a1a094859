import Foundation
import Testing
import TrackerCharts
import TrackerCore

@Suite struct CurveChartTests {
    let size = CurveChart.defaultSize

    /// A rider of CP 250 W and W′ 20 kJ, capped at 900 W, for every kept duration to `longest`;
    /// the compared period `comparedShare` of it.
    static func powerChart(longest: Int = 3_600, compared comparedShare: Double? = 0.9, model: Bool = true) -> CurveChart {
        let durations = CurveDurations.upTo(longest)
        func line(_ label: String, _ share: Double) -> CurveChart.Line {
            CurveChart.Line(label: label, points: durations.map { CurveChart.Effort(duration: $0, value: min(900, 250 + 20_000 / Double($0)) * share, source: "Sun 29 Nov 2026 · #\($0)") })
        }
        var lines = [line("last 90d", 1)]
        if let comparedShare { lines.append(line("the period before", comparedShare)) }
        return CurveChart(
            kind: .power, lines: lines, model: model ? CurveChart.Model(critical: 250, reserve: 20_000, fitted: 120...1_200, label: "CP 250 W, W′ 20.0 kJ") : nil,
            formatter: DisplayFormatter(units: .metric), title: "Best power", subtitle: "LAST 90D")
    }

    @Test func theCurveAndTheComparedPeriodAreLinesOnALogTimeAxis() throws {
        let curve = Self.powerChart()
        let chart = curve.chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = curve.plotArea(in: size)
        let colors = CurveChart.colors(.light)
        let period = try #require(chart.marks(of: LineMark.self).first { $0.style.paint == .color(colors.period) })
        let compared = try #require(chart.marks(of: LineMark.self).first { $0.style.paint == .color(colors.compared) })
        let points = period.points.compactMap { $0 }
        #expect(points.count == CurveDurations.upTo(3_600).count)
        // From 1 s at the plot's left edge to the hour at its right; the values fall, so the line goes down.
        #expect(abs(points[0].x - plot.minX) < 1e-6 && abs(points[points.count - 1].x - plot.maxX) < 1e-6)
        #expect(points.first!.y < points.last!.y)
        #expect(points.allSatisfy { $0.y >= plot.minY - 0.5 && $0.y <= plot.maxY + 0.5 })
        // The compared period is 10% weaker everywhere: below the period's line.
        let comparedPoints = compared.points.compactMap { $0 }
        #expect(zip(points, comparedPoints).allSatisfy { $0.y < $1.y && abs($0.x - $1.x) < 1e-9 })
        // Log time: a minute lies where ln 60 / ln 3600 of the width is, half way.
        let x = curve.durationScale(for: plot)
        #expect(abs(x(60) - plot.midX) < 1e-6)
        let texts = chart.recorded().texts
        for label in ["5 s", "15 s", "1 min", "5 min", "20 min", "1 h", "last 90d", "the period before", "CP 250 W, W′ 20.0 kJ"] {
            #expect(texts.contains(label), "\(label)")
        }
        #expect(texts.contains { $0.hasSuffix(" W") && $0.first?.isNumber == true })
        #expect(!texts.contains("2 h"))
    }

    @Test func theModelIsDashedDarkOverItsFitAndLightOverTheAxis() throws {
        let curve = Self.powerChart()
        let chart = curve.chart(for: RecordingCanvas(size: size), theme: .dark)
        let plot = curve.plotArea(in: size)
        let dashed = chart.marks(of: LineMark.self).filter { $0.style.dash == CurveChart.modelDash }
        // The whole-axis line, the fitted one, and the legend's swatch is a rule, not a line.
        #expect(dashed.count == 2)
        let whole = try #require(dashed.first), fitted = try #require(dashed.last)
        #expect(fitted.style.paint == .color(Theme.dark.ink))
        #expect(whole.style.paint == .color(Theme.dark.ink.opacity(0.3)))
        let x = curve.durationScale(for: plot), y = curve.valueScale(for: plot)
        let fittedPoints = fitted.points.compactMap { $0 }
        #expect(abs(fittedPoints.first!.x - x(120)) < 1e-6 && abs(fittedPoints.last!.x - x(1_200)) < 1e-6)
        // On the model: at 5 minutes, 250 + 20000 / 300 W.
        let five = try #require(fittedPoints.min { abs($0.x - x(300)) < abs($1.x - x(300)) })
        let watts = y.domain.lowerBound + (five.y - y.range.lower) / (y.range.upper - y.range.lower) * (y.domain.upperBound - y.domain.lowerBound)
        #expect(abs(watts - 250 - 20_000 / x.invert(five.x)) < 0.5)
        // The model rises without bound at the short end: the whole-axis line breaks off above the plot.
        #expect(whole.points.first! == nil)
        #expect(whole.points.compactMap { $0 }.allSatisfy { $0.y >= plot.minY - 0.5 })
        #expect(chart.marks(of: RuleMark.self).contains { $0.style.dash == CurveChart.modelDash })
    }

    @Test func paceIsDrawnFasterUpAndLabelledAsPace() throws {
        let durations = CurveDurations.upTo(3_600)
        // 5 m/s for a second down to 3.5 m/s for the hour.
        let points = durations.map { CurveChart.Effort(duration: $0, value: 3.5 + 1.5 / sqrt(Double($0)), source: "") }
        let curve = CurveChart(
            kind: .speed, lines: [CurveChart.Line(label: "2026", points: points)], model: CurveChart.Model(critical: 3.6, reserve: 150, fitted: 120...1_200, label: "CS 4:38 /km, D′ 150 m"),
            formatter: DisplayFormatter(units: .metric), title: "Best pace", subtitle: "2026")
        #expect(curve.showsPace)
        let plot = curve.plotArea(in: size)
        let line = try #require(curve.chart(for: RecordingCanvas(size: size), theme: .light).marks(of: LineMark.self).first { $0.style.paint == .color(Theme.light.accent) })
        let drawn = line.points.compactMap { $0 }
        // Fastest at 1 s, at the top.
        #expect(drawn.first!.y < drawn.last!.y)
        #expect(abs(curve.plotted(4) - 250) < 1e-9)
        let y = curve.valueScale(for: plot)
        #expect(y(200) < y(300))
        let texts = curve.chart(for: RecordingCanvas(size: size), theme: .light).recorded().texts
        #expect(texts.contains { $0.range(of: #"^\d+:\d\d$"#, options: .regularExpression) != nil })
        #expect(curve.valueText(4) == "4:10 /km")
        // A ride's speed curve reads km/h, faster up as well.
        var ride = curve
        ride.paceType = .ride
        #expect(!ride.showsPace && abs(ride.plotted(10) - 36) < 1e-9)
    }

    @Test func theChartRendersAsPNGWithTheLinesInTheirColours() throws {
        let curve = Self.powerChart()
        let chart = curve.chart(for: try CairoCanvas(size: size, format: .png), theme: .light)
        let bytes = try CairoCanvas.render(chart, as: .png)
        let raster = try Raster(png: bytes)
        #expect(raster.width == Int(size.width) && raster.height == Int(size.height))
        let plot = curve.plotArea(in: size)
        let line = try #require(curve.lines.first)
        let point = try #require(curve.positions(line, plot: plot).first { $0.x > plot.midX })
        let drawn = try #require(raster.color(x: Int(point.x.rounded()), y: Int(point.y.rounded())))
        #expect(abs(drawn.red - Theme.light.accent.red) + abs(drawn.green - Theme.light.accent.green) + abs(drawn.blue - Theme.light.accent.blue) < 0.3, "\(drawn)")
        let svg = SVGCanvas(size: size, idPrefix: "curve")
        svg.draw(curve.chart(for: svg, theme: .light))
        #expect(svg.document().contains("stroke-dasharray=\"8 6\""))
        let dark = curve.chart(for: RecordingCanvas(size: size), theme: .dark)
        #expect(dark.background == Theme.dark.background)
    }

    @Test func durationsReadAsPeopleSayThem() {
        #expect(CurveChart.durationText(5) == "5 s")
        #expect(CurveChart.durationText(60) == "1 min")
        #expect(CurveChart.durationText(150) == "2:30")
        #expect(CurveChart.durationText(3_600) == "1 h")
        #expect(CurveChart.durationText(5_400) == "1 h 30")
    }
}
