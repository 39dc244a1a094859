import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import TrackerCLI
import TrackerCharts
import TrackerCore
import TrackerTestSupport
import TrackerTime

@Suite struct ChartCommandTests {
    static let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Width and height from a PNG's IHDR chunk.
    func pngSize(_ bytes: [UInt8]) -> (Int, Int)? {
        guard bytes.count > 24, bytes.starts(with: Self.pngMagic) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    /// A harness with a few weeks of runs and rides before 2026-11-29T09:00Z.
    func populated() -> TrackerHarness {
        let harness = TrackerHarness()
        let entries: [(String, String, String, String, String)] = [
            ("run", "5.2", "27:00", "40", "2026-11-28T07:00"), ("ride", "42", "1:30:00", "600", "2026-11-26T09:00"),
            ("run", "10", "55:00", "120", "2026-11-20T18:00"), ("run", "8.4", "44:00", "80", "2026-11-12T07:00"),
            ("ride", "61.5", "2:40:00", "900", "2026-11-01T08:00"), ("run", "12", "1:05:00", "150", "2026-10-18T08:00"),
            ("run", "6", "32:00", "30", "2026-11-29T08:59"), ("run", "3", "20:00", "10", "2026-11-29T09:00"),
        ]
        for (type, distance, duration, elevation, date) in entries {
            let result = harness.run(["add", "--type", type, "--distance", distance, "--duration", duration, "--elevation", elevation, "--date", date])
            precondition(result.status == 0, result.error)
        }
        return harness
    }

    // MARK: - Where the bytes go

    @Test func writesPNGToRedirectedStandardOutput() throws {
        let result = populated().run("chart")
        #expect(result.status == 0, "\(result.error)")
        let size = try #require(pngSize(result.standardOutput))
        #expect(size == (1200, 600))
        #expect(result.error.isEmpty)
    }

    @Test func writesToTheOutputFileAndSaysSo() throws {
        let harness = populated()
        let path = harness.directory.file("weeks.png")
        let result = harness.run(["chart", "-o", path, "--width", "800", "--height", "400", "--scale", "2"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Wrote \(path) (PNG, 1600x800)\n")
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(pngSize(Array(bytes)) ?? (0, 0) == (1600, 800))
    }

    @Test func refusesToWriteBinaryToATerminal() {
        let harness = populated()
        let result = harness.run("chart --format png", terminal: true)
        #expect(result.status == 64)
        #expect(result.standardOutput.isEmpty)
        #expect(result.error.contains("refusing to write a PNG to the terminal; use -o chart.png or redirect"))
        let pdf = harness.run("chart mood --format pdf", terminal: true)
        #expect(pdf.status == 64 && pdf.error.contains("use -o chart.pdf"))
        // SVG is text: a terminal may show it.
        let svg = harness.run("chart --format svg", terminal: true)
        #expect(svg.status == 0 && svg.output.hasPrefix("<?xml"))
    }

    @Test(arguments: [("chart.svg", "<?xml"), ("chart.PDF", "%PDF-"), ("chart", "\u{89}PNG"), ("chart.png", "\u{89}PNG")])
    func formatComesFromTheExtension(name: String, magic: String) throws {
        let harness = populated()
        let path = harness.directory.file(name)
        let result = harness.run(["chart", "rings", "-o", path])
        // Rings need goals: without them the command fails and writes nothing.
        #expect(result.status == 1 && result.error.contains("tracker goal --distance"))
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(harness.run("goal --distance 20km").status == 0)
        #expect(harness.run(["chart", "rings", "-o", path]).status == 0)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(Array(bytes).starts(with: Array(magic.unicodeScalars.map { UInt8($0.value) })))
    }

    @Test func anExplicitFormatNamesFilesWithoutAnImageExtension() throws {
        let harness = populated()
        let path = harness.directory.file("chart.out")
        #expect(harness.run(["chart", "mood", "--format", "svg", "-o", path]).status == 0)
        let text = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(text.hasPrefix("<?xml"))
    }

    @Test func aFormatThatContradictsTheExtensionIsRefused() {
        let harness = populated()
        let path = harness.directory.file("chart.png")
        let result = harness.run(["chart", "mood", "--format", "svg", "-o", path])
        #expect(result.status == 64)
        #expect(result.error.contains("--format svg does not match the file name"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    // MARK: - Mistakes

    @Test(arguments: [
        ("chart pie", "'pie' is not a chart; use activity, mood, rings, load, route, profile, calendar, tiles, heatmap or curve"),
        ("chart --format gif", "--format: 'gif' is not a chart format; use png, svg, pdf or html"),
        ("chart -o chart.jpg", "has an extension that is not a chart format"),
        ("chart --theme sepia", "'sepia' is not a theme; use light or dark"),
        ("chart --curve wavy", "'wavy' is not a curve; use linear or smooth"),
        ("chart --scale 10", "'10' is not a scale"),
        ("chart --width 50", "'50' is not a width; use a whole number from 200 to 8000"),
        ("chart mood --days 3", "'3' is not a number of days"),
        ("chart --days 28", "--days does not apply to the activity chart; it is for the load and mood chart"),
        ("chart mood --metric elevation", "--metric does not apply to the mood chart"),
        ("chart --week 12", "is beyond the 12 weeks shown"),
    ])
    func mistakesAreUsageErrors(line: String, message: String) {
        let harness = TrackerHarness()
        let before = harness.run("list")
        #expect(before.status == 0)
        let bytes = harness.databaseBytes()
        let result = harness.run(line)
        #expect(result.status == 64, "\(line): \(result.error)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.standardOutput.isEmpty)
        #expect(harness.databaseBytes() == bytes)
    }

    // MARK: - Numbers

    @Test func anEmptyDatabaseDrawsAFriendlyChart() throws {
        let harness = TrackerHarness()
        for chart in ["activity", "mood"] {
            let result = harness.run(["chart", chart])
            #expect(result.status == 0, "\(result.error)")
            #expect(pngSize(result.standardOutput) ?? (0, 0) == (1200, 600))
        }
        let context = try makeContext(harness)
        let report = try WeeklyReport.load(from: context.database(), options: WeeklyReportOptions(asOf: context.clock.asOf))
        let activity = report.activityChart(DisplayFormatter(units: .metric), title: nil, interpolation: .linear)
        #expect(activity.emptyNote == "No activities in the last 12 weeks")
        #expect(activity.weeks.allSatisfy { $0.value == 0 })
        let mood = try ChartCommand.moodChart(days: 7, asOf: context.clock.asOf, title: nil, context: context)
        #expect(mood.emptyNote?.hasPrefix("No moods recorded in these 7 days") == true)
    }

    /// The vertices of the first orange path of `width` in the SVG cairo wrote: the line
    /// (3 points wide) or the selected week's rule (2).
    func linePoints(svg bytes: [UInt8], width: Int = 3) throws -> [Point] {
        let document = try XMLDocument(data: Data(bytes))
        let paths = try document.nodes(forXPath: "//*[local-name()='path']").compactMap { $0 as? XMLElement }
        let line = try #require(paths.first { element in
            let style = element.attributes?.first { $0.name == "style" }?.stringValue ?? ""
            return style.contains("stroke:rgb(98.431373%,32.156863%,0%)") && style.contains("stroke-width:\(width);")
        })
        let data = try #require(line.attributes?.first { $0.name == "d" }?.stringValue)
        let numbers = data.split(separator: " ").compactMap { Double($0) }
        return stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) }
    }

    @Test(arguments: [
        [String](), ["--metric", "duration", "--week", "2", "--weeks", "8", "--type", "run"],
        ["--calendar", "--metric", "elevation", "--as-of", "2026-11-20"],
        ["--units", "imperial", "--week", "5"],
    ])
    func theChartShowsTheNumbersOfWeeksJSON(options: [String]) throws {
        let harness = populated()
        let weeks = harness.run(["weeks", "--json"] + options)
        #expect(weeks.status == 0, "\(weeks.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(weeks.standardOutput)) as? [String: Any])
        let rows = try #require(json["weeks"] as? [[String: Any]])
        let selected = try #require(json["selected"] as? Int)
        let metric: String = options.firstIndex(of: "--metric").map { options[$0 + 1] } ?? "distance"
        let keys: [String: String] = ["distance": "distance_m", "duration": "duration_s", "elevation": "elevation_m"]
        let imperial = options.contains("imperial")
        let divisors: [String: Double] = ["distance": imperial ? 1609.344 : 1000, "duration": 3600, "elevation": imperial ? 0.3048 : 1]
        let key = keys[metric] ?? "", divisor = divisors[metric] ?? 1
        let values: [Double] = rows.map { row in ((row[key] as? NSNumber)?.doubleValue ?? .nan) / divisor }
        #expect(values.allSatisfy { $0.isFinite })

        let chart = harness.run(["chart", "--format", "svg"] + options)
        #expect(chart.status == 0, "\(chart.error)")
        let points = try linePoints(svg: chart.standardOutput)

        // The same layout from the JSON's values: the rendered line must pass through every
        // week's point (cairo merges collinear segments, so vertices may be fewer).
        let day = LocalDay(year: 2026, month: 11, day: 29)!
        let layout = ActivityChart(
            weeks: values.map { ActivityChart.Week(first: day, last: day, value: $0) }, selected: selected, headline: "",
            figures: [], summaryCaption: "", summary: Figure("", ""), unit: "")
        let plot = layout.plotArea(in: Size(width: 1200, height: 600))
        let x = layout.weekScale(for: plot), y = layout.valueScale(for: plot)
        let expected = values.indices.map { Point(x: x($0), y: y(values[$0])) }
        for (index, point) in expected.enumerated() {
            #expect(distance(from: point, toPolyline: points) < 0.01, "week \(index) (\(values[index])) is off the line")
        }
        for vertex in points {
            #expect(expected.contains { abs($0.x - vertex.x) < 0.01 && abs($0.y - vertex.y) < 0.01 })
        }
        #expect(points.first.map { abs($0.x - x(0)) < 0.01 } == true && points.last.map { abs($0.x - x(values.count - 1)) < 0.01 } == true)
        #expect(values.contains { $0 > 0 })
        let rule = try linePoints(svg: chart.standardOutput, width: 2)
        #expect(rule.count == 2 && rule.allSatisfy { abs($0.x - x(selected)) < 0.01 })
    }

    @Test func moodChartCoversMondayToSundayWithGaps() throws {
        let harness = TrackerHarness()  // 2026-11-29 is a Sunday
        for (level, date) in [("good", "2026-11-23"), ("terrible", "2026-11-25"), ("excellent", "2026-11-29"), ("usual", "2026-11-22")] {
            #expect(harness.run(["mood", level, "--date", date]).status == 0)
        }
        let context = try makeContext(harness)
        let week = try ChartCommand.moodChart(days: 7, asOf: context.clock.asOf, title: nil, context: context)
        #expect(week.days.first == LocalDay(iso: "2026-11-23") && week.days.last == LocalDay(iso: "2026-11-29"))
        #expect(week.levels == [.good, nil, .terrible, nil, nil, nil, .excellent])
        #expect(week.subtitle == "NOV 23 - NOV 29")
        let month = try ChartCommand.moodChart(days: 28, asOf: context.clock.asOf, title: nil, context: context)
        #expect(month.days.count == 28 && month.days.first == LocalDay(iso: "2026-11-02"))
        #expect(month.levels[20] == .usual)
    }

    @Test func moodChartOnAMondayNightEndsTodayWithNoFutureDays() throws {
        let harness = TrackerHarness(now: "2026-11-30T22:30:00Z", timeZone: "Europe/Berlin")  // Monday 23:30
        #expect(harness.run(["mood", "good", "--date", "2026-11-30"]).status == 0)
        #expect(harness.run(["mood", "terrible", "--date", "2026-11-24"]).status == 0)
        let context = try makeContext(harness)
        let week = try ChartCommand.moodChart(days: 7, asOf: context.clock.asOf, title: nil, context: context)
        #expect(week.days.first == LocalDay(iso: "2026-11-24") && week.days.last == LocalDay(iso: "2026-11-30"))
        #expect(week.levels.first == .terrible && week.levels.last == .good)
        #expect(week.subtitle == "NOV 24 - NOV 30")
        let month = try ChartCommand.moodChart(days: 28, asOf: context.clock.asOf, title: nil, context: context)
        #expect(month.days.count == 28 && month.days.last == LocalDay(iso: "2026-11-30"))
        #expect(month.days.allSatisfy { $0 <= context.clock.asOf.lastDay })
    }

    func distance(from point: Point, toPolyline line: [Point]) -> Double {
        zip(line, line.dropFirst()).map { start, end in
            let dx = end.x - start.x, dy = end.y - start.y
            let length = dx * dx + dy * dy
            let t = length == 0 ? 0 : max(0, min(1, ((point.x - start.x) * dx + (point.y - start.y) * dy) / length))
            return hypot(point.x - (start.x + t * dx), point.y - (start.y + t * dy))
        }.min() ?? .infinity
    }

    func makeContext(_ harness: TrackerHarness) throws -> CommandContext {
        CommandContext(
            io: CapturedIO(), environment: harness.environment, clock: try Tracker.makeClock(environment: harness.environment),
            databasePath: harness.databasePath, unitsOverride: nil)
    }
}
