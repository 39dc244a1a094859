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

    @Test func doctorShowsTheCurrentSchemaAndTables() throws {
        let harness = TrackerHarness()
        harness.run("add --distance 5.2 --duration 2700 --elevation 156")
        harness.run("add --distance 10 --duration 1h --date 2026-11-28")
        harness.run("mood good")
        let lines = harness.run("doctor").output.split(separator: "\n").map(String.init)
        let reference = try Self.page("docs/REFERENCE.md")
        for name in ["Schema", "Rows", "Streams"] {
            let line = try #require(lines.first { $0.hasPrefix(name + " ") })
            #expect(reference.contains("\n" + line + "\n"), "docs/REFERENCE.md should show: \(line)")
        }
    }
}
