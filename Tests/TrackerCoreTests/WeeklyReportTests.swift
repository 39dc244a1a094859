import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct WeeklyReportTests {
    static let utc = Zone(identifier: "UTC")!

    static func report(distances: [Double], selected: Int = 0, asOf: String = "2026-11-30T00:00:00Z", mode: WindowMode = .rolling, goals: WeeklyGoals = WeeklyGoals()) throws -> WeeklyReport {
        let date = try WeekWindowsTests.date(asOf)
        let options = WeeklyReportOptions(asOf: AsOf(date, timeZone: utc), mode: mode, weekCount: distances.count, selectedWeeksAgo: selected)
        let windows = WeekWindows(AsOf(date, timeZone: utc), mode: mode, count: distances.count)
        let weeks = distances.enumerated().map { index, distance in
            WeekTotals(start: windows.date(index), end: windows.date(index + 1), activities: distance > 0 ? 1 : 0, distance: distance)
        }
        return WeeklyReport(options: options, windows: windows, weeks: weeks, goals: SportGoals(all: goals))
    }

    @Test func theHeadlineIsTheSelectedWeeksDateRange() throws {
        let report = try Self.report(distances: [1, 2, 3])
        #expect(report.headline == "NOV 23 - NOV 29")
        #expect(report.label(0) == "NOV 09 - NOV 15")
        let previous = try Self.report(distances: [1, 2, 3], selected: 1)
        #expect(previous.selectedIndex == 1)
        #expect(previous.headline == "NOV 16 - NOV 22")
    }

    @Test func theBestWeekIsTheLargestAndTheNewestOnTies() throws {
        #expect(try Self.report(distances: [5, 9, 2]).bestIndex == 1)
        #expect(try Self.report(distances: [9, 9, 2]).bestIndex == 1)
        #expect(try Self.report(distances: [0, 0, 0]).bestIndex == nil)
    }

    @Test func missingWeeksAreFilledAsEmpty() throws {
        let date = try WeekWindowsTests.date("2026-11-30T00:00:00Z")
        let windows = WeekWindows(AsOf(date, timeZone: Self.utc), mode: .rolling, count: 4)
        let report = WeeklyReport(options: WeeklyReportOptions(asOf: AsOf(date, timeZone: Self.utc), weekCount: 4), windows: windows, weeks: [])
        #expect(report.weeks.count == 4)
        #expect(report.weeks.allSatisfy { $0.activities == 0 && $0.moodAverage == nil })
        #expect(report.weeks[3].end == date)
    }

    @Test func goalProgressIsTheShareOfTheTarget() throws {
        let report = try Self.report(distances: [10_000, 40_000], goals: WeeklyGoals(distance: 50_000, elevation: 500))
        let progress = report.selectedGoalProgress
        #expect(progress.map(\.metric) == [.distance, .elevation])
        #expect(progress[0].fraction == 0.8)
        #expect(progress[0].remaining == 10_000)
        #expect(progress[1].fraction == 0)
        #expect(!progress[0].isReached)
    }

    @Test func aCalendarWeekLabelCrossesTheYear() throws {
        let report = try Self.report(distances: [1], asOf: "2027-01-01T08:00:00Z", mode: .calendar)
        #expect(report.headline == "DEC 28 - JAN 03")
    }
}

extension WeeklyReportTests {
    /// A rolling week is named by the seven days ending on the day of its last instant.
    @Test func aRollingWeekIsNamedBySevenDaysEndingOnItsLastDay() throws {
        #expect(try Self.report(distances: [1], asOf: "2026-11-29T09:00:00Z").headline == "NOV 23 - NOV 29")
        #expect(try Self.report(distances: [1, 1], asOf: "2026-11-29T09:00:00Z").label(0) == "NOV 16 - NOV 22")
        #expect(try Self.report(distances: [1], asOf: "2026-11-29T00:00:01Z").headline == "NOV 23 - NOV 29")
        #expect(try Self.report(distances: [1], asOf: "2026-11-29T00:00:00Z").headline == "NOV 22 - NOV 28")
    }
}
