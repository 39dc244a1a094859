import Testing
import TrackerCore
@testable import TrackerFuzzing

/// A short seeded run of every value parser, and the inputs earlier runs found, minimized.
@Suite struct ValueFuzzTests {
    @Test(arguments: ["distance", "elevation", "duration", "date"])
    func shortSeededRunFindsNothing(_ name: String) throws {
        let target = try #require(FuzzTargets.named(name))
        let report = FuzzCampaign(target: target, seed: 20_261_129).run(runs: 3000)
        #expect(report.runs == 3000)
        #expect(report.violations.isEmpty, "\(report.violations.map { "\($0.message) <- \($0.input)" })")
        #expect(report.signatures > 10, "the mutations never left the seeds")
    }

    /// Found by `tracker-fuzz run duration`: a 17-digit duration was accepted, and printing its
    /// pace (or later `tracker list`) trapped converting the Double to Int.
    @Test func hugeDurationIsRefusedAndPrintingNeverTraps() throws {
        #expect(throws: ValueParseError.self) { try ValueParser.duration("12712712712712712") }
        #expect(throws: ValueParseError.self) { try ValueParser.duration("745h") }
        #expect(try ValueParser.duration("744h") == 31 * 86_400)
        #expect(throws: ValueParseError.self) { try ValueParser.distance("5001km", units: .metric) }
        #expect(try ValueParser.distance("5000km", units: .metric) == 5_000_000)
        #expect(throws: ValueParseError.self) { try ValueParser.elevation("100001", units: .metric) }
        #expect(throws: ValueParseError.self) { try ValueParser.distance("3200mi", units: .metric) }
        let formatter = DisplayFormatter(units: .metric)
        // Values an old database or an import may still hold.
        for seconds in [1.27e16, 1e300, .infinity, .nan, -1e300] {
            _ = formatter.clockDuration(seconds)
            _ = formatter.totalDuration(seconds)
            _ = formatter.pace(distance: 1, duration: seconds, type: .run)
        }
        #expect(formatter.pace(distance: 1e-300, duration: 1, type: .run).hasSuffix("/km"))
        #expect(formatter.clockDuration(31 * 86_400) == "744:00:00")
    }

    @Test func durationTargetReplaysTheFoundInput() throws {
        let target = try #require(FuzzTargets.named("duration"))
        #expect(throws: Never.self) { try target.body(Array("12712712712712712".utf8)) }
    }
}
