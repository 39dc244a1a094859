import Testing
import Foundation
@testable import TrackerTime

@Suite struct LocalDayTests {
    @Test(arguments: [("2026-11-29", 7), ("2026-11-30", 1), ("2000-02-29", 2), ("1970-01-01", 4)])
    func isoWeekday(_ text: String, _ weekday: Int) throws {
        let day = try #require(LocalDay(iso: text))
        #expect(day.isoWeekday == weekday)
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() throws {
        let day = try #require(LocalDay(iso: "2024-02-28"))
        #expect(day.adding(days: 1).iso == "2024-02-29")
        #expect(day.adding(days: 2).iso == "2024-03-01")
        #expect(try #require(LocalDay(iso: "2026-12-31")).adding(days: 1).iso == "2027-01-01")
        #expect(try #require(LocalDay(iso: "2027-01-01")).adding(days: -1).iso == "2026-12-31")
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01x", ""])
    func rejectsInvalidDays(_ text: String) {
        #expect(LocalDay(iso: text) == nil)
    }
}

@Suite struct DayNumberTests {
    /// The day numbers against Foundation's Gregorian calendar in UTC, from 1589 (the calendar
    /// is Julian before 1582) to 9900.
    @Test func dayNumbersAgreeWithTheCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var number = -139_000
        while number < 2_900_000 {
            let date = Date(timeIntervalSince1970: Double(number) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let day = LocalDay(daysSince1970: number)
            #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day])
            #expect(LocalDay.daysSince1970(year: day.year, month: day.month, day: day.day) == number)
            number += 997
        }
        #expect(LocalDay(daysSince1970: 0).iso == "1970-01-01")
        #expect(LocalDay(daysSince1970: -1).iso == "1969-12-31")
    }

    @Test func secondsBelongToTheDayTheyFallIn() {
        #expect(LocalDay.daysSince1970(containing: 0) == 0)
        #expect(LocalDay.daysSince1970(containing: 86_399) == 0)
        #expect(LocalDay.daysSince1970(containing: 86_400) == 1)
        #expect(LocalDay.daysSince1970(containing: -1) == -1)
        #expect(LocalDay.daysSince1970(containing: -86_400) == -1)
        #expect(LocalDay.daysSince1970(containing: -86_401) == -2)
    }

    @Test func namesOfMonthsAndWeekdays() throws {
        let day = try #require(LocalDay(iso: "2026-11-29"))
        #expect(day.monthAbbreviation == "Nov" && day.weekdayAbbreviation == "Sun")
        #expect(LocalDay.monthNames.count == 12 && LocalDay.monthAbbreviations.count == 12)
        #expect(zip(LocalDay.monthNames, LocalDay.monthAbbreviations).allSatisfy { $0.hasPrefix($1) })
    }
}
