import Testing
import TrackerCore
@testable import TrackerReport

@Suite struct ZoneSectionTests {
    /// Two weeks: the longer fills the 320-unit bar, the other half of it; names are escaped.
    @Test func eachWeekIsAStackedBarScaledToTheLongestWeek() {
        var page = ReportPageTests.page()
        #expect(!page.html().contains("zones-table"))
        page.zones = ZoneWeeks(
            title: "Heart-rate zones (max)",
            zones: [.init(label: "Z1", name: "Easy <b>", range: "up to 119 bpm"), .init(label: "Z2", name: "Hard", range: "120 bpm and up")],
            weeks: [
                .init(label: "NOV 16 - NOV 22", seconds: [1800, 1800], total: "1h 0m", polarizationIndex: "-"),
                .init(label: "NOV 23 - NOV 29", seconds: [1800, 0], total: "30m", polarizationIndex: "0.00"),
            ])
        let html = page.html()
        #expect(html.contains("<rect class=\"zone-1\" x=\"0.0\" y=\"2\" width=\"160.0\" height=\"14\">"))
        #expect(html.contains("<rect class=\"zone-2\" x=\"160.0\" y=\"2\" width=\"160.0\" height=\"14\">"))
        #expect(html.contains("aria-label=\"Z1 30 min\""))
        #expect(html.contains("Easy &lt;b&gt;") && !html.contains("Easy <b>"))
        #expect(html.contains("<td>30m</td><td>0.00</td>"))
    }
}
