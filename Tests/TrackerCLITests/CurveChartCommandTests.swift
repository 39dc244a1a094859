import Foundation
import Testing
import TrackerCore
@testable import TrackerCLI
import TrackerImport
import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct CurveChartCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z")

    /// Two rides: 2025 at a steady 250 W for 40 minutes, 2026 with a 330 W surge of 8 minutes then 280 W.
    func importRides() throws {
        for (index, (start, watts, surge)) in [(Int64(1_750_000_000), 250.0, 250.0), (1_795_000_000, 280, 330)].enumerated() {
            let stream = try CurveCommandTests.ride(seconds: 2_400, watts: watts, surge: surge, surgeSeconds: 480)
            let activity = Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: .ride, distance: 0, duration: stream.elapsedTime)
            let path = tracker.directory.file("ride\(index).gpx")
            try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
            let result = tracker.run(["import", path])
            #expect(result.status == 0, "\(result.error)")
        }
    }

    func pngSize(_ path: String) -> (Int, Int)? {
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), bytes.count > 24,
              bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    @Test func theChartIsWrittenAsPNGSVGPDFAndAPage() throws {
        try importRides()
        let png = tracker.directory.file("power.png")
        let result = tracker.run(["chart", "curve", "power", "--year", "2026", "--compare", "2025", "--scale", "2", "-o", png])
        #expect(result.status == 0, "\(result.error)")
        #expect(pngSize(png).map { [$0.0, $0.1] } == [2400, 1200])

        let svg = tracker.run(["chart", "curve", "power", "--year", "2026", "--compare", "2025", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.error)")
        // cairo's SVG: the two lines (the year and the one compared) in their colours (#FB5200 and
        // #0A9DD8 as percentages), and the model dashed (the whole axis, the fitted range, the legend's swatch).
        #expect(svg.output.contains("stroke:rgb(98.431373%,32.156863%,0%)") && svg.output.contains("stroke:rgb(3.921569%,61.568627%,84.705882%)"))
        #expect(svg.output.components(separatedBy: "stroke-dasharray:8,6;").count - 1 == 3)

        let pdf = tracker.directory.file("power.pdf")
        #expect(tracker.run(["chart", "curve", "power", "--theme", "dark", "-o", pdf]).status == 0)
        #expect((try? Data(contentsOf: URL(fileURLWithPath: pdf)))?.starts(with: Array("%PDF".utf8)) == true)

        let page = tracker.run(["chart", "curve", "power", "--format", "html"])
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.contains("id=\"curve-chart\"") && page.output.contains("\"durationCurve\""))
        #expect(!page.output.contains("id=\"drawing-chart\""))
    }

    @Test func theTextChartFitsTheTerminalAndNamesTheFigures() throws {
        try importRides()
        for columns in [60, 80, 120] {
            let wide = tracker.linesWiderThan(columns, running: ["chart", "curve", "power", "--compare", "2025", "--year", "2026", "--graphics", "text"])
            #expect(wide.isEmpty, "\(columns): \(wide)")
        }
        let text = tracker.run(["chart", "curve", "power", "--year", "2026", "--compare", "2025", "--graphics", "text"], terminal: true, columns: 80)
        #expect(text.status == 0, "\(text.error)")
        #expect(text.output.contains("Best power") && text.output.contains("5 min 330 W") && text.output.contains("20 min"))
        let legend = try #require(text.output.split(separator: "\n").first { $0.contains("━") })
        #expect(legend.contains(" 2026") && legend.contains(" 2025") && legend.contains("┅") && legend.contains(" CP "), "\(legend)")
        // The braille plot has dots on most of its rows: a falling line, not one row.
        let plotted = text.output.split(separator: "\n").filter { $0.contains("│") || $0.contains("┤") }
        #expect(plotted.filter { $0.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) } }.count >= 3, "\(text.output)")
    }

    @Test func badCurvesAreRefusedAndAnEmptyPeriodSaysSo() throws {
        try importRides()
        let before = tracker.databaseBytes()
        for (line, message) in [
            ("chart curve speed", "'speed' is not a curve; use power, pace or heart-rate"),
            ("chart curve", "name it: tracker chart curve power|pace|heart-rate"),
            ("chart curve power --last 9x", "--last: '9x' is not a span"),
            ("chart curve power --compare spring", "--compare: 'spring' is not a period to compare with"),
            ("chart mood --compare 2025", "--compare does not apply to the mood chart"),
        ] {
            let result = tracker.run(line)
            #expect(result.status == 64 && result.error.contains(message), "\(line): \(result.error)")
        }
        let empty = tracker.run("chart curve power --year 2020 --format svg")
        #expect(empty.status == 0 && empty.output.isEmpty && empty.error == "no power recorded in this period\n", "\(empty.error)")
        // Rides have no pace to draw: pace counts runs unless --type says otherwise.
        #expect(tracker.run("chart curve pace --format svg").error == "no pace recorded in this period\n")
        #expect(tracker.databaseBytes() == before)
    }
}
