import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct WeekWindowsTests {
    static let lisbon = Zone(identifier: "Europe/Lisbon")!
    static let newYork = Zone(identifier: "America/New_York")!
    static let utc = Zone(identifier: "UTC")!
    static let week: Int64 = 604_800

    /// Unix seconds of an ISO 8601 instant with an offset.
    static func seconds(_ text: String) throws -> Int64 {
        let clock = Clock(now: Date(timeIntervalSince1970: 0), timeZone: utc)
        guard case .instant(let instant) = try When(parsing: text, clock: clock) else {
            throw ValueParseError(value: text, reason: "is not an instant")
        }
        return instant.secondsSince1970
    }

    static func date(_ text: String) throws -> Date {
        Date(timeIntervalSince1970: TimeInterval(try seconds(text)))
    }

    // MARK: - Rolling

    @Test func rollingWindowsAreSevenDaysCountedBackFromTheAsOfInstant() throws {
        let asOf = try Self.seconds("2026-11-29T09:00:00Z")
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: TimeInterval(asOf)), timeZone: Self.lisbon), mode: .rolling, count: 12)
        #expect(windows.count == 12)
        #expect(windows.boundaries.last == asOf)
        #expect(windows.boundaries.first == asOf - 12 * Self.week)
        for index in 0..<12 {
            #expect(windows.end(index) - windows.start(index) == Self.week)
        }
    }

    @Test func everyInstantNearABoundaryBelongsToExactlyOneWindow() throws {
        let asOf = try Self.seconds("2026-11-29T09:00:00Z")
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: TimeInterval(asOf)), timeZone: Self.utc), mode: .rolling, count: 3)
        // Window 2 (the newest) is [T - 7d, T); window 1 is [T - 14d, T - 7d).
        #expect(windows.index(containing: asOf - Self.week) == 2)
        #expect(windows.index(containing: asOf - Self.week - 1) == 1)
        #expect(windows.index(containing: asOf - 1) == 2)
        #expect(windows.index(containing: asOf - 3 * Self.week) == 0)
        #expect(windows.index(containing: asOf - 3 * Self.week - 1) == nil)
    }

    @Test func activitiesAtOrAfterTheAsOfInstantCountInNoWindow() throws {
        let asOf = try Self.seconds("2026-11-29T09:00:00Z")
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: TimeInterval(asOf)), timeZone: Self.utc), mode: .calendar, count: 2)
        #expect(windows.index(containing: asOf) == nil)
        #expect(windows.index(containing: asOf + 3600) == nil)
        #expect(windows.index(containing: asOf - 1) == 1)
        #expect(windows.countedEnd(1) == asOf)
        #expect(windows.end(1) == (try Self.seconds("2026-11-30T00:00:00Z")))
    }

    @Test func aFractionalAsOfIsRoundedUpSoAnEarlierWholeSecondCounts() {
        let windows = WeekWindows(AsOf(Date(timeIntervalSince1970: 1000.5), timeZone: Self.utc), mode: .rolling, count: 1)
        #expect(windows.asOf == 1001)
        #expect(windows.index(containing: 1000) == 0)
        #expect(windows.index(containing: 1001) == nil)
    }

    // MARK: - Calendar

    @Test func calendarWeeksStartOnMondayAndTheNewestHoldsTheAsOfInstant() throws {
        let windows = WeekWindows(AsOf(try Self.date("2026-11-29T09:00:00Z"), timeZone: Self.lisbon), mode: .calendar, count: 2)
        #expect(windows.boundaries == [
            try Self.seconds("2026-11-16T00:00:00Z"), try Self.seconds("2026-11-23T00:00:00Z"), try Self.seconds("2026-11-30T00:00:00Z"),
        ])
    }

    @Test func sundayWeekStartIsHonored() throws {
        let windows = WeekWindows(AsOf(try Self.date("2026-11-29T09:00:00Z"), timeZone: Self.lisbon), mode: .calendar, weekStart: .sunday, count: 2)
        #expect(windows.boundaries == [
            try Self.seconds("2026-11-22T00:00:00Z"), try Self.seconds("2026-11-29T00:00:00Z"), try Self.seconds("2026-12-06T00:00:00Z"),
        ])
    }

    @Test func anAsOfExactlyAtLocalMidnightMondayStartsANewEmptyWeek() throws {
        let asOf = try Self.date("2026-11-30T00:00:00Z")
        let windows = WeekWindows(AsOf(asOf, timeZone: Self.lisbon), mode: .calendar, count: 2)
        #expect(windows.start(1) == (try Self.seconds("2026-11-30T00:00:00Z")))
        #expect(windows.index(containing: windows.asOf - 1) == 0)
        #expect(windows.moodDays(1) == nil)
    }

    /// Lisbon springs forward on 2026-03-29 and falls back on 2026-10-25: those weeks last 167 and 169 hours.
    @Test func calendarWeeksFollowDSTChangesInTheLocalZone() throws {
        let spring = WeekWindows(AsOf(try Self.date("2026-04-01T12:00:00Z"), timeZone: Self.lisbon), mode: .calendar, count: 2)
        #expect(spring.start(0) == (try Self.seconds("2026-03-23T00:00:00+00:00")))
        #expect(spring.start(1) == (try Self.seconds("2026-03-30T00:00:00+01:00")))
        #expect(spring.end(0) - spring.start(0) == 167 * 3600)

        let autumn = WeekWindows(AsOf(try Self.date("2026-10-28T12:00:00Z"), timeZone: Self.lisbon), mode: .calendar, count: 2)
        #expect(autumn.start(0) == (try Self.seconds("2026-10-19T00:00:00+01:00")))
        #expect(autumn.start(1) == (try Self.seconds("2026-10-26T00:00:00+00:00")))
        #expect(autumn.end(0) - autumn.start(0) == 169 * 3600)
        // The hour repeated at 01:00-02:00 on 25 October belongs to the same week, both times.
        #expect(autumn.index(containing: try Self.seconds("2026-10-25T01:30:00+01:00")) == 0)
        #expect(autumn.index(containing: try Self.seconds("2026-10-25T01:30:00+00:00")) == 0)
        #expect(autumn.index(containing: try Self.seconds("2026-10-26T00:00:00+00:00")) == 1)
        #expect(autumn.index(containing: try Self.seconds("2026-10-25T23:59:59+00:00")) == 0)
    }

    @Test func aCalendarWeekSpanningNewYearIsOneWeek() throws {
        let windows = WeekWindows(AsOf(try Self.date("2027-01-02T10:00:00-05:00"), timeZone: Self.newYork), mode: .calendar, count: 2)
        #expect(windows.start(1) == (try Self.seconds("2026-12-28T00:00:00-05:00")))
        #expect(windows.index(containing: try Self.seconds("2026-12-31T23:59:59-05:00")) == 1)
        #expect(windows.index(containing: try Self.seconds("2027-01-01T00:00:00-05:00")) == 1)
        #expect(windows.index(containing: try Self.seconds("2026-12-27T23:59:59-05:00")) == 0)
    }

    // MARK: - Moods

    @Test func aDaysMoodBelongsToTheWindowNamingIt() throws {
        // Rolling windows ending at 15:00 local: the boundary day is named by the older window.
        let windows = WeekWindows(AsOf(try Self.date("2026-11-29T15:00:00Z"), timeZone: Self.lisbon), mode: .rolling, count: 2)
        let boundaryDay = try #require(LocalDay(iso: "2026-11-22"))
        #expect(windows.index(ofDay: boundaryDay) == 0)
        #expect(windows.index(ofDay: boundaryDay.adding(days: 1)) == 1)
        #expect(windows.index(ofDay: try #require(LocalDay(iso: "2026-11-29"))) == 1)
        #expect(windows.moodDays(1) == boundaryDay.adding(days: 1)...(try #require(LocalDay(iso: "2026-11-29"))))
        #expect(windows.moodDays(0) == boundaryDay.adding(days: -6)...boundaryDay)
    }

    @Test func todaysMoodCountsInTheNewestWeekAsSoonAsItIsRecorded() throws {
        // At 09:00 the newest rolling week is named 23 to 29 November, and holds the 29th's mood.
        let morning = WeekWindows(AsOf(try Self.date("2026-11-29T09:00:00Z"), timeZone: Self.utc), mode: .rolling, count: 2)
        let today = try #require(LocalDay(iso: "2026-11-29"))
        #expect(morning.index(ofDay: today) == 1)
        #expect(morning.moodDays(1) == today.adding(days: -6)...today)
        #expect(morning.labelDays(1) == today.adding(days: -6)...today)
        #expect(morning.index(ofDay: today.adding(days: -7)) == 0)
        // Tomorrow's mood (a day ahead is accepted) counts in no week yet.
        #expect(morning.index(ofDay: today.adding(days: 1)) == nil)
        // At midnight ending the 29th, the 29th is the last counted day.
        let midnight = WeekWindows(AsOf(try Self.date("2026-11-30T00:00:00Z"), timeZone: Self.utc), mode: .rolling, count: 1)
        #expect(midnight.index(ofDay: today) == 0)
        #expect(midnight.index(ofDay: today.adding(days: 1)) == nil)
        // A partial calendar week holds the moods of its days up to today.
        let calendar = WeekWindows(AsOf(try Self.date("2026-11-25T09:00:00Z"), timeZone: Self.utc), mode: .calendar, count: 1)
        let wednesday = try #require(LocalDay(iso: "2026-11-25"))
        #expect(calendar.moodDays(0) == wednesday.adding(days: -2)...wednesday)
        #expect(calendar.index(ofDay: wednesday.adding(days: 1)) == nil)
    }
}
