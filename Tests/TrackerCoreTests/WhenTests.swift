import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct WhenTests {
    static let lisbon = Zone(identifier: "Europe/Lisbon")!
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
        ("2026-11-29", "2026-11-29T09:15:30+00:00"),        // today is now itself
        ("today", "2026-11-29T09:15:30+00:00"),
        ("yesterday", "2026-11-28T12:00:00+00:00"),         // another day takes 12:00
        ("2026-11-20", "2026-11-20T12:00:00+00:00"),
        ("tomorrow", "2026-11-30T12:00:00+00:00"),
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

    /// In the hour clocks repeat, `today` is now itself, not the same clock time an hour earlier.
    @Test func todayInTheRepeatedHourIsNow() throws {
        let newYork = try #require(Zone(identifier: "America/New_York"))
        // 06:00 UTC on 1 November 2026 is 01:00 EST, the second 01:00 of that night.
        let clock = Clock(now: Date(timeIntervalSince1970: 1_793_512_800), timeZone: newYork)
        for text in ["today", "2026-11-01"] {
            let start = try When(parsing: text, clock: clock).activityStart(clock: clock)
            #expect(start.secondsSince1970 == 1_793_512_800, "\(text)")
            #expect(start.utcOffset == -5 * 3600, "\(text)")
        }
    }

    @Test func anInstantNamesTheDayAtItsOwnOffset() throws {
        let when = try When(parsing: "2026-11-29T01:00+09:00", clock: Self.clock)
        #expect(when.day.iso == "2026-11-29")
    }

    // MARK: - Daylight saving time

    static func clock(in zone: String) throws -> Clock {
        Clock(now: Self.clock.now, timeZone: try #require(Zone(identifier: zone)))
    }

    @Test(arguments: [
        ("Europe/Lisbon", "2026-03-29T01:30", "from 01:00 to 02:00"),
        ("Europe/Berlin", "2026-03-29T02:30", "from 02:00 to 03:00"),
        ("America/New_York", "2026-03-08T02:00:00", "from 02:00 to 03:00"),
        ("Australia/Lord_Howe", "2026-10-04T02:15", "from 02:00 to 02:30"),
        ("America/Sao_Paulo", "2018-11-04T00:30", "from 00:00 to 01:00"),
    ])
    func aLocalTimeTheClocksSkipIsRefusedWithTheJump(zone: String, text: String, jump: String) throws {
        let clock = try Self.clock(in: zone)
        do {
            _ = try When(parsing: text, clock: clock)
            Issue.record("\(text) in \(zone) was accepted")
        } catch let error as ValueParseError {
            #expect(error.value == text)
            #expect(error.reason.contains("does not exist in \(zone): the clocks jump \(jump) that night"), "\(error.reason)")
        }
    }

    @Test func theMinutesAroundAJumpAndAnExplicitOffsetAreAccepted() throws {
        let clock = try Self.clock(in: "Europe/Berlin")
        func start(_ text: String) throws -> String {
            guard case .instant(let instant) = try When(parsing: text, clock: clock) else { return "a day" }
            return ISO8601.string(instant.date, timeZone: instant.timeZone)
        }
        #expect(try start("2026-03-29T01:59:59") == "2026-03-29T01:59:59+01:00")
        #expect(try start("2026-03-29T03:00") == "2026-03-29T03:00:00+02:00")
        #expect(try start("2026-03-29T02:30+01:00") == "2026-03-29T02:30:00+01:00")
        // The hour repeated when the clocks go back: the first of the two, unless an offset says.
        #expect(try start("2026-10-25T02:30") == "2026-10-25T02:30:00+02:00")
        #expect(try start("2026-10-25T02:30+01:00") == "2026-10-25T02:30:00+01:00")
    }

    @Test func aDayTheZoneSkippedIsRefusedAsAWholeDay() throws {
        let clock = try Self.clock(in: "Pacific/Apia")
        #expect(throws: ValueParseError(value: "2011-12-30T12:00", reason: "does not exist in Pacific/Apia: the zone skipped that whole day; give another day or an offset")) {
            try When(parsing: "2011-12-30T12:00", clock: clock)
        }
    }
}

/// A zone with one offset takes arithmetic instead of the calendar: both must agree.
@Suite struct FixedOffsetZoneTests {
    @Test func onlyZonesThatNeverChangeHaveAFixedOffset() throws {
        #expect(Zone(secondsFromGMT: 0)?.fixedOffset == 0)
        #expect(Zone(secondsFromGMT: 19_800)?.fixedOffset == 19_800)
        #expect(Zone.utc.fixedOffset == 0)
        #expect(Zone(identifier: "Europe/Lisbon")?.fixedOffset == nil)
        #expect(Zone(identifier: "America/New_York")?.fixedOffset == nil)
    }

    @Test(arguments: [0, 3600, -18_000, 19_800, 45_900, -43_200])
    func localTimesInAFixedZoneAreTheCalendarsInstants(_ offset: Int) throws {
        let zone = try #require(Zone(secondsFromGMT: offset))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: offset))
        let clock = Clock(now: Date(timeIntervalSince1970: 1_795_943_730), timeZone: zone)
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let day = LocalDay(daysSince1970: Int.random(in: 0...20_800, using: &generator))
            let (hour, minute, second) = (Int.random(in: 0...23, using: &generator), Int.random(in: 0...59, using: &generator), Int.random(in: 0...59, using: &generator))
            let text = String(printf: "%04d-%02d-%02dT%02d:%02d:%02d", day.year, day.month, day.day, hour, minute, second)
            let expected = try #require(calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second)))
            guard case .instant(let instant) = try When(parsing: text, clock: clock) else {
                Issue.record("\(text) is not an instant")
                continue
            }
            #expect(instant.secondsSince1970 == Int64(expected.timeIntervalSince1970), "\(text)")
            #expect(instant.utcOffset == offset)
            #expect(day.instant(hour: hour, in: zone) == calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour)))
        }
    }
}

/// ZoneCalendar's arithmetic against Foundation's calendar (over ICU) in the same zone.
@Suite struct ZoneCalendarTests {
    @Test(arguments: [0, 3600, -18_000, 19_800, 45_900, -43_200, 50_400])
    func fixedZoneArithmeticIsTheCalendars(_ offset: Int) throws {
        try compare(try #require(Zone(secondsFromGMT: offset)), try #require(TimeZone(secondsFromGMT: offset)))
    }

    /// Named zones: days, and clock times moved to other days across clock changes, skipped hours
    /// (moved past the gap) and repeated ones (the first) included.
    @Test(arguments: ["Europe/Lisbon", "America/New_York", "Australia/Lord_Howe", "Pacific/Apia", "Asia/Kolkata"])
    func namedZoneArithmeticIsTheCalendars(_ name: String) throws {
        try compare(try #require(Zone(identifier: name)), try #require(TimeZone(identifier: name)))
    }

    private func compare(_ zone: Zone, _ reference: TimeZone) throws {
        let zoneCalendar = ZoneCalendar(zone)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = reference
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            // 1900 to 2100, negative instants included.
            let seconds = Int64.random(in: -2_208_988_800...4_102_444_800, using: &generator)
            let parts = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            let day = zoneCalendar.day(seconds)
            #expect(day == LocalDay(year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0), "\(seconds)")
            let other = day.adding(days: Int.random(in: -400...400, using: &generator))
            let clock = calendar.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
            let expected = calendar.date(from: DateComponents(
                year: other.year, month: other.month, day: other.day, hour: clock.hour, minute: clock.minute, second: clock.second))
            #expect(zoneCalendar.instant(of: other, clockOf: seconds) == expected.map { Int64($0.timeIntervalSince1970) }, "\(reference.identifier) \(seconds) \(other)")
        }
    }

    @Test func typedTimesStayWholeSeconds() throws {
        let clock = Clock(now: Date(timeIntervalSince1970: 1_795_942_800), timeZone: try #require(Zone(identifier: "UTC")))
        #expect(throws: ValueParseError.self) { try When(parsing: "2026-11-29T07:30:00.5Z", clock: clock) }
        #expect(throws: ValueParseError.self) { try When(parsing: "2026-11-29T07:30:60Z", clock: clock) }
        #expect(try When(parsing: "2026-11-29T07:30:00-00:44:30", clock: clock) == .instant(LocalInstant(secondsSince1970: 1_795_940_070, utcOffset: -2670)))
    }
}
