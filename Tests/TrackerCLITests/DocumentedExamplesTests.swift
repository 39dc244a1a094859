import Foundation
import Testing
import TrackerTestSupport

/// Examples the README and the reference print, checked against what the command prints, so a
/// change to the output shows up as a stale page.
@Suite struct DocumentedExamplesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func page(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// Both pages open with the same `add`, at 07:30 on Sunday 29 November 2026.
    @Test(arguments: ["README.md", "docs/REFERENCE.md"])
    func theFirstAddIsWhatAddPrints(page: String) throws {
        let harness = TrackerHarness(now: "2026-11-29T07:30:00Z", timeZone: "Europe/Lisbon")
        let command = "add --distance 5.2 --duration 2700 --elevation 156"
        let result = harness.run(command)
        #expect(result.status == 0)
        #expect(try Self.page(page).contains("$ tracker \(command)\n\(result.output)"), "\(page) should show: \(result.output)")
    }

    /// The README fits two screens of an 80-column terminal and keeps what a newcomer needs: the two
    /// commands, a tour, one picture and where to read more.
    @Test func theReadmeFitsTwoScreensAtEightyColumns() throws {
        let readme = try Self.page("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let wide = lines.filter { $0.count > 80 }
        #expect(wide.isEmpty, "lines over 80 columns: \(wide)")
        let rows = lines.reduce(0) { $0 + max(1, ($1.count + 79) / 80) }
        #expect(rows <= 100, "\(rows) rows at 80 columns")
        for needed in ["make demo", "make test", "$ tracker add --distance 5.2", "![", "docs/REFERENCE.md"] {
            #expect(readme.contains(needed), "the README lost \(needed)")
        }
        for link in ["docs/chart-activity.png", "docs/REFERENCE.md", "docs/ARCHITECTURE.md", "BENCHMARKS.md"] where readme.contains(link) {
            #expect(FileManager.default.fileExists(atPath: Self.packageRoot.appendingPathComponent(link).path), "\(link) is missing")
        }
    }

    @Test func doctorShowsTheCurrentSchemaAndTables() throws {
        let harness = TrackerHarness()
        harness.run("add --distance 5.2 --duration 2700 --elevation 156")
        harness.run("add --distance 10 --duration 1h --date 2026-11-28")
        harness.run("mood good")
        let lines = harness.run("doctor").output.split(separator: "\n").map(String.init)
        let reference = try Self.page("docs/REFERENCE.md")
        for name in ["Schema", "Rows", "Streams"] {
            // A line wrapped to the width goes on under its value.
            let start = try #require(lines.firstIndex { $0.hasPrefix(name + " ") })
            let line = ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("           ") }).joined(separator: "\n")
            #expect(reference.contains("\n" + line + "\n"), "docs/REFERENCE.md should show: \(line)")
        }
    }
}
