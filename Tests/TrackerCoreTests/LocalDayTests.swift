import Testing
@testable import TrackerCore

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
