import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerImport
import TrackerTestSupport
import TrackerTime

/// `tracker chart ... --format html`: one chart on a self-contained page, with the report's
/// policy, script and data block, and nothing fetched.
@Suite struct ChartPageCommandTests {
    static let hostileTitle = "</script><script>alert(1)</script> & <!--"

    /// The report's data: three activities, a mood whose note would end a script, a goal.
    func populated() -> TrackerHarness { ReportCommandTests().populated() }

    func dataBlock(_ html: String) throws -> [String: Any] { try ReportCommandTests().dataBlock(html) }

    /// The checks every page passes: the policy, no reference outside the file, only its own
    /// two script elements, and the drawing `id`.
    func expectSelfContained(_ html: String, drawing id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(html.hasPrefix("<!DOCTYPE html>"), sourceLocation: sourceLocation)
        #expect(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-"), sourceLocation: sourceLocation)
        for reference in [" src=", " href=", "@import", "url(http", "url(//", "<link", "<img", "<iframe"] {
            #expect(!html.contains(reference), "\(reference)", sourceLocation: sourceLocation)
        }
        // The one URL is the SVG namespace, which names and fetches nothing.
        let withoutNamespace = html.replacing("xmlns=\"http://www.w3.org/2000/svg\"", with: "").replacing("http-equiv", with: "")
        #expect(!withoutNamespace.contains("http"), sourceLocation: sourceLocation)
        #expect(html.components(separatedBy: "</script>").count - 1 == 2, sourceLocation: sourceLocation)
        #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), sourceLocation: sourceLocation)
        #expect(html.contains("id=\"\(id)\""), sourceLocation: sourceLocation)
    }

    @Test func theActivityPageHoldsTheGraphAndTheWeeksOfTrackerWeeks() throws {
        let harness = populated()
        let page = harness.run(["chart", "--format", "html", "--weeks", "6", "--metric", "elevation", "--title", Self.hostileTitle])
        #expect(page.status == 0, "\(page.error)")
        expectSelfContained(page.output, drawing: "activity-chart")
        #expect(page.output.components(separatedBy: "class=\"week\" role=\"option\"").count - 1 == 6)
        #expect(page.output.contains("class=\"line "))
        // One metric's graph: nothing to switch to, and no other section of the report.
        #expect(!page.output.contains("class=\"metric\""))
        for section in ["rings-chart", "mood-chart", "weeks-table", "summary-title"] {
            #expect(!page.output.contains("id=\"\(section)\""), "\(section)")
        }
        // The title is text, in the page's title and heading.
        #expect(page.output.contains("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!--</title>"))
        #expect(!page.output.contains("<!--<"))
        let data = try dataBlock(page.output)
        #expect(data["metric"] as? String == "elevation")
        let shown = try #require(data["weeks"] as? [[String: Any]])
        let weeks = harness.run(["weeks", "--weeks", "6", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(weeks.output.utf8)) as? [String: Any])
        let expected = try #require(json["weeks"] as? [[String: Any]])
        #expect(shown.count == 6 && expected.count == 6)
        for (week, figures) in zip(expected, shown) {
            #expect(figures["activities"] as? Int == week["activities"] as? Int)
            let meters = try #require(week["elevation_m"] as? Double)
            #expect(figures["elevation"] as? String == String(format: "+%.0f m", meters))
        }
        let metrics = try #require(data["metrics"] as? [String: Any])
        #expect(Array(metrics.keys) == ["elevation"])
    }

    @Test func theMoodPageKeepsNotesAsTextAndIsPrivate() throws {
        let harness = populated()
        let path = harness.directory.file("mood.html")
        let result = harness.run(["chart", "mood", "--days", "14", "-o", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote \(path) (HTML, "))
        let html = try #require(try? String(contentsOfFile: path, encoding: .utf8))
        expectSelfContained(html, drawing: "mood-chart")
        #expect(html.components(separatedBy: "class=\"day\" data-day").count - 1 == 1)
        #expect(html.contains("&lt;!--&lt;script&gt;"))
        let data = try dataBlock(html)
        let notes = (data["mood"] as? [[String: Any]] ?? []).compactMap { $0["note"] as? String }
        #expect(notes == ["<!--<script>"])
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }

    @Test func theRingsPageFillsTheRings() throws {
        let result = populated().run(["chart", "rings", "--format", "html", "--theme", "dark"])
        #expect(result.status == 0, "\(result.error)")
        expectSelfContained(result.output, drawing: "rings-chart")
        #expect(result.output.contains("data-theme=\"dark\""))
        #expect(result.output.contains("class=\"ring-arc "))
        let rings = try #require(try dataBlock(result.output)["rings"] as? [String: Any])
        #expect((rings["progress"] as? [Double])?.count == 1)
    }

    @Test func theLoadChartIsShownAsDrawn() throws {
        let result = populated().run(["chart", "load", "--format", "html"])
        #expect(result.status == 0, "\(result.error)")
        expectSelfContained(result.output, drawing: "drawing-chart")
        #expect(result.output.contains("data-theme=\"auto\""))
        #expect(result.output.contains("<title>Fitness, fatigue and form</title>"))
    }

    /// Route and profile are shown as drawn, their activity's name in the page's header only.
    @Test func routeAndProfilePagesShowTheDrawing() throws {
        let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")
        let stream = try SampleStreams.hillyLoop()
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 0), type: .run, name: "Castle </script> loop",
                                distance: 8_300, duration: stream.elapsedTime)
        let path = tracker.directory.file("loop.gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        #expect(tracker.run(["import", path]).status == 0)
        for kind in ["route", "profile"] {
            let result = tracker.run(["chart", kind, "last", "--format", "html"])
            #expect(result.status == 0, "\(result.error)")
            expectSelfContained(result.output, drawing: "drawing-chart")
            #expect(result.output.contains("<h1>Castle &lt;/script&gt; loop</h1>"))
            let drawing = try #require(result.output.range(of: "<svg")).lowerBound
            #expect(!result.output[drawing...].contains(">Castle &lt;/script&gt; loop<"))
        }
    }

    @Test func theFileNameGivesTheFormat() throws {
        let harness = populated()
        let path = harness.directory.file("weeks.HTML")
        let result = harness.run(["chart", "-o", path])
        #expect(result.status == 0, "\(result.error)")
        let html = try #require(try? String(contentsOfFile: path, encoding: .utf8))
        expectSelfContained(html, drawing: "activity-chart")
    }

    @Test(arguments: [
        (["chart", "--format", "html", "--width", "800"], "--width does not apply to an HTML page"),
        (["chart", "mood", "-o", "mood.html", "--scale", "2"], "--scale does not apply to an HTML page"),
        (["chart", "--format", "png", "-o", "chart.html"], "--format png does not match the file name 'chart.html'"),
        (["chart", "--format", "gif"], "'gif' is not a chart format; use png, svg, pdf or html"),
        (["chart", "-o", "chart.htm"], "use .png, .svg, .pdf or .html"),
    ])
    func refusesWhatAPageCannotBe(arguments: [String], message: String) {
        let harness = populated()
        let result = harness.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output.isEmpty)
    }

    @Test func refusesTheTerminal() {
        let result = populated().run(["chart", "--format", "html"], terminal: true)
        #expect(result.status == 64)
        #expect(result.error.contains("refusing to write the HTML page to the terminal"))
        #expect(result.output.isEmpty)
    }
}
