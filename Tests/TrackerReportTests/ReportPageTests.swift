import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerTime

/// The page as text: a policy that allows exactly its own script and style, nothing fetched,
/// user text that never becomes markup, well-formed drawings with unique ids, and its size.
@Suite struct ReportPageTests {
    static let hostile = "<script>alert(1)</script> </script> <!-- & \"x\""

    static func page(weeks count: Int = 12, note: String? = hostile, theme: PageTheme = .auto, rings: Bool = true, progress: Double = 1.37) -> ReportPage {
        let last = LocalDay(year: 2026, month: 11, day: 29)!
        let values = (0..<count).map { 20 + Double(($0 * 37) % 29) }
        let chartWeeks = values.indices.map { index -> ActivityChart.Week in
            let end = last.adding(days: -7 * (count - 1 - index))
            return ActivityChart.Week(first: end.adding(days: -6), last: end, value: values[index])
        }
        let weeks = chartWeeks.indices.map { index in
            ReportPage.Week(
                label: DisplayFormatter.dayRange(first: chartWeeks[index].first, last: chartWeeks[index].last),
                caption: index == count - 1 ? "LAST 7 DAYS" : "\(count - 1 - index) WEEKS AGO",
                distance: String(format: "%.2f km", values[index]), duration: "\(index)h 5m", elevation: "+\(index * 10) m",
                activities: 3, mood: "2.0")
        }
        var charts: [WeekMetric: ActivityChart] = [:]
        for (metric, unit, scale) in [(WeekMetric.distance, "km", 1.0), (.duration, "h", 0.1), (.elevation, "m", 30)] {
            charts[metric] = ActivityChart(
                weeks: chartWeeks.map { ActivityChart.Week(first: $0.first, last: $0.last, value: $0.value * scale) },
                selected: count - 1, headline: weeks[count - 1].label, figures: [], summaryCaption: "LAST \(count) WEEKS",
                summary: Figure("Best week", "48.00 \(unit)"), unit: unit)
        }
        let days = (0..<28).map { last.adding(days: $0 - 27) }
        let levels: [MoodLevel?] = days.indices.map { $0 % 5 == 0 ? nil : MoodLevel(rawValue: $0 % 4) }
        let moodDays = days.indices.compactMap { index in
            levels[index].map { ReportPage.MoodDay(index: index, label: DisplayFormatter.shortDay(days[index]), level: $0, note: index == 3 ? note : nil) }
        }
        return ReportPage(
            title: "Training report", subtitle: "As of Sun 29 Nov 2026", theme: theme, weeks: weeks, selected: count - 1,
            metric: .distance, activityCharts: charts, spanTitle: "LAST \(count) WEEKS",
            rings: rings ? RingsChart(rings: [RingsChart.Ring(name: "Distance", metric: .distance, progress: progress, detail: "68 / 50 km")], subtitle: "NOV 23 - NOV 29") : nil,
            ringsNote: "No weekly goals are set.",
            mood: MoodChart(days: days, levels: levels, subtitle: "NOV 02 - NOV 29"), moodDays: moodDays,
            summary: [ReportPage.SummaryRow("Longest", "Run · \(hostile)")])
    }

    /// The text between `open` and the next `close`, every time.
    func sections(of html: String, from open: String, to close: String) -> [String] {
        var found: [String] = []
        var rest = html[...]
        while let start = rest.range(of: open), let end = rest[start.upperBound...].range(of: close) {
            found.append(String(rest[start.upperBound..<end.lowerBound]))
            rest = rest[end.upperBound...]
        }
        return found
    }

    /// The page without its data block's content, which is no markup.
    func withoutData(_ html: String) -> String {
        guard let start = html.range(of: "id=\"report-data\">"), let end = html[start.upperBound...].range(of: "</script>") else { return html }
        return String(html[..<start.upperBound] + html[end.lowerBound...])
    }

    @Test func thePolicyAllowsExactlyTheInlineScriptAndStyle() throws {
        let html = withoutData(Self.page().html())
        let policy = try #require(sections(of: html, from: "http-equiv=\"Content-Security-Policy\" content=\"", to: "\"").first)
        #expect(policy.hasPrefix("default-src 'none'"))
        let scripts = sections(of: html, from: "<script>", to: "</script>")
        let styles = sections(of: html, from: "<style>", to: "</style>")
        #expect(scripts.count == 1 && styles.count == 1)
        #expect(policy.contains("script-src \(SHA256.contentSecurityPolicySource(scripts[0]));"))
        #expect(policy.contains("style-src \(SHA256.contentSecurityPolicySource(styles[0]));"))
        #expect(!policy.contains("unsafe"))
    }

    @Test func nothingIsFetched() {
        let html = Self.page().html()
        for reference in [" src=", " href=", "@import", "url(http", "url(//", "<link", "<img", "<iframe"] {
            #expect(!html.contains(reference), "\(reference)")
        }
        let urls = sections(of: html, from: "url(", to: ")")
        #expect(!urls.isEmpty && urls.allSatisfy { $0.hasPrefix("#") })
    }

    @Test func userTextNeverBecomesMarkup() throws {
        let html = Self.page().html()
        // The page's own two script elements, and no other.
        #expect(withoutData(html).components(separatedBy: "<script").count - 1 == 2)
        #expect(!html.contains("<!-- &"))
        let json = try #require(sections(of: html, from: "<script type=\"application/json\" id=\"report-data\">", to: "</script>").first)
        #expect(!json.contains("</") && !json.contains("<!--"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let notes = (data["mood"] as? [[String: Any]] ?? []).compactMap { $0["note"] as? String }
        #expect(notes == [Self.hostile])
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &lt;/script&gt; &lt;!-- &amp; &quot;x&quot;"))
    }

    @Test func theDrawingsAreWellFormedWithUniqueIds() throws {
        let html = Self.page().html()
        let drawings = sections(of: html, from: "<svg ", to: "</svg>").map { "<svg " + $0 + "</svg>" }
        #expect(drawings.count == 3)
        var ids: [String] = []
        for drawing in drawings {
            let document = try XMLDocument(xmlString: drawing)
            let elements = try document.nodes(forXPath: "//*").compactMap { $0 as? XMLElement }
            ids += elements.compactMap { $0.attributes?.first { $0.name == "id" }?.stringValue }
        }
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("activity-chart") && ids.contains("activity-g1") && ids.contains("rings-g1"))
    }

    @Test func theGraphIsClassedForTheScript() throws {
        let svg = try #require(sections(of: Self.page().html(), from: "<svg ", to: "</svg>").first)
        func count(_ name: String) -> Int { svg.components(separatedBy: "class=\"\(name)").count - 1 }
        #expect(count("line") == 1)
        #expect(count("area") == 1)
        // A fill and a stroke for each of the 11 unselected weeks.
        #expect(count("marker") == 22)
        #expect(count("selected-point") == 2 && count("halo") == 1 && count("selected-rule") == 1 && count("axis-top") == 1)
        #expect(count("week\" role=\"option\"") == 12)
        #expect(svg.components(separatedBy: "aria-selected=\"true\"").count - 1 == 1)
        // The headline is the page's text, not the drawing's.
        #expect(!svg.contains(">Best week<"))
    }

    @Test func eachMetricHasItsLineThroughEveryWeek() throws {
        let html = Self.page().html()
        let json = try #require(sections(of: html, from: "id=\"report-data\">", to: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let metrics = try #require(data["metrics"] as? [String: [String: Any]])
        #expect(Set(metrics.keys) == ["distance", "duration", "elevation"])
        var lines: Set<String> = []
        for (_, series) in metrics {
            let points = try #require(series["points"] as? [[Double]])
            #expect(points.count == 12)
            #expect(zip(points, points.dropFirst()).allSatisfy { $0[0] < $1[0] })
            lines.insert(try #require(series["line"] as? String))
        }
        #expect(metrics["elevation"]?["axisTop"] as? String == "1500 m")
        #expect(lines.count == 1, "the same shape on its own scale draws the same line")
    }

    @Test(arguments: [PageTheme.auto, .light, .dark])
    func thePaletteFollowsTheTheme(theme: PageTheme) throws {
        let html = Self.page(theme: theme).html()
        let style = try #require(sections(of: html, from: "<style>", to: "</style>").first)
        #expect(style.contains("prefers-color-scheme: dark") == (theme == .auto))
        #expect(style.contains("--bg:#16161A") == (theme != .light))
        #expect(style.contains("--bg:#FFFFFF"))
        #expect(style.contains("@media print"))
    }

    @Test func withoutGoalsThePageSaysHowToSetThem() {
        let html = Self.page(rings: false).html()
        #expect(!html.contains("id=\"rings-chart\""))
        #expect(html.contains("No weekly goals are set."))
        #expect(!html.contains("\"rings\":"))
    }

    @Test(arguments: [(12, 150_000), (104, 400_000)])
    func staysSmall(weeks: Int, limit: Int) {
        let size = Self.page(weeks: weeks).html().utf8.count
        #expect(size < limit, "\(size) bytes for \(weeks) weeks")
    }

    /// A ring far past its goal draws one turn and the remainder, and the script's head follows
    /// that path: the page stays small and the motion short.
    @Test(arguments: [(1.37, 1.37), (100.25, 1.25), (2.5, 1.5)])
    func ringsFarPastTheirGoal(progress: Double, drawn: Double) throws {
        let html = Self.page(progress: progress).html()
        let json = try #require(sections(of: html, from: "id=\"report-data\">", to: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rings = try #require(data["rings"] as? [String: Any])
        let shown = try #require((rings["progress"] as? [Double])?.first)
        #expect(abs(shown - drawn) < 1e-9)
        #expect(html.utf8.count < 100_000)
    }

    @Test func scriptDataEscapesWhatCouldEndIt() {
        #expect(ReportPage.scriptData(#"{"a":"</script><!--x"}"#) == #"{"a":"<\/script>\u003C!--x"}"#)
    }
}
