import Foundation
import Testing
import TrackerCore
import TrackerImport
import TrackerTestSupport
import TrackerTime

/// `tracker chart heatmap` through the command line: what it writes, what it says, what it refuses.
@Suite struct HeatmapChartCommandTests {
    let tracker = TrackerHarness(now: "2026-11-30T09:00:00Z")

    /// Imports a 1 Hz loop of `seconds` near `latitude`, `longitude` as a GPX file, on `day` of November 2026.
    func importRun(day: Int, latitude: Double = 48.137, longitude: Double = 11.575, seconds: Int = 900) throws {
        let perDegree = SyntheticStreams.metresPerDegree
        let times = (0..<seconds).map(Double.init)
        let angles = times.map { $0 / Double(seconds) * 2 * Double.pi }
        let stream = try ActivityStream(
            time: times, latitude: angles.map { latitude + 600 * sin($0) / perDegree },
            longitude: angles.map { longitude + 600 * (1 - cos($0)) / (perDegree * cos(latitude * .pi / 180)) })
        let start = LocalInstant(secondsSince1970: 1_793_520_000 + Int64(day) * 86_400, utcOffset: 0)
        let activity = Activity(start: start, type: .run, name: "Loop \(day)", distance: 3_770, duration: stream.elapsedTime)
        let path = tracker.directory.file("loop-\(day).gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        let result = tracker.run(["import", path])
        #expect(result.status == 0, "\(result.error)")
    }

    func pngSize(_ path: String) -> (Int, Int)? {
        guard let bytes = try? [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), bytes.count > 24,
              bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        func integer(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(16), integer(20))
    }

    @Test func withoutPositionsItSaysSoAndSucceeds() {
        let file = tracker.directory.file("heat.png")
        let empty = tracker.run(["chart", "heatmap", "-o", file])
        #expect(empty.status == 0 && empty.output == "no recorded routes yet\n" && empty.error.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: file))
        // Activities typed in have no track either.
        #expect(tracker.run("add --type run --distance 5 --duration 25:00 --date 2026-11-29").status == 0)
        #expect(tracker.run(["chart", "heatmap", "-o", file]).output == "no recorded routes yet\n")
        // Redirected standard output would become the image: the words go to standard error.
        let redirected = tracker.run(["chart", "heatmap"])
        #expect(redirected.status == 0 && redirected.standardOutput.isEmpty && redirected.error == "no recorded routes yet\n")
    }

    @Test func itWritesAPNGOfTheChartsSize() throws {
        try importRun(day: 1)
        try importRun(day: 2)
        let file = tracker.directory.file("heat.png")
        let result = tracker.run(["chart", "heatmap", "-o", file])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Wrote \(file) (PNG, 1600x1200)\n")
        #expect(pngSize(file).map { [$0.0, $0.1] } == [1600, 1200])
        let small = tracker.run(["chart", "heatmap", "--width", "800", "--height", "500", "--scale", "2", "--theme", "dark", "-o", file])
        #expect(small.status == 0 && pngSize(file).map { [$0.0, $0.1] } == [1600, 1000])
        for format in ["svg", "pdf"] {
            let other = tracker.directory.file("heat.\(format)")
            #expect(tracker.run(["chart", "heatmap", "-o", other]).status == 0)
            let head = try [UInt8](Data(contentsOf: URL(fileURLWithPath: other)).prefix(5))
            #expect(String(decoding: head, as: UTF8.self) == (format == "svg" ? "<?xml" : "%PDF-"))
        }
    }

    @Test func filtersThatLeaveNoTrackSayNoRoutes() throws {
        try importRun(day: 1)
        #expect(tracker.run(["chart", "heatmap", "--type", "ride", "-o", tracker.directory.file("h.png")]).output == "no recorded routes yet\n")
        #expect(tracker.run(["chart", "heatmap", "--since", "2026-11-20", "-o", tracker.directory.file("h.png")]).output == "no recorded routes yet\n")
        let kept = tracker.run(["chart", "heatmap", "--until", "2026-11-20", "--type", "run", "-o", tracker.directory.file("h.png")])
        #expect(kept.status == 0 && kept.output.hasPrefix("Wrote "))
    }

    @Test func onATerminalWithoutImagesItDrawsBraille() throws {
        try importRun(day: 1)
        let result = tracker.run(["chart", "heatmap", "--graphics", "text"], terminal: true, columns: 60)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Heatmap") && result.output.contains("1 ACTIVITY"))
        #expect(result.output.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) })
        #expect(result.output.contains("1 of 1 track in view, framed on the densest area"))
    }

    @Test(arguments: [
        (["--radius", "0"], "--radius: '0' is not a radius; use kilometres above 0 and at most 20000, such as 5"),
        (["--radius", "-2"], "--radius: '-2' is not a radius; use kilometres above 0 and at most 20000, such as 5"),
        (["--around", "91,10"], "--around: '91,10' is outside the Web-Mercator map; use a latitude from -85.05 to 85.05"),
        (["--around", "86,10"], "--around: '86,10' is outside the Web-Mercator map; use a latitude from -85.05 to 85.05"),
        (["--around", "48,181"], "--around: '48,181' has no such longitude; use one from -180 to 180"),
        (["--around", "munich"], "--around: 'munich' is not a place; use latitude,longitude in degrees, such as 48.137,11.575"),
        (["--theme", "sepia"], "--theme: 'sepia' is not a theme; use light or dark"),
        (["--format", "html"], "the heatmap chart is drawn as png, svg or pdf, not as an HTML page"),
    ])
    func badInputIsOneLineAndExit64(arguments: [String], message: String) throws {
        try importRun(day: 1)
        let file = tracker.directory.file(arguments.contains("html") ? "bad.html" : "bad.png")
        let result = tracker.run(["chart", "heatmap"] + arguments + ["-o", file])
        #expect(result.status == 64)
        #expect(result.error.split(separator: "\n").first.map(String.init) == "tracker: error: \(message)")
        #expect(!FileManager.default.fileExists(atPath: file))
    }

    @Test func theHeatmapsOptionsBelongToIt() {
        let result = tracker.run(["chart", "rings", "--around", "48,11", "-o", tracker.directory.file("r.png")])
        #expect(result.status == 64 && result.error.hasPrefix("tracker: error: --around does not apply to the rings chart; it is for the heatmap chart"))
        let weeks = tracker.run(["chart", "heatmap", "--weeks", "4", "-o", tracker.directory.file("h.png")])
        #expect(weeks.status == 64 && weeks.error.hasPrefix("tracker: error: --weeks does not apply to the heatmap chart"))
    }

    @Test func aFrameAroundAPlaceCountsTheTracksInIt() throws {
        try importRun(day: 1)
        try importRun(day: 2, latitude: 39.57, longitude: 2.65)
        let file = tracker.directory.file("h.png")
        let around = tracker.run(["chart", "heatmap", "--around", "39.57,2.65", "--radius", "3", "--graphics", "text"], terminal: true, columns: 60)
        #expect(around.status == 0 && around.output.contains("1 of 2 tracks in view, within 3 km of 39.5700, 2.6500"))
        #expect(tracker.run(["chart", "heatmap", "--around", "0,0", "-o", file]).status == 0)
    }
}
