import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrackerCharts

/// The SVG canvas: well-formed documents with real text, arcs that go round as cairo's do,
/// ids under the prefix, colors named by role, and user text that never becomes markup.
@Suite struct SVGCanvasTests {
    func document(_ chart: Chart, prefix: String = "c", named: @escaping (Color) -> String? = { _ in nil }) throws -> (String, XMLDocument) {
        let canvas = SVGCanvas(size: chart.size, idPrefix: prefix, colorName: named)
        canvas.draw(chart)
        let svg = canvas.document()
        return (svg, try XMLDocument(xmlString: svg))
    }

    @Test(arguments: ["activity", "mood", "rings"])
    func chartsAreWellFormedWithTextAsText(kind: String) throws {
        let chart: Chart
        switch kind {
        case "activity": chart = SampleCharts.activity().chart(for: RecordingCanvas(size: Size(width: 720, height: 470)), theme: .light)
        case "mood": chart = SampleCharts.mood().chart(for: RecordingCanvas(size: Size(width: 720, height: 380)), theme: .light)
        default: chart = SampleCharts.rings().chart(for: RecordingCanvas(size: Size(width: 400, height: 520)), theme: .light)
        }
        let recording = RecordingCanvas(size: chart.size)
        chart.draw(on: recording)
        let (svg, xml) = try document(chart)
        let texts = try xml.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts == recording.texts)
        #expect(!svg.contains("glyph"))
        // Every fill and stroke became one path; text is the rest.
        let paths = try xml.nodes(forXPath: "//*[local-name()='path']").count
        #expect(paths == recording.fills.count + recording.strokes.count)
        #expect(svg.utf8.count < 40_000)
    }

    @Test func gradientIdsCarryThePrefix() throws {
        let chart = SampleCharts.activity().chart(for: RecordingCanvas(size: Size(width: 720, height: 470)), theme: .light)
        let (svg, xml) = try document(chart, prefix: "first")
        let ids = try xml.nodes(forXPath: "//*[@id]").compactMap { ($0 as? XMLElement)?.attributes?.first { $0.name == "id" }?.stringValue }
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { $0.hasPrefix("first-g") })
        #expect(Set(ids).count == ids.count)
        #expect(svg.contains("url(#first-g1)"))
    }

    @Test func namedColorsBecomeClassesWithTheirOpacity() throws {
        let chart = Chart(size: Size(width: 10, height: 10), background: .white, marks: [
            RuleMark.horizontal(y: 5, from: 0, to: 10, style: StrokeStyle(Theme.orange.opacity(0.5), width: 2)),
        ])
        let (svg, _) = try document(chart) { $0 == Theme.orange ? "accent" : nil }
        #expect(svg.contains("class=\"s-accent\" stroke-opacity=\"0.5\""))
        #expect(svg.contains("fill=\"#FFFFFF\""))
    }

    @Test func textIsEscaped() throws {
        let hostile = "<script>alert(1)</script> & \"quotes\" </svg>"
        let chart = Chart(size: Size(width: 100, height: 50), background: .white, marks: [
            TextMark(hostile, at: Point(x: 1, y: 20), style: Theme.light.caption),
        ])
        let (svg, xml) = try document(chart)
        #expect(!svg.contains("<script"))
        let texts = try xml.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
        #expect(texts == [hostile])
    }

    @Test func fullCircleAndLapsBecomeQuarterArcs() {
        let center = Point(x: 50, y: 50)
        let circle = SVGCanvas.pathData(.circle(center: center, radius: 10))
        #expect(circle == "M60 50A10 10 0 0 1 50 60A10 10 0 0 1 40 50A10 10 0 0 1 50 40A10 10 0 0 1 60 50Z")
        // One and a half turns: six quarter arcs, ending half way round.
        let lap = SVGCanvas.pathData(ArcMark(center: center, radius: 10, from: -.pi / 2, to: 2.5 * .pi, style: StrokeStyle(.black)).path)
        #expect(lap.components(separatedBy: "A").count - 1 == 6)
        #expect(lap.hasSuffix("50 60"))
        let backwards = SVGCanvas.pathData(Path([.move(Point(x: 60, y: 50)), .arc(center: center, radius: 10, start: 0, end: -.pi / 2)]))
        #expect(backwards == "M60 50A10 10 0 0 0 50 40")
    }

    @Test func manyTurnsAreWrittenAsOneAndTheRemainder() {
        let center = Point(x: 50, y: 50)
        let start = -Double.pi / 2
        let many = SVGCanvas.pathData(ArcMark(center: center, radius: 10, from: start, to: start + 2 * .pi * 100.25, style: StrokeStyle(.black)).path)
        let few = SVGCanvas.pathData(ArcMark(center: center, radius: 10, from: start, to: start + 2 * .pi * 1.25, style: StrokeStyle(.black)).path)
        // One turn and a quarter: five quarter arcs, from the top round to the same end.
        #expect(many == few)
        #expect(many.components(separatedBy: "A").count - 1 == 5)
        #expect(many.hasPrefix("M50 40"))
        #expect(many.hasSuffix("60 50") && few.hasSuffix("60 50"))
    }

    @Test(arguments: [(12.5, "12.5"), (-3, "-3"), (0.004, "0"), (1.05, "1.05"), (100.1, "100.1"), (-0.25, "-0.25"), (Double.nan, "0")])
    func numbersAreShort(value: Double, text: String) {
        #expect(SVGCanvas.number(value) == text)
    }

    @Test func textLandsOnTheBaselineItsAnchorAsksFor() throws {
        let style = TextStyle(size: 20, color: .black)
        let chart = Chart(size: Size(width: 100, height: 100), background: .white, marks: [
            TextMark("top", at: Point(x: 50, y: 10), style: style, anchor: .top),
            TextMark("end", at: Point(x: 50, y: 50), style: style, anchor: .trailing),
        ])
        let (svg, _) = try document(chart)
        #expect(svg.contains("x=\"50\" y=\"28.6\" text-anchor=\"middle\""))
        #expect(svg.contains("x=\"50\" y=\"56.9\" text-anchor=\"end\""))
    }
}
