import Testing
@testable import TrackerTime

@Suite struct ZoneRuleTests {
    private func rule(_ text: String) throws -> ZoneRule { try #require(ZoneRule(parsing: text), "\(text)") }

    @Test func lisbonChangesOnTheLastSundaysOfMarchAndOctober() throws {
        let lisbon = try rule("WET0WEST,M3.5.0/1,M10.5.0")
        let spring: Int64 = 1_774_746_000  // 2026-03-29T01:00:00Z
        let autumn: Int64 = 1_792_890_000  // 2026-10-25T01:00:00Z
        #expect(lisbon.localTimeType(at: spring - 1) == LocalTimeType(utcOffset: 0, isDaylightSavingTime: false))
        #expect(lisbon.localTimeType(at: spring) == LocalTimeType(utcOffset: 3600, isDaylightSavingTime: true))
        #expect(lisbon.localTimeType(at: autumn - 1).utcOffset == 3600)
        #expect(lisbon.localTimeType(at: autumn).utcOffset == 0)
        #expect(lisbon.nextTransition(after: 1_767_225_600) == spring)  // from 2026-01-01
        #expect(lisbon.nextTransition(after: spring - 1) == spring)
        #expect(lisbon.nextTransition(after: spring) == autumn)
        #expect(lisbon.nextTransition(after: autumn) == 1_806_195_600)  // 2027-03-28T01:00:00Z
    }

    @Test func sydneyKeepsDaylightTimeAcrossTheNewYear() throws {
        let sydney = try rule("AEST-10AEDT,M10.1.0,M4.1.0/3")
        let end: Int64 = 1_775_318_400    // 2026-04-05 03:00 AEDT = 2026-04-04T16:00:00Z
        let start: Int64 = 1_791_043_200  // 2026-10-04 02:00 AEST = 2026-10-03T16:00:00Z
        #expect(sydney.localTimeType(at: end - 1).utcOffset == 39_600)
        #expect(sydney.localTimeType(at: end).utcOffset == 36_000)
        #expect(sydney.localTimeType(at: start - 1).utcOffset == 36_000)
        #expect(sydney.localTimeType(at: start) == LocalTimeType(utcOffset: 39_600, isDaylightSavingTime: true))
        // The last second of 2026 and the first of 2027 (UTC), both in summer.
        #expect(sydney.localTimeType(at: 1_798_761_599).utcOffset == 39_600)
        #expect(sydney.localTimeType(at: 1_798_761_600).utcOffset == 39_600)
        #expect(sydney.nextTransition(after: 1_798_761_600) == 1_806_768_000)  // 2027-04-04 03:00 AEDT
        #expect(sydney.nextTransition(after: end) == start)
    }

    @Test func dublinsWinterIsItsNegativeDaylightTime() throws {
        let dublin = try rule("IST-1GMT0,M10.5.0,M3.5.0/1")
        #expect(dublin.localTimeType(at: 1_768_000_000) == LocalTimeType(utcOffset: 0, isDaylightSavingTime: true))     // January 2026
        #expect(dublin.localTimeType(at: 1_783_000_000) == LocalTimeType(utcOffset: 3600, isDaylightSavingTime: false)) // July 2026
        #expect(dublin.nextTransition(after: 1_768_000_000) == 1_774_746_000)
        #expect(dublin.nextTransition(after: 1_774_746_000) == 1_792_890_000)
    }

    @Test(arguments: [("<+13>-13", 46_800), ("CST-8", 28_800), ("<-0330>3:30", -12_600), ("UTC0", 0), ("<+0545>-5:45", 20_700)])
    func zonesWithoutDaylightTimeKeepOneOffset(_ text: String, _ offset: Int) throws {
        let fixed = try rule(text)
        #expect(fixed.daylight == nil)
        for instant: Int64 in [-2_208_988_800, 0, 1_774_746_000, 4_102_444_800] {
            #expect(fixed.localTimeType(at: instant) == LocalTimeType(utcOffset: offset, isDaylightSavingTime: false))
        }
        #expect(fixed.nextTransition(after: 0) == nil)
    }

    @Test func daylightTimeAllYearHasNoTransitionAndEnds() throws {
        let always = try rule("EST5EDT,0/0,J365/25")
        for instant: Int64 in [0, 1_767_225_599, 1_767_225_600, 1_767_243_600, 1_780_000_000, 4_102_444_800] {
            #expect(always.localTimeType(at: instant) == LocalTimeType(utcOffset: -14_400, isDaylightSavingTime: true))
        }
        #expect(always.nextTransition(after: 1_767_225_600) == nil)
    }

    /// A zero-based end on day 365 falls in the next year, after that year's start: a year whose
    /// daylight time lasts all of it has no changes, as tzcode has it.
    @Test(arguments: ["XXX3YYY,0/0,365/25", "XXX3YYY,0/0,365"])
    func anEndInTheNextYearIsDaylightTimeAllYear(_ text: String) throws {
        let always = try rule(text)
        // 2026 and 2027 (common years), and the middle of 2028 (a leap year).
        for instant: Int64 in [1_767_225_600, 1_780_000_000, 1_798_761_600, 1_810_000_000, 1_845_000_000] {
            #expect(always.localTimeType(at: instant) == LocalTimeType(utcOffset: -7_200, isDaylightSavingTime: true), "\(text) at \(instant)")
        }
    }

    @Test func daylightNameAloneTakesTheUSRules() throws {
        let eastern = try rule("EST5EDT")
        #expect(eastern.daylight?.offset == -14_400)
        #expect(eastern.nextTransition(after: 1_767_225_600) == 1_772_953_200)  // 2026-03-08 02:00 EST
        #expect(eastern.nextTransition(after: 1_772_953_200) == 1_793_512_800)  // 2026-11-01 02:00 EDT
    }

    @Test func julianAndZeroBasedDaysDifferOnlyInLeapYears() throws {
        let julian = try rule("AAA3BBB,J60/0,J300/0")  // 1 March always
        let zeroBased = try rule("AAA3BBB,59/0,299/0")  // 29 February in a leap year
        let march2024: Int64 = 1_709_262_000  // 2024-03-01T00:00 at -03
        let february2024: Int64 = 1_709_175_600  // 2024-02-29T00:00 at -03
        #expect(julian.nextTransition(after: 1_704_067_200) == march2024)
        #expect(zeroBased.nextTransition(after: 1_704_067_200) == february2024)
        let march2025: Int64 = 1_740_798_000  // 2025-03-01T00:00 at -03
        #expect(julian.nextTransition(after: 1_735_689_600) == march2025)
        #expect(zeroBased.nextTransition(after: 1_735_689_600) == march2025)
    }

    @Test func ruleTimesMayBeNegativeOrPastADay() throws {
        let nuuk = try rule("<-02>2<-01>,M3.5.0/-1,M10.5.0/0")
        #expect(nuuk.nextTransition(after: 1_767_225_600) == 1_774_746_000)  // Saturday 23:00 -02 = 01:00Z
        #expect(nuuk.nextTransition(after: 1_774_746_000) == 1_792_890_000)  // Sunday 00:00 -01 = 01:00Z
        let late = try rule("AAA3BBB,M3.2.0/167,M11.1.0")
        #expect(late.nextTransition(after: 1_767_225_600) == 1_773_540_000)  // 8 March + 167 h at -03
    }

    @Test(arguments: [
        "", "AB0", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.2.0", "EST5EDT,M3.6.0,M11.1.0",
        "EST5EDT,M3.2.7,M11.1.0", "EST25", "<+1>-1", "<+13-13", "EST5EDT,M3.2.0/168,M11.1.0", "EST5 ",
        "GMT+0100", "EST5EDT,J0,J365", "EST5EDT,366,0", "EST5:60", "EST5EDT,M3.2.0,M11.1.0,", "Europe/Lisbon",
    ])
    func malformedStringsAreRefused(_ text: String) {
        #expect(ZoneRule(parsing: text) == nil)
    }

    @Test func offsetsAndDaylightDefaultToAnHourAhead() throws {
        let parsed = try rule("<-03>+3:00:30<-02>,M3.2.0/2:15,M11.1.0/-0:30")
        #expect(parsed.standardOffset == -10_830)
        #expect(parsed.daylight?.offset == -7230)
        #expect(parsed.daylight?.start == ZoneRule.Change(day: .monthWeek(month: 3, week: 2, weekday: 0), time: 8100))
        #expect(parsed.daylight?.end == ZoneRule.Change(day: .monthWeek(month: 11, week: 1, weekday: 0), time: -1800))
        #expect(try rule("NZST-12NZDT-13,M9.5.0,M4.1.0/3").daylight?.offset == 46_800)
    }
}
