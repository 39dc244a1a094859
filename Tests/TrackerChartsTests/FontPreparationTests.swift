import Foundation
import Testing
import TrackerCharts
import TrackerCore
import TrackerTestSupport

/// Fonts opened on a second thread and handed to the canvas that draws.
@Suite struct FontPreparationTests {
    /// Runs `body` on a thread of its own, whose Pango font map starts empty.
    func onNewThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, any Error>?
        let thread = Thread {
            result = Result { try body() }
            done.signal()
        }
        thread.start()
        done.wait()
        return try #require(result).get()
    }

    static let theme = Theme.light
    static let styles = [theme.caption, theme.figureLabel, theme.figure, theme.axisLabel]

    @Test(arguments: [1.0, 2.0])
    func preparedFontsDrawTheSamePixelsAsFontsOpenedWhileDrawing(scale: Double) throws {
        let chart = SampleCharts.activity().chart(for: RecordingCanvas(size: Size(width: 1200, height: 600)), theme: Self.theme)
        let fresh = try onNewThread { try CairoCanvas.render(chart, as: .png, scale: scale) }
        let (prepared, adopted) = try onNewThread {
            let fonts = FontPreparation(styles: Self.styles, scale: scale)
            let canvas = try CairoCanvas(size: chart.size, format: .png, scale: scale, opaque: true, fonts: fonts)
            chart.draw(on: canvas)
            return (try canvas.finish(), canvas.usesPreparedFonts)
        }
        #expect(adopted, "the canvas drew with its own fonts, not the prepared ones")
        #expect(prepared == fresh)
    }

    @Test func preparedFontsAreAdoptedOnceThenTheThreadKeepsThem() throws {
        let chart = SampleCharts.mood().chart(for: RecordingCanvas(size: Size(width: 1200, height: 600)), theme: Self.theme)
        let (first, second, bytes) = try onNewThread {
            let fonts = FontPreparation(styles: Self.styles)
            let one = try CairoCanvas(size: chart.size, format: .svg, fonts: fonts)
            let two = try CairoCanvas(size: chart.size, format: .svg, fonts: fonts)
            chart.draw(on: two)
            return (one.usesPreparedFonts, two.usesPreparedFonts, try two.finish())
        }
        #expect(first && !second)
        #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
    }

    @Test func aPreparationNobodyAdoptsEndsWithoutDrawing() throws {
        // More styles than the preparation keeps, and none used: its thread is joined at deinit.
        let styles = (0..<40).map { Self.theme.font(Double(8 + $0), $0 % 2 == 0 ? .regular : .bold) }
        var fonts: FontPreparation? = FontPreparation(styles: styles, scale: 3)
        _ = fonts
        fonts = nil
        let bytes = try CairoCanvas.render(SampleCharts.rings().chart(for: RecordingCanvas(size: Size(width: 600, height: 600)), theme: Self.theme), as: .pdf)
        #expect(bytes.starts(with: Array("%PDF".utf8)))
    }

    /// Size and weight, what choosing and opening a font depends on.
    struct FontKey: Hashable, CustomStringConvertible {
        let size: Double
        let bold: Bool
        init(_ style: TextStyle) { (size, bold) = (style.size, style.weight == .bold) }
        var description: String { "\(size)\(bold ? " bold" : "")" }
    }

    func drawnFonts(_ chart: Chart) -> Set<FontKey> {
        let canvas = RecordingCanvas(size: chart.size)
        chart.draw(on: canvas)
        return Set(canvas.operations.compactMap { if case .text(_, _, let style, _) = $0 { FontKey(style) } else { nil } })
    }

    @Test(arguments: [Theme.light, Theme.dark])
    func eachChartDeclaresTheFontsItDraws(theme: Theme) throws {
        let size = Size(width: 1200, height: 600)
        let optional: Set<FontKey> = [FontKey(theme.title), FontKey(theme.note)]
        let cases: [(String, [Chart], [TextStyle])] = [
            ("activity", [SampleCharts.activity().chart(for: RecordingCanvas(size: size), theme: theme)], ActivityChart.textStyles(theme)),
            ("mood", [SampleCharts.mood().chart(for: RecordingCanvas(size: size), theme: theme), SampleCharts.mood(days: 28).chart(for: RecordingCanvas(size: size), theme: theme)], MoodChart.textStyles(theme)),
            ("rings", [SampleCharts.rings().chart(for: RecordingCanvas(size: Size(width: 600, height: 600)), theme: theme)], RingsChart.textStyles(theme)),
            ("route", try TrackMetric.allCases.map { metric in
                try RouteChart(activity: TrackedActivity(stream: SampleStreams.hillyLoop(), type: .run, formatter: DisplayFormatter(units: .metric), title: "Loop", subtitle: "SUN 29 NOV"), colorBy: metric)
                    .chart(for: RecordingCanvas(size: size), theme: theme)
            }, RouteChart.textStyles(theme)),
            ("profile", try [TrackMetric.pace, .heartRate].map { overlay in
                try ProfileChart(activity: TrackedActivity(stream: SampleStreams.hillyLoop(), type: .run, formatter: DisplayFormatter(units: .metric), title: "Loop", subtitle: "SUN 29 NOV"), overlay: overlay)
                    .chart(for: RecordingCanvas(size: size), theme: theme)
            }, ProfileChart.textStyles(theme)),
        ]
        for (name, charts, declared) in cases {
            let drawn = charts.reduce(into: Set<FontKey>()) { $0.formUnion(drawnFonts($1)) }
            let missing = drawn.subtracting(declared.map(FontKey.init)).subtracting(optional)
            #expect(missing.isEmpty, "the \(name) chart draws with fonts it does not declare: \(missing)")
            let unused = Set(declared.map(FontKey.init)).subtracting(drawn)
            #expect(unused.isEmpty, "the \(name) chart declares fonts it never draws: \(unused)")
        }
    }
}
