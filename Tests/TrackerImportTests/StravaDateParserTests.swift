import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTime

@Suite struct StravaDateParserTests {
    @Test func readsEnglishDatesAsUTC() {
        #expect(StravaDateParser.parse("Nov 29, 2026, 7:30:00 AM") == 1_795_937_400)
        #expect(StravaDateParser.parse("Nov 29, 2026, 12:05:00 AM") == 1_795_910_700)
        #expect(StravaDateParser.parse("Nov 29, 2026, 1:00:00 PM") == 1_795_957_200)
    }

    static func seconds(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int) -> Int64? {
        LocalDay(year: year, month: month, day: day).map { Int64($0.daysSince1970) * 86_400 + Int64(hour * 3600 + minute * 60 + second) }
    }

    /// Each language's way of writing 9 December 2022, 15:24:49 (and a few other days).
    @Test(arguments: [
        ("Dec 9, 2022, 3:24:49 PM", 2022, 12, 9, 15, 24, 49),
        ("09.12.2022, 15:24:49", 2022, 12, 9, 15, 24, 49),
        ("9 déc. 2022, 15:24:49", 2022, 12, 9, 15, 24, 49),
        ("13 févr. 2024, 18:30:12", 2024, 2, 13, 18, 30, 12),
        ("9 dic 2022, 15:24:49", 2022, 12, 9, 15, 24, 49),
        ("9 de diciembre de 2022, 15:24:49", 2022, 12, 9, 15, 24, 49),
        ("9 dic 2022, 3:24:49 p. m.", 2022, 12, 9, 15, 24, 49),
        ("9 mag 2026, 00:03:01", 2026, 5, 9, 0, 3, 1),
        ("9 de mai. de 2026, 00:03:01", 2026, 5, 9, 0, 3, 1),
        ("9 mei 2026, 00:03:01", 2026, 5, 9, 0, 3, 1),
        ("1 mrt 2026, 07:00:00", 2026, 3, 1, 7, 0, 0),
        ("1. März 2026, 07:00:00", 2026, 3, 1, 7, 0, 0),
        ("2022-12-09 15:24:49", 2022, 12, 9, 15, 24, 49),
        ("9/12/2022, 15:24", 2022, 12, 9, 15, 24, 0),
        ("29 Feb 2024, 23:59:59", 2024, 2, 29, 23, 59, 59),
    ])
    func readsEveryLanguage(text: String, year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        #expect(StravaDateParser.parse(text) == Self.seconds(year, month, day, hour, minute, second))
    }

    @Test(arguments: [
        "", "not a date", "09.12.2022", "Dec 9, 2022", "29 Feb 2023, 10:00:00", "31.04.2026, 10:00:00", "9 Dec 2022, 24:00:00",
        "9 Dec 2022, 10:60:00", "9 Dec 2022, 13:00:00 PM", "9 Foo 2022, 10:00:00", "9 Dec Jan 2022, 10:00:00",
        "9 Dec 22, 10:00:00", "12.09.22, 10:00", "Dec 9, 2022, 10:00:00 AM PM", "1 2 3 2022, 10:00",
    ])
    func refusesWhatIsNotADate(text: String) {
        #expect(StravaDateParser.parse(text) == nil)
    }

    @Test func noMonthNameStandsForTwoMonths() {
        // A name in two months' lists would silently keep only the later month.
        let all = StravaDateParser.monthNames.flatMap { $0 }
        #expect(all.count == Set(all).count)
        #expect(StravaDateParser.monthNames.count == 12)
        #expect(StravaDateParser.monthNumbers.count == all.count)
    }

    @Test(arguments: 1...12)
    func everyEnglishMonthNameReadsAsItsMonth(month: Int) {
        let expected = StravaDateParser.parse("2022-\(month < 10 ? "0" : "")\(month)-09 10:00:00")
        #expect(expected != nil)
        for name in [LocalDay.monthAbbreviations[month - 1], LocalDay.monthNames[month - 1]] {
            #expect(StravaDateParser.monthNumbers[name.lowercased()] == month, "\(name)")
            #expect(StravaDateParser.parse("\(name) 9, 2022, 10:00:00 AM") == expected, "\(name)")
        }
    }
}
