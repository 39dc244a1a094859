import Testing
import TrackerCharts
import TrackerCore
import TrackerTime

@Suite struct ActivityChartTests {
    let size = Size(width: 1200, height: 600)

    @Test func drawsGridThenAreaThenLineThenMarkersThenTheSelectedWeek() throws {
        let activity = SampleCharts.activity()
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .light)
        let kinds = chart.marks.map { String(describing: type(of: $0)) }
        let area = try #require(kinds.firstIndex(of: "AreaMark"))
        let line = try #require(kinds.firstIndex(of: "LineMark"))
        let firstPoint = try #require(kinds.firstIndex(of: "PointMark"))
        #expect(kinds.prefix(area).contains("RuleMark"))
        #expect(area < line && line < firstPoint)
        // 11 plain markers, then the halo and the selected point.
        #expect(chart.marks(of: PointMark.self).count == 13)
        let selected = try #require(chart.marks(of: PointMark.self).last)
        #expect(selected.fill == .color(Theme.orange))
        #expect(selected.radius > chart.marks(of: PointMark.self)[0].radius)
    }

    @Test func pointsSitOnTheScalesAndTheSelectedRuleOnItsWeek() throws {
        let activity = SampleCharts.activity(selected: 4)
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = activity.plotArea(in: size)
        let x = activity.weekScale(for: plot), y = activity.valueScale(for: plot)
        #expect(y.domain == 0...50)
        let line = try #require(chart.marks(of: LineMark.self).first)
        #expect(line.points.count == 12)
        for (index, point) in line.points.enumerated() {
            #expect(point == Point(x: x(index), y: y(SampleCharts.distances[index])))
        }
        #expect(line.style.paint == .color(Color(hex: 0xFB5200)))
        let verticalRules = chart.marks(of: RuleMark.self).filter { $0.start.x == $0.end.x }
        #expect(verticalRules.count == 13)  // one per week, plus the selected week's
        let selectedRule = try #require(verticalRules.last)
        #expect(selectedRule.start.x == x(4))
        #expect(selectedRule.style.paint != verticalRules[0].style.paint)
        let halo = try #require(chart.marks(of: PointMark.self).dropLast().last)
        #expect(halo.center == Point(x: x(4), y: y(SampleCharts.distances[4])))
    }

    @Test func gradientRunsFromTheLinesTopToTheBaseline() throws {
        let activity = SampleCharts.activity()
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = activity.plotArea(in: size)
        let area = try #require(chart.marks(of: AreaMark.self).first)
        guard case .linear(let start, let end, let stops) = area.fill else {
            Issue.record("the area is not filled with a linear gradient")
            return
        }
        #expect(start.y == area.points.map(\.y).min())
        #expect(end.y == plot.maxY && area.baseline == plot.maxY)
        #expect(stops.first?.color.alpha ?? 0 > stops.last?.color.alpha ?? 1)
    }

    @Test func headlineAndAxisTextsAreDrawnInPlace() throws {
        let activity = SampleCharts.activity()
        let canvas = RecordingCanvas(size: size)
        activity.chart(for: RecordingCanvas(size: size), theme: .light).draw(on: canvas)
        for text in ["NOV 23 - NOV 29", "42.30 km", "4h 12m", "820 m", "LAST 12 WEEKS", "44.10 km", "50 km", "0 km", "OCT", "NOV"] {
            #expect(canvas.texts.contains(text), "missing \(text)")
        }
        let headline = try #require(canvas.position(of: "NOV 23 - NOV 29"))
        let plot = activity.plotArea(in: size)
        #expect(headline.y < plot.minY)
        let november = try #require(canvas.position(of: "NOV"))
        #expect(november.y > plot.maxY)
        // Nov 1 falls in the week Oct 26 - Nov 1, the eighth of twelve.
        #expect(november.x == activity.weekScale(for: plot)(7))
        // The background is painted first.
        #expect(canvas.operations.first == .fill(.rectangle(Rect(x: 0, y: 0, width: 1200, height: 600)), .color(.white)))
    }

    @Test func emptyChartHasItsFrameAndANoteButNoLine() {
        let activity = SampleCharts.activity(values: Array(repeating: 0, count: 12), empty: true)
        let canvas = RecordingCanvas(size: size)
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .light)
        chart.draw(on: canvas)
        #expect(chart.marks(of: LineMark.self).isEmpty)
        #expect(chart.marks(of: RuleMark.self).count == 15)  // 12 weeks, top, bottom, the note's backdrop
        #expect(canvas.texts.contains("No activities in the last 12 weeks"))
    }

    @Test func anAllZeroSeriesStaysFiniteAndOnTheBaseline() throws {
        let activity = SampleCharts.activity(values: Array(repeating: 0, count: 12))
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .dark)
        let canvas = RecordingCanvas(size: size)
        chart.draw(on: canvas)
        let plot = activity.plotArea(in: size)
        let line = try #require(chart.marks(of: LineMark.self).first)
        #expect(line.points.allSatisfy { $0?.y == plot.maxY })
        for case .stroke(let path, _) in canvas.operations {
            #expect(path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    @Test func smoothCurveIsPassedToLineAndArea() throws {
        let chart = SampleCharts.activity(interpolation: .smooth).chart(for: RecordingCanvas(size: size), theme: .light)
        #expect(chart.marks(of: LineMark.self).first?.interpolation == .smooth)
        #expect(chart.marks(of: AreaMark.self).first?.interpolation == .smooth)
    }

    @Test func monthLabelsMarkTheWeekInWhichAMonthBegins() {
        let day = { LocalDay(iso: $0)! }
        let labels = WeekAxis.monthLabels(for: [
            (day("2026-10-20"), day("2026-10-26")), (day("2026-10-27"), day("2026-11-02")), (day("2026-11-03"), day("2026-11-09")),
        ])
        #expect(labels == [nil, "NOV", nil])
        // Rolling windows share their boundary day: Nov 1 ends one week and begins the next.
        let rolling = WeekAxis.monthLabels(for: [(day("2026-10-25"), day("2026-11-01")), (day("2026-11-01"), day("2026-11-08"))])
        #expect(rolling == ["NOV", nil])
        #expect(WeekAxis.monthLabels(for: [(day("2026-11-03"), day("2026-11-09"))]) == ["NOV"])
        // Twelve weeks from early September: SEP opens the axis, as OCT is four weeks in.
        let twelve = (0..<12).map { (day("2026-09-07").adding(days: 7 * $0), day("2026-09-13").adding(days: 7 * $0)) }
        #expect(WeekAxis.monthLabels(for: twelve).compactMap { $0 } == ["SEP", "OCT", "NOV"])
        #expect(WeekAxis.monthLabels(for: twelve)[0] == "SEP")
        #expect(WeekAxis.rangeLabel(first: day("2026-12-28"), last: day("2027-01-03")) == "DEC 28 - JAN 03")
    }
}

extension ActivityChartTests {
    static let largeFigures = [Figure("Distance", "21069.43 km"), Figure("Time", "2247h 56m"), Figure("Elevation", "+386631 m")]

    /// Large totals widen the headline's columns instead of running into each other.
    @Test func largeFiguresGetWiderColumns() throws {
        var activity = SampleCharts.activity()
        activity.figures = Self.largeFigures
        let canvas = RecordingCanvas(size: size)
        activity.chart(for: canvas, theme: .light).draw(on: canvas)
        let first = try #require(canvas.position(of: "21069.43 km"))
        let second = try #require(canvas.position(of: "2247h 56m"))
        #expect(second.x - first.x == canvas.measure("21069.43 km", style: Theme.light.figure).width + 30)
        // Ordinary figures keep the usual spacing.
        let usual = RecordingCanvas(size: size)
        SampleCharts.activity().chart(for: usual, theme: .light).draw(on: usual)
        let (a, b) = (try #require(usual.position(of: "42.30 km")), try #require(usual.position(of: "4h 12m")))
        #expect(b.x - a.x == 190)
    }

    /// The figure row as drawn: left-aligned figures, then the best week aligned to the right edge;
    /// none runs into the next, by the widths `canvas` measures.
    static func checkFigureRow(_ operations: [RecordingCanvas.Operation], measuredOn canvas: Canvas, width: Double) throws {
        let row = operations.compactMap { operation -> (text: String, x: Double, style: TextStyle, anchor: TextAnchor)? in
            guard case .text(let text, let point, let style, let anchor) = operation, style.weight == .bold, style.size > 14 else { return nil }
            return (text, point.x, style, anchor)
        }
        let best = try #require(row.last)
        #expect(best.text == "21292.47 km" && best.anchor.horizontal == .trailing)
        func measured(_ item: (text: String, x: Double, style: TextStyle, anchor: TextAnchor)) -> Double { canvas.measure(item.text, style: item.style).width }
        let shown = row.dropLast()
        for (one, next) in zip(shown, shown.dropFirst()) {
            #expect(one.x + measured(one) <= next.x, "\(one.text) runs into \(next.text) at \(width)")
        }
        if let last = shown.last {
            #expect(last.x + measured(last) <= best.x - measured(best), "the figures run into the best week at \(width)")
        }
        if width >= 1200 { #expect(shown.count == 3 && best.style.size == 30) }
    }

    @Test(arguments: [300.0, 400.0, 520.0, 640.0, 760.0, 1200.0, 2400.0])
    func headlineFiguresKeepApartAtEveryWidth(width: Double) throws {
        var activity = SampleCharts.activity()
        activity.figures = Self.largeFigures
        activity.summary = Figure("Best week", "21292.47 km")
        let canvas = RecordingCanvas(size: Size(width: width, height: 600))
        activity.chart(for: canvas, theme: .light).draw(on: canvas)
        try Self.checkFigureRow(canvas.operations, measuredOn: canvas, width: width)
    }

    /// The same with the fonts' own widths: laid out on a cairo canvas, checked by its measure.
    @Test(arguments: [400.0, 640.0, 760.0, 1200.0])
    func headlineFiguresKeepApartInTheRealFont(width: Double) throws {
        var activity = SampleCharts.activity()
        activity.figures = Self.largeFigures
        activity.summary = Figure("Best week", "21292.47 km")
        let cairo = try CairoCanvas(size: Size(width: width, height: 600), format: .png)
        let recorded = RecordingCanvas(size: cairo.size)
        activity.chart(for: cairo, theme: .light).draw(on: recorded)
        try Self.checkFigureRow(recorded.operations, measuredOn: cairo, width: width)
    }
}
