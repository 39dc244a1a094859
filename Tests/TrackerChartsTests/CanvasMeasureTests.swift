import Testing
import TrackerCharts

/// `Canvas.measure`: the recording canvas's fixed estimate, and cairo's widths as Pango lays
/// the text out for drawing.
@Suite struct CanvasMeasureTests {
    static let style = TextStyle(size: 20, color: .black)

    @Test func theRecordingEstimateIsFixedAndDrawsNothing() {
        let canvas = RecordingCanvas(size: Size(width: 100, height: 100))
        #expect(canvas.measure("abcde", style: Self.style) == Size(width: 60, height: 24))
        var bold = Self.style
        bold.weight = .bold
        #expect(canvas.measure("abcde", style: bold).width == 65)
        var spaced = Self.style
        spaced.letterSpacing = 2
        // Spacing between the five letters, not after the last.
        #expect(canvas.measure("abcde", style: spaced).width == 68)
        #expect(canvas.measure("", style: Self.style).width == 0)
        #expect(canvas.operations.isEmpty)
    }

    @Test func cairoWidthsFollowTheFont() throws {
        let canvas = try CairoCanvas(size: Size(width: 400, height: 100), format: .png)
        let wide = canvas.measure("WWWW", style: Self.style), narrow = canvas.measure("iiii", style: Self.style)
        #expect(wide.width > 2 * narrow.width)
        #expect(canvas.measure("", style: Self.style).width == 0)
        // Twice the size is twice the width, give or take Pango's rounding of each glyph's
        // position to a whole point.
        var large = Self.style
        large.size = 40
        let single = canvas.measure("21069.43 km", style: Self.style).width
        #expect(abs(canvas.measure("21069.43 km", style: large).width - 2 * single) <= Double("21069.43 km".count) / 2)
        var bold = Self.style
        bold.weight = .bold
        #expect(canvas.measure("21069.43 km", style: bold).width > single)
        // Letter spacing goes between letters: three gaps in four letters, none after the last.
        var spaced = Self.style
        spaced.letterSpacing = 3
        let added = canvas.measure("abcd", style: spaced).width - canvas.measure("abcd", style: Self.style).width
        #expect(abs(added - 9) <= 1, "\(added)")
        #expect(canvas.measure("a", style: spaced).width == canvas.measure("a", style: Self.style).width)
        // A line of DejaVu Sans is a little more than its size high.
        #expect((20...28).contains(wide.height))
    }

    /// Text drawn with a trailing anchor ends where it was put and starts one measured width
    /// before: measure and text agree, with letter spacing too (small capitals' captions).
    @Test(arguments: [0.0, 2.0])
    func cairoMeasuresWhatItDraws(letterSpacing: Double) throws {
        let canvas = try CairoCanvas(size: Size(width: 400, height: 100), format: .png, opaque: true)
        let text = "HHHH 1111"
        var style = Self.style
        style.letterSpacing = letterSpacing
        let width = canvas.measure(text, style: style).width
        Chart(size: canvas.size, background: .white, marks: [
            TextMark(text, at: Point(x: 300, y: 50), style: style, anchor: .trailing),
        ]).draw(on: canvas)
        let raster = try Raster(png: try canvas.finish())
        let inked = (0..<raster.width).filter { x in (30..<70).contains { y in (raster.color(x: x, y: y)?.red ?? 1) < 0.5 } }
        let first = try #require(inked.first), last = try #require(inked.last)
        // Ink sits a point or two inside the logical box (the side bearings of H and 1).
        #expect(Double(first) >= 300 - width - 1 && Double(first) <= 300 - width + 4, "ink from \(first), box from \(300 - width)")
        #expect(Double(last) <= 300 && Double(last) >= 300 - 5, "ink to \(last)")
    }
}
