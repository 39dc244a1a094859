import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct AsOfTests {
    static let lisbon = Zone(identifier: "Europe/Lisbon")!
    static let utc = Zone(identifier: "UTC")!

    static func asOf(_ text: String, _ zone: Zone = utc) throws -> AsOf {
        AsOf(try WeekWindowsTests.date(text), timeZone: zone)
    }

    @Test func theLastCountedDayOfAMidnightIsTheDayItEnds() throws {
        #expect(try Self.asOf("2026-11-30T00:00:00Z").lastDay == LocalDay(year: 2026, month: 11, day: 29))
        #expect(try Self.asOf("2026-11-30T00:00:01Z").lastDay == LocalDay(year: 2026, month: 11, day: 30))
        // A fraction of a second past midnight rounds up, as the windows do: the new day has begun.
        let fraction = AsOf(try WeekWindowsTests.date("2026-11-30T00:00:00Z").addingTimeInterval(0.25), timeZone: Self.utc)
        #expect(fraction.seconds == (try WeekWindowsTests.seconds("2026-11-30T00:00:01Z")))
        #expect(fraction.lastDay == LocalDay(year: 2026, month: 11, day: 30))
    }

    @Test func theLastCountedDayIsReadInTheAsOfZone() throws {
        // 23:30 UTC on 31 May is already 1 June in Lisbon (summer time, UTC+1).
        #expect(try Self.asOf("2026-05-31T23:30:00Z", Self.lisbon).lastDay == LocalDay(year: 2026, month: 6, day: 1))
        #expect(try Self.asOf("2026-05-31T23:30:00Z", Self.utc).lastDay == LocalDay(year: 2026, month: 5, day: 31))
    }

    @Test(arguments: [
        // (as-of, count, first, last): the days end with the last counted day, never after it.
        ("2026-11-29T09:00:00Z", 7, "2026-11-23", "2026-11-29"),
        ("2026-11-30T00:00:00Z", 7, "2026-11-23", "2026-11-29"),
        // A Monday: the chart ends today, not on the coming Sunday.
        ("2026-11-30T00:00:01Z", 7, "2026-11-24", "2026-11-30"),
        ("2026-11-30T23:30:00Z", 28, "2026-11-03", "2026-11-30"),
        ("2026-11-25T12:00:00Z", 28, "2026-10-29", "2026-11-25"),
        ("2026-11-25T12:00:00Z", 1, "2026-11-25", "2026-11-25"),
    ])
    func moodChartDaysEndOnTheLastCountedDay(_ asOf: String, _ count: Int, _ first: String, _ last: String) throws {
        let asOf = try Self.asOf(asOf)
        let range = asOf.daysEndingOnLastDay(count: count)
        #expect(range.lowerBound == LocalDay(iso: first))
        #expect(range.upperBound == LocalDay(iso: last))
        #expect(range.upperBound == asOf.lastDay)
        #expect(range.upperBound.daysSince1970 - range.lowerBound.daysSince1970 + 1 == count)
    }

    @Test func aClockAtTheEndOfADayCountsAllOfItAndIsStillThatDay() throws {
        let day = try #require(LocalDay(year: 2026, month: 3, day: 29))
        // The day summer time begins in Lisbon: 23 hours long.
        let clock = Clock(endOf: day, timeZone: Self.lisbon)
        #expect(clock.today == day)
        #expect(clock.asOf.instant == (try WeekWindowsTests.date("2026-03-29T23:00:00Z")))
        #expect(clock.now == clock.asOf.instant.addingTimeInterval(-1))
        #expect(clock.asOf.lastDay == day)
        // An ordinary clock counts up to now.
        let plain = Clock(now: try WeekWindowsTests.date("2026-03-29T10:00:00Z"), timeZone: Self.lisbon)
        #expect(plain.asOf.instant == plain.now)
    }
}
