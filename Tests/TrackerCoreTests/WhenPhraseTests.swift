import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

/// The dates people say: every form of `When.forms`, read against a fixed clock, across zones
/// and clock changes.
@Suite struct WhenPhraseTests {
    /// Sunday 29 November 2026, 09:15:30 in Lisbon (UTC+0 in winter).
    static let clock = WhenTests.clock

    /// `day 2026-11-28`, `month 2024-12-01`, or an instant in ISO 8601 at its own offset.
    static func describe(_ when: When) -> String {
        switch when {
        case .day(let day): return "day " + day.iso
        case .month(let first): return "month " + first.iso
        case .instant(let instant): return ISO8601.string(instant)
        }
    }

    static func clock(_ zone: String, _ instant: String) throws -> Clock {
        let zone = try #require(Zone(identifier: zone))
        let parsed = try #require(ISO8601.parse(instant))
        return Clock(now: Date(timeIntervalSince1970: parsed.seconds - Double(parsed.offset ?? 0)), timeZone: zone)
    }

    @Test(arguments: [
        ("today", "day 2026-11-29"),
        ("yesterday", "day 2026-11-28"),
        ("Yesterday", "day 2026-11-28"),
        ("tomorrow", "day 2026-11-30"),
        // A weekday is the last one, today excluded: today is a Sunday.
        ("monday", "day 2026-11-23"),
        ("sunday", "day 2026-11-22"),
        ("Sat", "day 2026-11-28"),
        ("thurs", "day 2026-11-26"),
        ("last monday", "day 2026-11-23"),
        ("last fri", "day 2026-11-27"),
        ("-3d", "day 2026-11-26"),
        ("3d", "day 2026-11-26"),
        ("0d", "day 2026-11-29"),
        ("2w", "day 2026-11-15"),
        ("-1w", "day 2026-11-22"),
        ("3 days ago", "day 2026-11-26"),
        ("1 week ago", "day 2026-11-22"),
        ("last week", "day 2026-11-22"),
        ("Nov 20", "day 2026-11-20"),
        ("20 Nov", "day 2026-11-20"),
        ("November 20th", "day 2026-11-20"),
        ("Nov 20, 2025", "day 2025-11-20"),
        ("20 nov 2025", "day 2025-11-20"),
        ("Nov 30", "day 2026-11-30"),      // tomorrow: this year's
        ("Dec 28", "day 2025-12-28"),      // past tomorrow: last year's
        ("Feb 29", "day 2024-02-29"),      // the latest year that has one
        ("2026-11-20", "day 2026-11-20"),
        ("yesterday 7am", "2026-11-28T07:00:00+00:00"),
        ("yesterday at 7:30 pm", "2026-11-28T19:30:00+00:00"),
        ("monday 18:05", "2026-11-23T18:05:00+00:00"),
        ("7:30", "2026-11-29T07:30:00+00:00"),
        ("7pm", "2026-11-29T19:00:00+00:00"),
        ("12am", "2026-11-29T00:00:00+00:00"),
        ("12pm", "2026-11-29T12:00:00+00:00"),
        ("noon", "2026-11-29T12:00:00+00:00"),
        ("2026-11-20T7:30", "2026-11-20T07:30:00+00:00"),
        ("2026-11-20 7am", "2026-11-20T07:00:00+00:00"),
        ("Nov 20 6:45:10", "2026-11-20T06:45:10+00:00"),
        ("2026-07-01 7am", "2026-07-01T07:00:00+01:00"),   // summer time in Lisbon
        ("2026-11-20T07:30+09:00", "2026-11-20T07:30:00+09:00"),
        ("2024-12", "month 2024-12-01"),
        ("Nov 2025", "month 2025-11-01"),
        ("nov", "month 2026-11-01"),
        ("december", "month 2025-12-01"),   // the latest December begun by today
    ])
    func forms(_ text: String, _ expected: String) throws {
        let when = try When(parsing: text, clock: Self.clock, allowingMonths: true)
        #expect(Self.describe(when) == expected, "\(text)")
    }

    @Test(arguments: ["someday", "13pm", "0am", "7:5", "25:00", "7:60", "Nov 31", "31 Feb 2026", "monday yesterday", "2024-13",
                      "-3x", "last", "last 7am", "3 months ago", "nov 2025 7am", "7", "d", "-d", "123456d", "2024-12 7am", "20 20"])
    func refusesWithTheForms(_ text: String) {
        do {
            _ = try When(parsing: text, clock: Self.clock, allowingMonths: true)
            Issue.record("'\(text)' was accepted")
        } catch let error as ValueParseError {
            #expect(error.value == text)
            #expect(error.reason.contains("yesterday 7am") && error.reason.contains("Nov 20") && error.reason.contains("2024-12"), "\(error.reason)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(arguments: ["2024-12", "Nov 2025", "nov"])
    func aMonthIsRefusedWhereADayIsMeant(_ text: String) {
        #expect(throws: ValueParseError(value: text, reason: "is a month; this option takes a day or a time (\(When.forms))")) {
            try When(parsing: text, clock: Self.clock)
        }
    }

    @Test(arguments: [("2024-12", "2024-12-01", "2024-12-31", "2025-01-01T00:00:00+00:00"),
                      ("2024-02", "2024-02-01", "2024-02-29", "2024-03-01T00:00:00+00:00"),
                      ("2026-03", "2026-03-01", "2026-03-31", "2026-04-01T00:00:00+01:00")])
    func aMonthIsARangeOfItsDays(_ text: String, _ first: String, _ last: String, _ upper: String) throws {
        let when = try When(parsing: text, clock: Self.clock, allowingMonths: true)
        #expect(when.day.iso == first)
        #expect(when.lastDay.iso == last)
        #expect(ISO8601.string(when.upperBound(clock: Self.clock), timeZone: Self.clock.timeZone) == upper)
    }

    /// Every weekday from every weekday: one to seven days back, on that weekday.
    @Test(arguments: 0..<7)
    func aWeekdayIsTheLastOneBeforeToday(offset: Int) throws {
        let today = LocalDay(year: 2026, month: 11, day: 23 + offset)!
        let clock = Clock(endOf: today, timeZone: .utc)
        for (index, name) in ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].enumerated() {
            let day = try When(parsing: name, clock: clock).day
            #expect(day.isoWeekday == index + 1, "\(name) from \(today)")
            #expect((1...7).contains(today.daysSince1970 - day.daysSince1970), "\(name) from \(today): \(day)")
        }
    }

    // MARK: - Zones and clock changes

    @Test(arguments: [
        // (zone, now, text, start): a day without a time is 12:00 there, at the offset of that noon.
        ("Europe/Lisbon", "2026-11-29T21:50:00Z", "yesterday", "2026-11-28T12:00:00+00:00"),
        ("Europe/Berlin", "2026-03-30T08:00:00Z", "yesterday", "2026-03-29T12:00:00+02:00"),   // the night clocks sprang forward
        ("America/New_York", "2026-11-02T15:00:00Z", "yesterday", "2026-11-01T12:00:00-05:00"), // the night clocks fell back
        ("Australia/Lord_Howe", "2026-10-05T01:00:00Z", "sunday", "2026-10-04T12:00:00+11:00"),
        ("Pacific/Auckland", "2026-11-29T20:00:00Z", "-1d", "2026-11-29T12:00:00+13:00"),      // already the 30th there
        ("America/Los_Angeles", "2026-11-29T06:00:00Z", "Nov 27", "2026-11-27T12:00:00-08:00"),
        // Today is now itself, as leaving out --date is.
        ("Asia/Kolkata", "2026-11-29T10:00:00Z", "today", "2026-11-29T15:30:00+05:30"),
        // A time given is kept, at the offset it has that day.
        ("America/New_York", "2026-11-02T15:00:00Z", "yesterday 1:30am", "2026-11-01T01:30:00-04:00"), // repeated: the first
        ("America/New_York", "2026-11-02T15:00:00Z", "yesterday 3am", "2026-11-01T03:00:00-05:00"),
        ("Europe/Berlin", "2026-03-30T08:00:00Z", "yesterday 3:30", "2026-03-29T03:30:00+02:00"),
    ])
    func startsAcrossZones(zone: String, now: String, text: String, start: String) throws {
        let clock = try Self.clock(zone, now)
        let when = try When(parsing: text, clock: clock)
        #expect(ISO8601.string(when.activityStart(clock: clock)) == start, "\(text) in \(zone)")
    }

    @Test(arguments: [
        ("Europe/Lisbon", "2026-03-30T08:00:00Z", "yesterday 1:30am", "from 01:00 to 02:00"),
        ("Europe/Berlin", "2026-03-30T08:00:00Z", "yesterday 2:30", "from 02:00 to 03:00"),
        ("America/New_York", "2026-03-09T15:00:00Z", "last sunday 2:15am", "from 02:00 to 03:00"),
        ("Europe/Berlin", "2026-03-30T08:00:00Z", "2026-03-29T2:30", "from 02:00 to 03:00"),
    ])
    func aSkippedTimeIsRefusedWithTheJump(zone: String, now: String, text: String, jump: String) throws {
        let clock = try Self.clock(zone, now)
        do {
            _ = try When(parsing: text, clock: clock)
            Issue.record("\(text) in \(zone) was accepted")
        } catch let error as ValueParseError {
            #expect(error.value == text)
            #expect(error.reason.contains(jump), "\(error.reason)")
        }
    }

    @Test(arguments: [("today", false), ("now", false), ("yesterday", true), ("monday", true), ("yesterday 7am", false), ("7:30", false)])
    func whetherTheStartIsTheDefaultHour(_ text: String, _ expected: Bool) throws {
        #expect(try When(parsing: text, clock: Self.clock).startsAtDefaultHour(clock: Self.clock) == expected)
    }
}
