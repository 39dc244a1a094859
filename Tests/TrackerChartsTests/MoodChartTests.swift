import Testing
import TrackerCharts
import TrackerCore

@Suite struct MoodChartTests {
    let size = Size(width: 1200, height: 600)

    @Test func fourDashedGridlinesWithTheLevelNamesBottomToTop() throws {
        let mood = SampleCharts.mood()
        let chart = mood.chart(for: RecordingCanvas(size: size), theme: .light)
        let rules = chart.marks(of: RuleMark.self)
        #expect(rules.count == 4)
        #expect(rules.allSatisfy { !$0.style.dash.isEmpty && $0.start.y == $0.end.y })
        #expect(zip(rules, rules.dropFirst()).allSatisfy { $0.start.y > $1.start.y })
        let canvas = RecordingCanvas(size: size)
        chart.draw(on: canvas)
        let names = ["Terrible", "Usual", "Good", "Excellent"]
        let positions = try names.map { try #require(canvas.position(of: $0)) }
        for (rule, position) in zip(rules, positions) { #expect(rule.start.y == position.y) }
    }

    @Test func daysWithoutAMoodAreGapsNotZeros() throws {
        // good, usual, (none), excellent, good, terrible, good
        let mood = SampleCharts.mood()
        let chart = mood.chart(for: RecordingCanvas(size: size), theme: .light)
        let plot = mood.plotArea(in: size)
        let y = mood.levelScale(for: plot), x = mood.dayScale(for: plot)
        let line = try #require(chart.marks(of: LineMark.self).first)
        #expect(line.points[2] == nil)
        #expect(line.runs.count == 2)
        #expect(line.runs[0] == [Point(x: x(0), y: y(2)), Point(x: x(1), y: y(1))])
        let markers = chart.marks(of: PointMark.self).filter { $0.center.x > plot.minX }
        #expect(markers.count == 6)
        #expect(!markers.contains { $0.center.x == x(2) })
        #expect(markers.first { $0.center.x == x(5) }?.center.y == y(0))
        #expect(markers.first { $0.center.x == x(5) }?.fill == .color(Theme.light.moodColors[0]))
    }

    @Test func daysWithRoomAreLabelledOneByOneAndLongerSpansByMondays() {
        let week = SampleCharts.mood().dayLabels(width: 1200)
        #expect(week.map(\.lines) == [["Mon", "23 Nov"], ["Tue", "24 Nov"], ["Wed", "25 Nov"], ["Thu", "26 Nov"], ["Fri", "27 Nov"], ["Sat", "28 Nov"], ["Sun", "29 Nov"]])
        let tenDays = SampleCharts.mood(days: 10).dayLabels(width: 1200)
        #expect(tenDays.count == 10)
        #expect(tenDays.first?.lines == ["Fri", "20 Nov"] && tenDays.last?.lines == ["Sun", "29 Nov"])
        let month = SampleCharts.mood(days: 28).dayLabels(width: 1200)
        #expect(month.map(\.lines) == [["2 Nov"], ["9 Nov"], ["16 Nov"], ["23 Nov"]])
        #expect(SampleCharts.mood(days: 84).dayLabels(width: 1200).count == 12)
        #expect(SampleCharts.mood(days: 84).dayLabels(width: 600).count == 6)
    }

    @Test(arguments: [(7, 200.0), (7, 206.0), (28, 206.0), (7, 300.0), (7, 500.0), (10, 700.0), (14, 700.0), (28, 400.0),
                      (84, 1200.0), (366, 8000.0), (366, 300.0), (366, 200.0)])
    func labelsNeverCrowdAndNameAtLeastTwoDaysWhereTheyFit(days: Int, width: Double) {
        let mood = SampleCharts.mood(days: days)
        let chart = mood.chart(for: RecordingCanvas(size: Size(width: width, height: 600)), theme: .light)
        let canvas = RecordingCanvas(size: chart.size)
        chart.draw(on: canvas)
        let plot = mood.plotArea(in: chart.size)
        // The first line of each label, read from what was drawn below the plot.
        let labels = canvas.operations.compactMap { operation -> Point? in
            guard case .text(_, let point, let style, _) = operation, point.y > plot.maxY else { return nil }
            // Every line sits above the bottom edge (about 16 points a line).
            #expect(point.y + style.size * 1.3 <= chart.size.height)
            return point
        }
        let firstLines = Dictionary(grouping: labels, by: \.x).keys.sorted()
        let gaps = zip(firstLines.dropFirst(), firstLines).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= 56 - 1e-6 }, "labels \(gaps.min() ?? 0) points apart")
        // Two labels whenever the plot is wide enough for two.
        if plot.width >= 2 * 56 { #expect(firstLines.count >= 2) } else { #expect(firstLines.count >= 1) }
    }

    @Test func noMoodsDrawsTheFrameAndANote() {
        let mood = SampleCharts.mood(empty: true)
        let canvas = RecordingCanvas(size: size)
        let chart = mood.chart(for: RecordingCanvas(size: size), theme: .dark)
        chart.draw(on: canvas)
        #expect(chart.marks(of: LineMark.self).isEmpty)
        #expect(chart.marks(of: RuleMark.self).filter { !$0.style.dash.isEmpty }.count == 4)
        #expect(canvas.texts.contains("No moods recorded in these 7 days"))
    }
}
