import Foundation
import Testing
import TrackerTestSupport

@Suite struct PeriodCommandTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// Rides in October and November 2026 and one run in 2025; the clock stands at 09:00 on 29 November 2026.
    static func history() -> TrackerHarness {
        let harness = TrackerHarness()
        harness.run("add -t ride --distance 40 --duration 2h --elevation 300 --date 2026-10-05T08:00")
        harness.run("add -t ride --distance 20 --duration 1h --date 2026-10-30T08:00")
        harness.run("add -t ride --distance 30 --duration 1h30m --elevation 100 --date 2026-11-03T08:00")
        harness.run("add -t run --distance 10 --duration 1h --date 2025-06-01T08:00")
        return harness
    }

    @Test func monthsTotalEachMonthAndCompareWithTheOneBefore() throws {
        let harness = Self.history()
        let result = harness.run("months")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Months of 2026")
        let october = try #require(lines.first { $0.hasPrefix("Oct") })
        #expect(october.contains("60.00 km") && october.contains("40.00 km") && october.contains("3h"))
        // November to the 29th, 09:00, against October to the 29th, 09:00 (only the 40 km of the 5th).
        let november = try #require(lines.first { $0.hasPrefix("Nov*") })
        #expect(november.hasSuffix("-25%"), "\(november)")
        #expect(!lines.contains { $0.hasPrefix("Dec") })
        #expect(lines.contains { $0.hasPrefix("Total") && $0.contains("90.00 km") })
    }

    @Test func monthsAsJSONAndCSVCarryTheSameFigures() throws {
        let harness = Self.history()
        let json = try Self.json(harness.run("months --year 2026 --json").output)
        let periods = try #require(json["periods"] as? [[String: Any]])
        #expect(periods.count == 11)
        #expect(periods[9]["period"] as? String == "2026-10")
        #expect(periods[9]["distance_m"] as? Double == 60_000)
        #expect(periods[10]["partial"] as? Bool == true)
        let change = try #require(periods[10]["change"] as? [String: Any])
        #expect(change["distance"] as? Double == -0.25)
        let csv = harness.run("months --year 2026 --csv").output.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(csv.first == "period,start,end,partial,activities,distance_m,duration_s,elevation_m,longest_m,distance_change")
        #expect(csv.count == 12)
        #expect(csv[10].hasPrefix("2026-10,2026-10-01T00:00:00+00:00,2026-11-01T00:00:00+00:00,0,2,60000,10800,300,40000,"))
        // A past year has all twelve months.
        let past = try Self.json(harness.run("months --year 2025 --json").output)
        #expect((past["periods"] as? [Any])?.count == 12)
    }

    @Test func monthsFilterByType() throws {
        let harness = Self.history()
        let json = try Self.json(harness.run("months --year 2025 --type run --json").output)
        let total = try #require(json["total"] as? [String: Any])
        #expect(total["distance_m"] as? Double == 10_000)
        let rides = try Self.json(harness.run("months --year 2025 --type ride --json").output)
        #expect((rides["total"] as? [String: Any])?["activities"] as? Int == 0)
    }

    @Test func yearsRunFromTheFirstActivitysYear() throws {
        let harness = Self.history()
        let result = harness.run("years")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("2025 ") && $0.contains("10.00 km") && $0.hasSuffix("–") })
        #expect(lines.contains { $0.hasPrefix("2026*") })
        #expect(!lines.contains { $0.hasPrefix("2024") })
        let json = try Self.json(harness.run("years --json").output)
        #expect((json["periods"] as? [[String: Any]])?.map { $0["period"] as? String } == ["2025", "2026"])
    }

    @Test(arguments: ["months --year 26", "months --year abcd", "calendar --year 1899", "calendar --metric pace", "months --json --csv"])
    func badOptionsAreUsageErrors(line: String) {
        let result = TrackerHarness().run(line)
        #expect(result.status == 64, "\(line): \(result.output)")
        #expect(result.error.split(separator: "\n").first?.hasPrefix("tracker: error: --") == true || result.error.hasPrefix("tracker: error: --json"), "\(result.error)")
    }

    @Test func theCalendarShadesDaysByQuartileInPlainCharacters() throws {
        let harness = Self.history()
        let result = harness.run("calendar")
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "2026: 3 active days, 90.00 km, longest streak 1 day")
        #expect(lines[1].hasPrefix("    Jan"))
        #expect(lines[1].contains("Oct") && lines[1].contains("Dec"))
        #expect(lines[2].hasPrefix("Mon "))
        // 2026-10-05 (40 km) is a Monday: the darkest; 2026-11-03 (30 km) a Tuesday; 2026-10-30 (20 km) a Friday.
        #expect(lines[2].contains("█"))
        #expect(lines[3].contains("▓"))
        #expect(lines[6].contains("▒"))
        #expect(lines.contains("    Less · ░ ▒ ▓ █ More"))
        // No escape codes without colour.
        #expect(!result.output.contains("\u{1B}"))
    }

    @Test(arguments: [60, 80, 120])
    func theCalendarAndTheTablesFitTheTerminal(columns: Int) throws {
        let harness = Self.history()
        for command in ["calendar", "months", "years", "calendar --metric load"] {
            let result = harness.run(command, terminal: true, columns: columns)
            #expect(result.status == 0, "\(result.error)")
            let plain = result.output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            #expect(result.output.contains("\u{1B}["), "\(command): colour on a terminal")
            for line in plain.split(separator: "\n") {
                #expect(line.count <= columns, "\(command) at \(columns): \(line)")
            }
        }
        // The whole year fits from 60 columns on; narrower, the latest weeks are shown.
        #expect(harness.run("calendar", columns: 60).output.split(separator: "\n")[1].hasPrefix("    Jan"))
        let narrow = harness.run("calendar", columns: 40).output.split(separator: "\n").map(String.init)
        // The heading wraps; the month line is the one naming October.
        let months = try #require(narrow.first { $0.contains("Oct") })
        #expect(!months.contains("Jan") && months.contains("Nov"))
        #expect(narrow.allSatisfy { $0.count <= 40 })
    }

    @Test func theCalendarAsJSONHoldsEachCountedDay() throws {
        let harness = Self.history()
        let json = try Self.json(harness.run("calendar --metric time --json").output)
        let days = try #require(json["days"] as? [[String: Any]])
        // 1 January to 29 November 2026.
        #expect(days.count == 333)
        let october5 = try #require(days.first { $0["day"] as? String == "2026-10-05" })
        #expect(october5["value"] as? Double == 7200)
        #expect(october5["level"] as? Int == 4)
        #expect(json["active_days"] as? Int == 3)
    }

    @Test func theCalendarChartIsAPNGAndAnSVG() throws {
        let harness = Self.history()
        let svg = harness.run("chart calendar --format svg")
        #expect(svg.status == 0, "\(svg.error)")
        #expect(svg.output.hasPrefix("<?xml") || svg.output.contains("<svg"))
        #expect(harness.run("chart calendar --metric elevation").status == 64)
    }
}

@Suite struct PeriodGoalTests {
    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// On 29 November at 09:00, 332.375 of 365 days of 2026 have gone: the pace for 2000 km is 1821.23 km by then.
    @Test func aYearlyGoalIsShownAgainstThePaceThatReachesIt() throws {
        let harness = PeriodCommandTests.history()
        let set = harness.run("goal --year --distance 2000km")
        #expect(set.status == 0, "\(set.error)")
        #expect(set.output.hasPrefix("Yearly goals: distance 2000"), "\(set.output)")
        let json = try Self.json(harness.run("goal --year --json").output)
        let goal = try #require((json["goals"] as? [[String: Any]])?.first)
        #expect(goal["achieved"] as? Double == 90_000)
        let elapsed = try #require(goal["elapsed"] as? Double)
        #expect(abs(elapsed - 332.375 / 365) < 1e-9)
        #expect(abs((goal["ahead"] as? Double ?? 0) - (90_000 - 2_000_000 * 332.375 / 365)) < 1e-6)
        let text = harness.run("goal --year").output
        #expect(text.contains("2026 distance: 90.00 km of 2000.00 km (4%)"), "\(text)")
        #expect(text.contains("behind pace; needs"), "\(text)")
        // The weekly view lists it too, and the weekly goals are untouched.
        let weekly = harness.run("goal").output
        #expect(weekly.contains("No weekly goals set"))
        #expect(weekly.contains("2026 distance: 90.00 km of 2000.00 km"), "\(weekly)")
    }

    @Test func aMonthlyGoalOfAFamilyCountsOnlyThatFamily() throws {
        let harness = PeriodCommandTests.history()
        #expect(harness.run("goal --month --type ride --distance 25km").status == 0)
        let text = harness.run("goal --month --type ride").output
        #expect(text.contains("Nov 2026 distance: 30.00 km of 25.00 km (120%), reached"), "\(text)")
        // Not the all-sport monthly goal, and not the yearly one.
        #expect(harness.run("goal --month").output.hasPrefix("No monthly goals set"))
        #expect(harness.run("goal --year --type ride").output.hasPrefix("No yearly ride goals set"))
        #expect(harness.run("goal --month --type ride --clear").output.hasPrefix("Monthly ride goals cleared"))
        #expect(harness.run("goal --month --type ride").output.hasPrefix("No monthly ride goals set"))
    }

    /// Within a period's last week the line says what is left, not a weekly rate; lines fit the terminal.
    @Test(arguments: [60, 80, 120])
    func theLastDaysSayWhatIsLeftAndLinesFit(columns: Int) {
        let harness = PeriodCommandTests.history()
        #expect(harness.run("goal --month --distance 100km").status == 0)
        let text = harness.run("goal --month", columns: columns).output
        // Read as one line, however it wrapped.
        let joined = text.replacingOccurrences(of: "\n  ", with: " ")
        #expect(joined.contains("Nov 2026 distance: 30.00 km of 100.00 km (30%)"), "\(text)")
        #expect(joined.contains("70.00 km to go") && !joined.contains("a week"), "\(text)")
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= columns }, "\(text)")
        #expect(harness.run("goal --year --distance 2000km", columns: columns).output.split(separator: "\n").allSatisfy { $0.count <= columns })
    }

    @Test func yearAndMonthTogetherAreRefusedAndChangeNothing() {
        let harness = PeriodCommandTests.history()
        let before = harness.databaseBytes()
        let result = harness.run("goal --year --month --distance 10")
        #expect(result.status == 64)
        #expect(result.error.contains("--year and --month are two periods of goals"))
        #expect(harness.databaseBytes() == before)
    }
}

@Suite struct CalendarReportTests {
    /// The report shows the year's calendar as a still SVG in the page's palette: the active days
    /// are the accent's class at their level's opacity, so the dark palette shades them too.
    @Test func theReportHoldsTheYearsCalendar() throws {
        let harness = PeriodCommandTests.history()
        let result = harness.run(["report"])
        #expect(result.status == 0, "\(result.error)")
        let page = result.output
        let section = try #require(page.range(of: "<section class=\"card calendar\"").map { String(page[$0.lowerBound...]) })
        #expect(section.contains("<h2 id=\"calendar-title\">Calendar <span class=\"muted\">2026 · 3 active days, 90.00 km, longest streak 1 day</span></h2>"))
        #expect(section.contains("id=\"calendar-chart\""))
        // 40 km on 5 October is the busiest quartile: the full accent; 20 km the lightest shown.
        #expect(section.contains("class=\"f-accent\""))
        #expect(section.contains("class=\"f-accent\" fill-opacity=\"0.55\""))
        #expect(section.contains("class=\"f-grid\""))
        #expect(page.components(separatedBy: "id=\"calendar-chart\"").count == 2)
    }
}

@Suite struct ListYearTests {
    @Test func listYearShowsThatLocalYearOnly() {
        // 23:30 on 31 December 2025 in Lisbon's winter time is still 2025; 00:30 on 1 January 2026 is not.
        let harness = TrackerHarness(timeZone: "Europe/Lisbon")
        harness.run("add --distance 5 --duration 30m --date 2025-12-31T23:30 --name last")
        harness.run("add --distance 6 --duration 30m --date 2026-01-01T00:30 --name first")
        let csv = harness.run("list --year 2025 --csv").output
        #expect(csv.contains("last") && !csv.contains("first"), "\(csv)")
        let next = harness.run("list --year 2026 --csv").output
        #expect(next.contains("first") && !next.contains("last"), "\(next)")
        let both = harness.run("list --year 2025 --since 2025-06-01")
        #expect(both.status == 64)
        #expect(both.error.contains("--year is a range of its own"))
        #expect(harness.run("list --year 2024").output.hasPrefix("No activities match --year 2024"))
    }
}
