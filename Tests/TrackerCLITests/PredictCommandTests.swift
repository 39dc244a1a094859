import Foundation
import Testing
import TrackerCore
@testable import TrackerCLI
import TrackerImport
import TrackerTestSupport
import TrackerTime

@Suite struct PredictCommandTests {
    let tracker = TrackerHarness(now: "2026-11-29T07:30:00Z")
    static let now: Int64 = 1_795_937_400

    /// A run along a meridian, one sample a second: `surge` m/s for the first `surgeSeconds`, then `speed`.
    static func run(seconds: Int, speed: Double, surge: Double = 0, surgeSeconds: Int = 0) throws -> ActivityStream {
        var latitude = [46.0]
        for second in 1...seconds { latitude.append(latitude[second - 1] + (second <= surgeSeconds ? surge : speed) / 111_195) }
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(time: time, latitude: latitude, longitude: time.map { _ in 14 }, heartRate: time.map { _ in 150 })
    }

    func importRun(_ stream: ActivityStream, daysAgo: Int64, name: String) throws {
        let activity = Activity(start: LocalInstant(secondsSince1970: Self.now - daysAgo * 86_400, utcOffset: 0), type: .run, distance: 0, duration: stream.elapsedTime)
        let path = tracker.directory.file("\(name).gpx")
        try Data(try #require(GPXWriter.document(activity, stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        let result = tracker.run(["import", path])
        #expect(result.status == 0, "\(result.error)")
    }

    /// Run 1: 10.2 km at 4 m/s. Run 2: 5 minutes at 5 m/s, then 15 at 4 m/s (5.1 km).
    func importTwoRuns() throws {
        try importRun(try Self.run(seconds: 2_550, speed: 4), daysAgo: 20, name: "long")
        try importRun(try Self.run(seconds: 1_200, speed: 4, surge: 5, surgeSeconds: 300), daysAgo: 10, name: "surge")
    }

    static func json(_ result: CommandResult) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
    }

    @Test func predictionsStartFromTheBestEffortAndMarkRacesBeyondTheLongestRun() throws {
        try importTwoRuns()
        let json = try Self.json(tracker.run("predict --json"))
        // The mile of the surge (300 s at 5 m/s and 109 m at 4: 327.3 s, VDOT 53.9) outranks its 1 km
        // (200 s, 52.2), its 5 km (1175 s, 51.0) and the 10 km (2500 s, 49.5).
        let basis = try #require(json["basis"] as? [String: Any])
        #expect(basis["activity_id"] as? Int == 2 && basis["distance_m"] as? Double == BestEffortTarget.mile, "\(basis)")
        let basisTime = try #require(basis["time_s"] as? Double)
        #expect(abs(basisTime - (300 + (BestEffortTarget.mile - 1_500) / 4)) < 1)
        let predictions = try #require(json["predictions"] as? [[String: Any]])
        let riegelFive = try #require(predictions.first { $0["method"] as? String == "riegel" && $0["distance_m"] as? Double == 5_000 })
        #expect(abs((riegelFive["time_s"] as? Double ?? 0) - basisTime * pow(5_000 / BestEffortTarget.mile, 1.06)) < 0.01)
        #expect((riegelFive["efforts"] as? [[String: Any]])?.first?["activity_id"] as? Int == 2)
        for prediction in predictions {
            let beyond = (prediction["distance_m"] as? Double ?? 0) > 10_200
            #expect(prediction["beyond_longest_run"] as? Bool == beyond, "\(prediction)")
        }
        #expect(abs((json["longest_run_12_weeks_m"] as? Double ?? 0) - 10_200) < 5)
        // Every method gives the 5 km; the own exponent comes from the mile and the 5 km (the best
        // by VDOT of those at least twice as long).
        let methods = Set(predictions.filter { $0["distance_m"] as? Double == 5_000 }.compactMap { $0["method"] as? String })
        #expect(methods == ["riegel", "riegel_personal", "vdot", "critical_speed"], "\(json)")
        let own = try #require((json["methods"] as? [[String: Any]])?.first { $0["method"] as? String == "riegel_personal" })
        #expect(abs((own["exponent"] as? Double ?? 0) - log(1_175 / basisTime) / log(5_000 / BestEffortTarget.mile)) < 0.005, "\(own)")

        // The critical speed is the one `fitness` fits, and T = (D - D')/CS from it.
        let fitness = try #require(try Self.json(tracker.run("fitness --json"))["critical_speed"] as? [String: Any])
        let cs = try #require(fitness["cs_m_per_s"] as? Double), reserve = try #require(fitness["d_prime_m"] as? Double)
        let csFive = predictions.first { $0["method"] as? String == "critical_speed" && $0["distance_m"] as? Double == 5_000 }
        #expect(abs((csFive?["time_s"] as? Double ?? 0) - (5_000 - reserve) / cs) < 0.01)
        #expect(!predictions.contains { $0["method"] as? String == "critical_speed" && ($0["time_s"] as? Double ?? 0) > 3_600 })
    }

    @Test func fromNamesTheDistanceAndTheTextSaysWhatEachTimeStartsFrom() throws {
        try importTwoRuns()
        let json = try Self.json(tracker.run("predict --from 10k --json"))
        let basis = try #require(json["basis"] as? [String: Any])
        #expect(basis["activity_id"] as? Int == 1 && abs((basis["time_s"] as? Double ?? 0) - 2_500) < 1, "\(basis)")
        let text = tracker.run("predict --from 10k", columns: 80)
        #expect(text.status == 0, "\(text.error)")
        let lines = text.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "Race predictions, last 90d")
        // Riegel from 10 km in 41:40: 2500 × 0.5^1.06 = 1199.1 s over 5 km.
        let five = try #require(lines.first { $0.hasPrefix("5 km") })
        #expect(five.contains("19:59"), "\(text.output)")
        #expect(lines.contains { $0.hasPrefix("Marathon *") } && lines.contains { $0.hasPrefix("10 km ") && !$0.contains("*") })
        #expect(text.output.contains("From 10 km in 41:40 (Mon 9 Nov 2026, activity 1)"), "\(text.output)")
        #expect(text.output.contains("* longer than your longest run in 12 weeks (10.20 km)"), "\(text.output)")
    }

    @Test func noEffortsSayNoRunBestEffortsYet() throws {
        let text = tracker.run("predict")
        #expect(text.status == 0 && text.output == "no run best efforts yet\n", "\(text.output)")
        let json = try Self.json(tracker.run("predict --json"))
        #expect((json["predictions"] as? [Any])?.isEmpty == true && (json["methods"] as? [Any])?.isEmpty == true && json["basis"] is NSNull)
        // A ride has no run best efforts either.
        tracker.run("add --type ride --distance 30 --duration 1h")
        #expect(tracker.run("predict").output == "no run best efforts yet\n")
        try importTwoRuns()
        let old = tracker.run("predict --year 2024")
        #expect(old.status == 0 && old.output == "no run best efforts of 1 km or more in this period (2024)\n", "\(old.output)")
        #expect(tracker.run("predict --from marathon").output == "no marathon best effort in this period (last 90d)\n")
    }

    @Test func badValuesAreRefusedWithWhatIsAccepted() throws {
        try importTwoRuns()
        let before = tracker.databaseBytes()
        for (line, message) in [
            ("predict --from 3k", "--from: '3k' is not a best-effort distance;"),
            ("predict --from 400m", "'400m' is not a best-effort distance; use 1k, 1mi, 5k, 10k, half or marathon"),
            ("predict --from", "--from"),
            ("predict --type ride", "--type: 'ride' is not a kind of run; predictions are made from runs: use run, trail-run, "),
            ("predict --last 9x", "--last: '9x' is not a span"),
            ("predict --last 90d --year 2026", "--last is a period of its own"),
            ("predict extra", "extra"),
        ] {
            let result = tracker.run(line)
            #expect(result.status == 64 && result.error.contains(message), "\(line): \(result.error)")
        }
        #expect(tracker.databaseBytes() == before)
        #expect(tracker.run("predict --type trail-run").output == "no run best efforts yet\n")
    }

    /// The reference's example is what `predict` prints for these two runs.
    @Test func theReferenceShowsWhatPredictPrints() throws {
        try importTwoRuns()
        let output = tracker.run("predict", columns: 80).output
        let reference = try DocumentedExamplesTests.page("docs/REFERENCE.md")
        let shown = output.split(separator: "\n", omittingEmptySubsequences: false).prefix(10).joined(separator: "\n")
        #expect(reference.contains("```\n" + shown + "\n"), "docs/REFERENCE.md should show:\n\(shown)")
    }

    @Test(arguments: [60, 80, 120])
    func theTableAndNotesFitTheTerminal(columns: Int) throws {
        try importTwoRuns()
        for command in [["predict"], ["predict", "--from", "10k"], ["predict", "--from", "1mi"]] {
            let wide = tracker.linesWiderThan(columns, running: ["--no-pager"] + command)
            #expect(wide.isEmpty, "\(command) at \(columns): \(wide.joined(separator: "\n"))")
        }
        let history = try CommandWidthTests.history()
        #expect(history.linesWiderThan(columns, running: ["--no-pager", "predict"]).isEmpty)
        #expect(history.run("predict").output.hasPrefix("Race predictions, last 90d"))
    }
}
