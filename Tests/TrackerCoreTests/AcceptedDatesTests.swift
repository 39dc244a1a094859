import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct AcceptedDatesTests {
    let now = Date(timeIntervalSince1970: 1_795_942_800)  // 2026-11-29T09:00:00Z

    /// From 1970-01-01 on the start's own wall clock: an hour east of UTC, 00:30 on the first
    /// day is still 1969 in UTC, and accepted.
    @Test(arguments: [
        (-1800, 3600, nil), (-1, 0, AcceptedDates.Problem.beforeFirstDay), (0, 0, nil),
        (-64_800, 64_800, nil), (-64_801, 64_800, .beforeFirstDay), (1800, -3600, .beforeFirstDay),
        (1_795_942_800 + 86_400, 0, nil), (1_795_942_800 + 86_401, -36_000, .tooFarAhead),
    ] as [(Int64, Int, AcceptedDates.Problem?)])
    func starts(_ seconds: Int64, _ offset: Int, _ problem: AcceptedDates.Problem?) {
        #expect(AcceptedDates.problem(withStart: LocalInstant(secondsSince1970: seconds, utcOffset: offset), now: now) == problem)
    }

    @Test(arguments: [
        ("1970-01-01", nil), ("1969-12-31", AcceptedDates.Problem.beforeFirstDay), ("0001-01-01", .beforeFirstDay),
        ("2026-11-30", nil), ("2026-12-01", .tooFarAhead),
    ] as [(String, AcceptedDates.Problem?)])
    func moodDays(_ text: String, _ problem: AcceptedDates.Problem?) throws {
        let today = try #require(LocalDay(iso: "2026-11-29"))
        #expect(AcceptedDates.problem(withMoodDay: try #require(LocalDay(iso: text)), today: today) == problem)
    }

    @Test func limitsAreTheValueParsersToo() throws {
        #expect(try ValueParser.distance("5000km", units: .metric) == ActivityLimits.maximumDistance)
        #expect(throws: ValueParseError.self) { try ValueParser.distance("5000.001km", units: .metric) }
        #expect(try ValueParser.duration("744h") == ActivityLimits.maximumDuration)
        #expect(throws: ValueParseError.self) { try ValueParser.duration("744h1s") }
        #expect(try ValueParser.elevation("100000m", units: .metric) == ActivityLimits.maximumElevationGain)
        #expect(throws: ValueParseError.self) { try ValueParser.elevation("100001m", units: .metric) }
    }
}
