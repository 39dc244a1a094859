import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct SummaryPeriodsTests {
    static let lisbon = Zone(identifier: "Europe/Lisbon")!
    static let newYork = Zone(identifier: "America/New_York")!

    static func periods(_ asOf: String, _ zone: Zone, weeks: Int = 12) throws -> SummaryPeriods {
        let options = WeeklyReportOptions(asOf: AsOf(try WeekWindowsTests.date(asOf), timeZone: zone), weekCount: weeks)
        return SummaryPeriods(windows: options.windows)
    }

    @Test func theYearToDateStartsAtLocalMidnightOnTheFirstOfJanuary() throws {
        let periods = try Self.periods("2026-11-29T09:00:00Z", Self.newYork)
        #expect(periods.yearToDate.lowerBound == (try WeekWindowsTests.seconds("2026-01-01T00:00:00-05:00")))
        #expect(periods.yearToDate.upperBound == (try WeekWindowsTests.seconds("2026-11-29T09:00:00Z")))
    }

    @Test func atMidnightEndingTheYearTheYearToDateIsTheWholeOldYear() throws {
        let periods = try Self.periods("2027-01-01T00:00:00Z", Self.lisbon)
        #expect(periods.yearToDate.lowerBound == (try WeekWindowsTests.seconds("2026-01-01T00:00:00Z")))
        // One second later the new year has begun, and its year to date is one second long.
        let later = try Self.periods("2027-01-01T00:00:01Z", Self.lisbon)
        #expect(later.yearToDate.count == 1)
    }

    @Test func moodDaysAreTheDaysTheSpanNamesAndThoseTheSpanBeforeNames() throws {
        // Twelve rolling weeks back from 09:00 on Sunday 29 November are named 7 September to
        // 29 November, today included; the twelve before, 15 June to 6 September.
        let periods = try Self.periods("2026-11-29T09:00:00Z", Self.lisbon)
        #expect(periods.moodDays == LocalDay(iso: "2026-09-07")!...LocalDay(iso: "2026-11-29")!)
        #expect(periods.previousMoodDays == LocalDay(iso: "2026-06-15")!...LocalDay(iso: "2026-09-06")!)
        #expect(periods.moodDays?.lowerBound == periods.previousMoodDays?.upperBound.adding(days: 1))
    }

    @Test func theMoodDaysOfAWholeDayAsOfIncludeThatDay() throws {
        let periods = try Self.periods("2026-11-30T00:00:00Z", Self.lisbon, weeks: 1)
        #expect(periods.moodDays == LocalDay(iso: "2026-11-23")!...LocalDay(iso: "2026-11-29")!)
    }

    @Test func calendarWeeksCompareWithAsManyCalendarWeeksBefore() throws {
        // Wednesday 25 November: four calendar weeks from Monday 2 November; the four before from 5 October.
        let options = WeeklyReportOptions(
            asOf: AsOf(try WeekWindowsTests.date("2026-11-25T12:00:00Z"), timeZone: Self.lisbon), mode: .calendar, weekCount: 4)
        let periods = SummaryPeriods(windows: options.windows)
        // The 25th, holding the as-of moment, is counted.
        #expect(periods.moodDays == LocalDay(iso: "2026-11-02")!...LocalDay(iso: "2026-11-25")!)
        #expect(periods.previousMoodDays == LocalDay(iso: "2026-10-05")!...LocalDay(iso: "2026-11-01")!)
    }
}
