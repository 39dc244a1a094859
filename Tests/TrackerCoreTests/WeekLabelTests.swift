import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

/// The days a weekly window is named by (`WeekWindows.labelDays`, `WeeklyReport.label`) across
/// clock changes: never two windows naming one day, never a day left unnamed.
@Suite struct WeekLabelTests {
    static func zone(_ name: String) throws -> Zone { try #require(Zone(identifier: name)) }

    static func labels(asOf: String, zone: String, mode: WindowMode = .rolling, count: Int = 3) throws -> [String] {
        let options = WeeklyReportOptions(
            asOf: AsOf(try WeekWindowsTests.date(asOf), timeZone: try Self.zone(zone)), mode: mode, weekCount: count)
        let report = WeeklyReport(options: options, windows: options.windows, weeks: [])
        return report.weeks.indices.map(report.label)
    }

    @Test(arguments: [
        // 23:30 on the Monday after the October change in Berlin: the older window runs from
        // 00:30 on the 13th to 00:30 on the 20th, so it is named 13 to 19 and the 20th is the newest's.
        ("2026-10-26T22:30:00Z", "Europe/Berlin", ["OCT 06 - OCT 12", "OCT 13 - OCT 19", "OCT 20 - OCT 26"]),
        // The same in spring: the older window ends at 22:30 on the 23rd (23:30 of the old
        // offset), so the 23rd, most of it in that window, stays in it.
        ("2026-03-30T21:30:00Z", "Europe/Berlin", ["MAR 10 - MAR 16", "MAR 17 - MAR 23", "MAR 24 - MAR 30"]),
        ("2026-11-03T04:30:00Z", "America/New_York", ["OCT 13 - OCT 19", "OCT 20 - OCT 26", "OCT 27 - NOV 02"]),
        // Sydney's October change comes forward an hour: at 00:30 on Monday 5 October the
        // newest window began at 23:30 on the 27th, so it holds the 28th as well.
        ("2026-10-04T13:30:00Z", "Australia/Sydney", ["SEP 14 - SEP 20", "SEP 21 - SEP 27", "SEP 28 - OCT 05"]),
        // Lord Howe moves its clocks by 30 minutes: at 00:15 on Monday 6 April the windows
        // began at 00:45 before the change, still on the day the card gives them.
        ("2026-04-05T13:45:00Z", "Australia/Lord_Howe", ["MAR 17 - MAR 23", "MAR 24 - MAR 30", "MAR 31 - APR 06"]),
        // An ordinary week: the day of the last counted second and the six before it.
        ("2026-11-29T09:00:00Z", "Europe/Berlin", ["NOV 09 - NOV 15", "NOV 16 - NOV 22", "NOV 23 - NOV 29"]),
        ("2026-11-30T00:00:00Z", "UTC", ["NOV 09 - NOV 15", "NOV 16 - NOV 22", "NOV 23 - NOV 29"]),
    ])
    func rollingLabelsAcrossAClockChange(_ asOf: String, _ zone: String, _ expected: [String]) throws {
        #expect(try Self.labels(asOf: asOf, zone: zone) == expected)
    }

    /// Around every clock change of 2026 in four zones (one moving by 30 minutes), at clock
    /// times near midnight and in the changed hour: the labels follow on day after day, the
    /// newest ends on the last counted day, and a window whose two ends have one UTC offset is
    /// named by seven days.
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe"])
    func labelsTileTheDaysAroundEveryClockChange(_ name: String) throws {
        let zone = try Self.zone(name)
        // Foundation's zone, over ICU, finds the changes and the local times independently.
        let reference = try #require(TimeZone(identifier: name))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = reference
        let year = try #require(calendar.date(from: DateComponents(year: 2026, month: 1, day: 1)))
        var changes: [Date] = []
        var cursor = year
        while let next = reference.nextDaylightSavingTimeTransition(after: cursor), next < year.addingTimeInterval(366 * 86_400) {
            changes.append(next)
            cursor = next
        }
        #expect(changes.count == 2)
        for change in changes {
            for dayOffset in -2...9 {
                for (hour, minute) in [(0, 0), (0, 30), (1, 45), (2, 15), (9, 0), (23, 30), (23, 59)] {
                    let day = calendar.startOfDay(for: change.addingTimeInterval(Double(dayOffset) * 86_400))
                    var parts = calendar.dateComponents([.year, .month, .day], from: day)
                    (parts.hour, parts.minute) = (hour, minute)
                    let asOf = try #require(calendar.date(from: parts))
                    let windows = WeekWindows(AsOf(asOf, timeZone: zone), mode: .rolling, count: 4)
                    let days = (0..<4).map(windows.labelDays)
                    for index in 1..<4 {
                        #expect(days[index].lowerBound == days[index - 1].upperBound.adding(days: 1), "\(name) \(asOf)")
                    }
                    #expect(days[3].upperBound == windows.countedUntil.lastDay)
                    for index in 0..<4 {
                        let length = days[index].upperBound.daysSince1970 - days[index].lowerBound.daysSince1970 + 1
                        #expect((6...8).contains(length), "\(name) \(asOf) window \(index)")
                        let offsets = [windows.start(index), windows.end(index)].map { zone.secondsFromGMT(at: $0) }
                        if offsets[0] == offsets[1] { #expect(length == 7, "\(name) \(asOf) window \(index)") }
                    }
                }
            }
        }
    }

    @Test func calendarLabelsAreTheWeeksSevenDaysAcrossAClockChange() throws {
        #expect(try Self.labels(asOf: "2026-10-26T22:30:00Z", zone: "Europe/Berlin", mode: .calendar)
            == ["OCT 12 - OCT 18", "OCT 19 - OCT 25", "OCT 26 - NOV 01"])
    }
}
