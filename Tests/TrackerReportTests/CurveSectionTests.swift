import Foundation
import Testing
import TrackerCharts
import TrackerCore
@testable import TrackerReport

@Suite struct CurveSectionTests {
    /// A curve of every kept duration to an hour, the compared period 10 W weaker.
    static func curve() -> CurveChart {
        let durations = CurveDurations.upTo(3_600)
        func line(_ label: String, _ less: Double) -> CurveChart.Line {
            CurveChart.Line(label: label, points: durations.map { CurveChart.Effort(duration: $0, value: 250 + 20_000 / Double($0 + 20) - less, source: "Wed 14 Oct 2026 · #\($0 % 7 + 1)") })
        }
        return CurveChart(
            kind: .power, lines: [line("last 12 weeks", 0), line("the 12 weeks before", 10)],
            model: CurveChart.Model(critical: 250, reserve: 20_000, fitted: 120...1_200, label: "CP 250 W, W′ 20.0 kJ"),
            formatter: DisplayFormatter(units: .metric), title: "Best power", subtitle: "LAST 12 WEEKS")
    }

    @Test func theSectionShowsTheCurveWithItsReadOutsAndNoneWithoutOne() throws {
        var page = ReportPageTests.page()
        #expect(!page.html().contains("id=\"curve-chart\""))
        page.curve = Self.curve()
        let html = page.html()
        #expect(html.contains("id=\"curve-chart\"") && html.contains("class=\"curve-hover\"") && html.contains("id=\"curve-detail\""))
        #expect(html.contains("stroke-dasharray=\"8 6\"") && html.contains("class=\"curve-line"))
        #expect(html.contains("<h2 id=\"curve-title\">Best power <span class=\"muted\">last 12 weeks</span></h2>"))
        // The quoted durations for screen readers.
        #expect(html.contains("<li>5 min: 312 W, Wed 14 Oct 2026 · #7</li>"))
        // A page without the part (another chart's page) leaves it out.
        page.parts = [.mood]
        #expect(!page.html().contains("id=\"curve-chart\""))
    }

    @Test func readingsAreThinnedToTheDrawingAndKeepTheQuotedDurations() throws {
        var page = ReportPageTests.page()
        page.curve = Self.curve()
        let readings = page.curveReadings()
        let xs = readings.map(\.point.x)
        #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 })
        #expect(readings.count < CurveDurations.upTo(3_600).count / 2 && readings.count > 100)
        for duration in CurveDurations.quoted where duration <= 3_600 {
            #expect(readings.contains { $0.text.hasPrefix(CurveChart.durationText(duration) + ":") }, "\(duration)")
        }
        let five = try #require(readings.first { $0.text.hasPrefix("5 min:") })
        #expect(five.text == "5 min: 312 W · Wed 14 Oct 2026 · #7 (the 12 weeks before: 302 W)")
        // Where the period's line is drawn.
        let curve = Self.curve()
        let drawn = curve.positions(curve.lines[0], plot: curve.plotArea(in: ReportPage.curveSize))
        let index = try #require(CurveDurations.upTo(3_600).firstIndex(of: 300))
        #expect(five.point == drawn[index])
        let json = page.data.serialized()
        #expect(json.contains("\"durationCurve\"") && json.contains("5 min: 312 W"))
    }
}
