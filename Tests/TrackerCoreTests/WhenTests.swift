import Foundation
import Testing
@testable import TrackerCore

@Suite struct WhenTests {
    static let lisbon = TimeZone(identifier: "Europe/Lisbon")!
    /// Sunday 29 November 2026, 09:15:30 in Lisbon (UTC+0 in winter).
    static let clock = Clock(now: Date(timeIntervalSince1970: 1_795_943_730), timeZone: lisbon)

    @Test func clockFixtureIsWhatItSays() {
        #expect(ISO8601.string(Self.clock.now, timeZone: Self.lisbon) == "2026-11-29T09:15:30+00:00")
    }

    @Test(arguments: [
        ("2026-11-29T07:30", "2026-11-29T07:30:00+00:00"),
        ("2026-11-29 07:30:15", "2026-11-29T07:30:15+00:00"),
        ("2026-11-29T07:30:00Z", "2026-11-29T07:30:00+00:00"),
        ("2026-11-29T07:30+09:00", "2026-11-29T07:30:00+09:00"),
        ("2026-11-29T07:30:00-0530", "2026-11-29T07:30:00-05:30"),
        ("2026-07-01T07:30", "2026-07-01T07:30:00+01:00"),  // summer time in Lisbon
        ("2026-11-29", "2026-11-29T09:15:30+00:00"),        // a day takes the current time of day
        ("today", "2026-11-29T09:15:30+00:00"),
        ("yesterday", "2026-11-28T09:15:30+00:00"),
        ("tomorrow", "2026-11-30T09:15:30+00:00"),
        ("now", "2026-11-29T09:15:30+00:00"),
    ])
    func activityStarts(_ text: String, _ expected: String) throws {
        let when = try When(parsing: text, clock: Self.clock)
        #expect(ISO8601.string(when.activityStart(clock: Self.clock)) == expected)
    }

    @Test(arguments: ["2026-11-31", "2026-13-01", "29/11/2026", "2026-11-29T25:00", "2026-11-29T07:60",
                      "2026-11-29T07", "2026-11-29T07:30+25:00", "tomorrow-ish", "", "2026-11-29T07:30:00ZZ"])
    func rejectsDates(_ text: String) {
        #expect(throws: ValueParseError.self) { try When(parsing: text, clock: Self.clock) }
    }

    @Test func untilADayIncludesTheWholeDay() throws {
        let when = try When(parsing: "2026-11-28", clock: Self.clock)
        #expect(ISO8601.string(when.lowerBound(clock: Self.clock), timeZone: Self.lisbon) == "2026-11-28T00:00:00+00:00")
        #expect(ISO8601.string(when.upperBound(clock: Self.clock), timeZone: Self.lisbon) == "2026-11-29T00:00:00+00:00")
    }

    @Test func anInstantNamesTheDayAtItsOwnOffset() throws {
        let when = try When(parsing: "2026-11-29T01:00+09:00", clock: Self.clock)
        #expect(when.day.iso == "2026-11-29")
    }
}
