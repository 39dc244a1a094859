import Foundation
import Testing
@testable import TrackerCLI
import TrackerCore
import TrackerReport
import TrackerTestSupport

/// `tracker report` in-process: where the page goes, that it holds the same numbers as
/// `tracker weeks`, and that bad options are refused before anything is written.
@Suite struct ReportCommandTests {
    func populated() -> TrackerHarness {
        let harness = TrackerHarness()
        let commands: [[String]] = [
            ["add", "--type", "run", "--distance", "5.2", "--duration", "27:00", "--elevation", "40", "--date", "2026-11-28T07:00"],
            ["add", "--type", "ride", "--distance", "42", "--duration", "1:30:00", "--elevation", "600", "--date", "2026-11-26T09:00", "--name", "</script><script>alert(1)</script>"],
            ["add", "--type", "run", "--distance", "10", "--duration", "55:00", "--elevation", "120", "--date", "2026-11-12T18:00"],
            ["mood", "good", "--date", "2026-11-27", "--note", "<!--<script>"],
            ["goal", "--distance", "40km"],
        ]
        for command in commands {
            let result = harness.run(command)
            precondition(result.status == 0, result.error)
        }
        return harness
    }

    func dataBlock(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "id=\"report-data\">"))
        let end = try #require(html[start.upperBound...].range(of: "</script>"))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test func aStaticPageSaysSoAndAMovingOneDoesNot() throws {
        let harness = populated()
        let moving = harness.run("report").output
        let still = harness.run("report --static").output
        #expect(moving.contains("<html lang=\"en\" data-theme=\"auto\">") && !moving.contains("data-static"))
        #expect(still.contains("<html lang=\"en\" data-theme=\"auto\" data-static=\"true\">"), "\(still.prefix(200))")
        // The script reads the attribute; the rest of the page is the same.
        #expect(ReportResources.script.contains("root.dataset.static === 'true'"))
        #expect(still.replacingOccurrences(of: " data-static=\"true\"", with: "") == moving)
    }

    @Test func writesTheFileAndSaysSo() throws {
        let harness = populated()
        let path = harness.directory.file("report.html")
        let result = harness.run(["report", "-o", path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("Wrote \(path) (HTML, "))
        let html = try #require(try? String(contentsOfFile: path, encoding: .utf8))
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("id=\"rings-chart\""))
    }

    @Test func holdsTheFiguresOfTrackerWeeks() throws {
        let harness = populated()
        let page = harness.run(["report", "--weeks", "6", "--metric", "elevation", "--week", "1"])
        #expect(page.status == 0, "\(page.error)")
        let data = try dataBlock(page.output)
        let weeks = harness.run(["weeks", "--weeks", "6", "--json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(weeks.output.utf8)) as? [String: Any])
        let expected = try #require(json["weeks"] as? [[String: Any]])
        let shown = try #require(data["weeks"] as? [[String: Any]])
        #expect(shown.count == 6 && expected.count == 6)
        for (week, figures) in zip(expected, shown) {
            let meters = try #require(week["distance_m"] as? Double)
            #expect(figures["distance"] as? String == String(format: "%.2f km", meters / 1000))
            #expect(figures["activities"] as? Int == week["activities"] as? Int)
        }
        #expect(data["selected"] as? Int == 4)
        #expect(data["metric"] as? String == "elevation")
    }

    @Test func userTextStaysText() {
        let result = populated().run(["report"])
        #expect(result.status == 0, "\(result.error)")
        // Only the data block and the script close: the name's and the note's `</script>` are escaped.
        #expect(result.output.components(separatedBy: "</script>").count - 1 == 2)
        #expect(result.output.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func refusesTheTerminal() {
        let result = populated().run(["report"], terminal: true)
        #expect(result.status == 64)
        #expect(result.error.contains("refusing to write the HTML page to the terminal"))
        #expect(result.output.isEmpty)
    }

    @Test(arguments: [
        (["report", "--theme", "sepia"], "'sepia' is not a page theme; use auto, light or dark"),
        (["report", "--curve", "wiggly"], "'wiggly'"),
        (["report", "--weeks", "0"], "is not a number of weeks"),
        (["report", "--week-start", "sunday"], "--week-start applies to calendar weeks"),
    ])
    func refusesBadOptionsAndWritesNothing(arguments: [String], message: String) {
        let harness = populated()
        let path = harness.directory.file("bad.html")
        let result = harness.run(arguments + ["-o", path])
        #expect(result.status == 64)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func anEmptyDatabaseStillMakesAPage() throws {
        let result = TrackerHarness().run(["report"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("No weekly goals are set"))
        #expect(result.output.contains("No activities in the last 12 weeks"))
        let data = try dataBlock(result.output)
        #expect((data["weeks"] as? [Any])?.count == 12)
    }
}
