import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrackerCharts

/// Renders the charts through cairo and checks the files: sizes, a few known pixels, the
/// SVG's structure and the PDF's page. No golden images: fonts differ between machines.
@Suite struct CairoCanvasTests {
    enum Sample: String, CaseIterable {
        case activity, mood, rings

        func chart(theme: Theme) -> Chart {
            switch self {
            case .activity: return SampleCharts.activity().chart(for: RecordingCanvas(size: Size(width: 1200, height: 600)), theme: theme)
            case .mood: return SampleCharts.mood().chart(for: RecordingCanvas(size: Size(width: 1200, height: 600)), theme: theme)
            case .rings: return SampleCharts.rings().chart(for: RecordingCanvas(size: Size(width: 600, height: 600)), theme: theme)
            }
        }
    }

    /// Width and height from the PNG's IHDR chunk.
    func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// An attribute by name (FoundationXML's `attribute(forName:)` misses attributes of
    /// elements in a default namespace).
    func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    func close(_ color: Color?, _ expected: Color, tolerance: Double = 0.08) -> Bool {
        guard let color else { return false }
        return abs(color.red - expected.red) <= tolerance && abs(color.green - expected.green) <= tolerance
            && abs(color.blue - expected.blue) <= tolerance
    }

    @Test(arguments: Sample.allCases, [(Theme.light, 1.0), (Theme.light, 2.0), (Theme.dark, 1.0), (Theme.dark, 2.0)])
    func pngHasTheRequestedSizeTimesTheScale(sample: Sample, look: (theme: Theme, scale: Double)) throws {
        let chart = sample.chart(theme: look.theme)
        let bytes = try CairoCanvas.render(chart, as: .png, scale: look.scale)
        let size = try #require(pngSize(bytes))
        #expect(size.0 == Int(chart.size.width * look.scale) && size.1 == Int(chart.size.height * look.scale))
        let raster = try Raster(png: bytes)
        #expect(raster.width == size.0 && raster.height == size.1)
        #expect(close(raster.color(x: 2, y: 2), look.theme.background, tolerance: 0.01))
    }

    @Test(arguments: [1.0, 2.0])
    func activityPixelsShowTheOrangeLineAndAGradientFadingToWhite(scale: Double) throws {
        let activity = SampleCharts.activity()
        let size = Size(width: 1200, height: 600)
        let chart = activity.chart(for: RecordingCanvas(size: size), theme: .light)
        let raster = try Raster(png: try CairoCanvas.render(chart, as: .png, scale: scale))
        func pixel(_ point: Point) -> Color? { raster.color(x: Int(point.x * scale), y: Int(point.y * scale)) }

        // The middle of the segment between weeks 2 and 3 lies on the 3-point line.
        let line = try #require(chart.marks(of: LineMark.self).first?.points.compactMap { $0 })
        let middle = Point(x: (line[2].x + line[3].x) / 2, y: (line[2].y + line[3].y) / 2)
        #expect(close(pixel(middle), Color(hex: 0xFB5200), tolerance: 0.1), "\(String(describing: pixel(middle)))")

        // Under the highest point the fill is orange near the line, nearly white near the baseline.
        let plot = activity.plotArea(in: size)
        let peak = try #require(line.min { $0.y < $1.y })
        let nearTop = try #require(pixel(Point(x: peak.x + 20, y: peak.y + 30)))
        let nearBottom = try #require(pixel(Point(x: peak.x + 20, y: plot.maxY - 6)))
        #expect(nearTop.blue < nearBottom.blue - 0.25)
        #expect(nearTop.red > 0.95 && nearBottom.blue > 0.9)
        // Outside the plot: the white background.
        #expect(close(pixel(Point(x: 600, y: 10)), .white, tolerance: 0.01))
        // Markers: white inside, orange ring.
        #expect(close(pixel(line[0]), .white, tolerance: 0.05))
        #expect(close(pixel(Point(x: line[0].x + 5.5, y: line[0].y)), Color(hex: 0xFB5200), tolerance: 0.15))
    }

    @Test func darkThemeHasADarkBackgroundAndTheSameOrange() throws {
        let chart = SampleCharts.activity().chart(for: RecordingCanvas(size: Size(width: 1200, height: 600)), theme: .dark)
        let raster = try Raster(png: try CairoCanvas.render(chart, as: .png))
        #expect(close(raster.color(x: 5, y: 5), Theme.dark.background, tolerance: 0.01))
        let line = try #require(chart.marks(of: LineMark.self).first?.points.compactMap { $0 })
        let middle = Point(x: (line[2].x + line[3].x) / 2, y: (line[2].y + line[3].y) / 2)
        #expect(close(raster.color(x: Int(middle.x), y: Int(middle.y)), Theme.orange, tolerance: 0.1))
    }

    @Test(arguments: Sample.allCases, [1.0, 2.0])
    func svgParsesAsXMLWithThePathsAndOneGlyphPerCharacter(sample: Sample, scale: Double) throws {
        let chart = sample.chart(theme: .light)
        let bytes = try CairoCanvas.render(chart, as: .svg, scale: scale)
        let document = try XMLDocument(data: Data(bytes))
        let root = try #require(document.rootElement())
        #expect(root.name == "svg")
        #expect(attribute("width", of: root) == "\(Int(chart.size.width * scale))pt")
        let paths = try root.nodes(forXPath: "//*[local-name()='path']").compactMap { $0 as? XMLElement }
        let styles = paths.compactMap { attribute("style", of: $0) }
        // cairo writes colors as percentages: #FB5200 is rgb(98.431373%,32.156863%,0%).
        let orange = "rgb(98.431373%,32.156863%,0%)"
        let good = "rgb(23.921569%,69.803922%,41.960784%)"  // the light theme's #3DB26B
        #expect(styles.contains { $0.contains(sample == .mood ? good : orange) })
        // cairo draws text as glyph outlines, one <use> per character laid out.
        let recorder = RecordingCanvas(size: chart.size)
        chart.draw(on: recorder)
        let glyphs = try root.nodes(forXPath: "//*[local-name()='use']").count
        #expect(glyphs == recorder.texts.reduce(0) { $0 + $1.count })
        if sample == .activity {
            #expect(try root.nodes(forXPath: "//*[local-name()='linearGradient']").count == 1)
            #expect(styles.contains { $0.contains("stroke:\(orange)") && $0.contains("stroke-width:3") })
        }
        if sample == .mood {
            #expect(styles.filter { $0.contains("stroke-dasharray") }.count == 4)
        }
    }

    @Test(arguments: Sample.allCases)
    func pdfStartsWithItsMagicAndHasOnePage(sample: Sample) throws {
        let bytes = try CairoCanvas.render(sample.chart(theme: .dark), as: .pdf, scale: 1, title: "tracker \(sample)")
        #expect(bytes.starts(with: Array("%PDF-".utf8)))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "/Type /Page").count - 1 - (text.components(separatedBy: "/Type /Pages").count - 1) == 1)
        #expect(text.contains("/Count 1"))
        #expect(text.contains("%%EOF"))
    }

    @Test func cairoRefusesImpossibleSurfacesWithAnError() {
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 0, height: 10), format: .png) }
        #expect(throws: RenderError.self) { try CairoCanvas(size: Size(width: 100_000, height: 100_000), format: .png) }
        #expect(throws: RenderError.self) { try Raster(png: Array("not a png".utf8)) }
    }

    @Test func formatComesFromAFileExtension() {
        #expect(ImageFormat(fileName: "chart.PNG") == .png)
        #expect(ImageFormat(fileName: "out/chart.svg") == .svg)
        #expect(ImageFormat(fileName: "a.b/chart") == nil)
        #expect(ImageFormat(fileName: "chart.jpeg") == nil)
    }
}

@Suite struct PNGEncodingTests {
    @Test func translucentPixelsKeepTheirStraightColorAndAlpha() throws {
        let square = Rect(x: 10, y: 10, width: 20, height: 20)
        struct Square: Mark {
            let rect: Rect
            func draw(on canvas: Canvas) { canvas.fill(.rectangle(rect), with: .color(Color(hex: 0xFB5200, alpha: 0.5))) }
        }
        let chart = Chart(size: Size(width: 40, height: 40), background: .clear, marks: [Square(rect: square)])
        let raster = try Raster(png: try CairoCanvas.render(chart, as: .png))
        let inside = try #require(raster.color(x: 20, y: 20))
        #expect(abs(inside.alpha - 0.5) < 0.01)
        #expect(abs(inside.red - 0xFB / 255.0) < 0.02 && abs(inside.green - 0x52 / 255.0) < 0.02 && inside.blue < 0.02)
        #expect(raster.color(x: 2, y: 2)?.alpha == 0)
    }
}
