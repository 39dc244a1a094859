import Foundation
import Testing
import TrackerTestSupport

/// The yearly and monthly goals beside the weekly ones in `weeks` and the report, with the pace
/// that reaches them. The history has 90 km of rides in 2026 (30 in November); on 29 November
/// at 09:00, 332.375 of 365 days have gone and 32.625 days are left.
@Suite struct PeriodGoalViewTests {
    static let daysLeft = 32.625

    @Test func weeksShowsAYearlyGoalAheadOfItsPaceAndWhatAWeekNeeds() throws {
        let harness = PeriodCommandTests.history()
        harness.run("goal --year --distance 95km")
        let text = harness.run("weeks", columns: 80).output
        let expected = 95 * 332.375 / 365
        let ahead = String(format: "%.2f km ahead of pace; needs %.2f km a week", 90 - expected, 5 / (Self.daysLeft / 7))
        #expect(text.contains("  2026 distance  90.00 km of 95.00 km   94%"), "\(text)")
        #expect(text.contains("    \(ahead)\n"), "\(ahead)\n\(text)")
        // The same figures as `goal --year`, in the same words.
        let goal = harness.run("goal --year").output.replacingOccurrences(of: "\n  ", with: " ")
        #expect(goal.contains("2026 distance: 90.00 km of 95.00 km (94%), \(ahead)"), "\(goal)")
        let json = try PeriodCommandTests.json(harness.run("weeks --json").output)
        let standing = try #require((json["period_goals"] as? [[String: Any]])?.first)
        #expect(standing["period"] as? String == "year" && standing["metric"] as? String == "distance")
        #expect(abs((standing["ahead"] as? Double ?? 0) - (90_000 - 95_000 * 332.375 / 365)) < 1e-6)
        #expect(abs((standing["per_week_needed"] as? Double ?? 0) - 5_000 / (Self.daysLeft / 7)) < 1e-6)
    }

    @Test func aMonthBehindItsPaceInItsLastWeekSaysWhatIsLeft() {
        let harness = PeriodCommandTests.history()
        harness.run("goal --month --distance 100km")
        let text = harness.run("weeks", columns: 80).output
        // 28.375 of November's 30 days gone: 94.58 km expected.
        #expect(text.contains(String(format: "    %.2f km behind pace; 70.00 km to go\n", 100 * 28.375 / 30 - 30)), "\(text)")
        #expect(text.contains("  Nov 2026 distance  30.00 km of 100.00 km   30%"))
    }

    @Test func aViewOfOneFamilyShowsThatFamilysGoalsAndAMixNone() throws {
        let harness = PeriodCommandTests.history()
        harness.run("goal --year --distance 2000km")
        harness.run("goal --year --type ride --distance 50km")
        let all = harness.run("weeks", columns: 80).output
        let ride = try #require(all.split(separator: "\n").first { $0.hasPrefix("  2026 ride distance ") })
        #expect(ride.contains(" 90.00 km of 50.00 km ") && ride.contains(" 180% "), "\(all)")
        #expect(all.contains("  2026 distance       90.00 km of 2000.00 km    4%"), "\(all)")
        #expect(all.contains("    reached\n"))
        let rides = harness.run("weeks --type ride", columns: 80).output
        #expect(rides.contains("2026 ride distance") && !rides.contains("2026 distance"), "\(rides)")
        #expect(!harness.run("weeks --type ride --type run", columns: 80).output.contains("2026"))
        #expect(!harness.run("weeks --csv").output.contains("2026 distance"))
    }

    @Test func theReportListsThemUnderTheRings() {
        let harness = PeriodCommandTests.history()
        harness.run("goal --year --distance 95km")
        let file = harness.directory.file("report.html")
        #expect(harness.run(["report", "-o", file]).status == 0)
        let page = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let ahead = String(format: "%.2f km ahead of pace; needs %.2f km a week", 90 - 95 * 332.375 / 365, 5 / (Self.daysLeft / 7))
        #expect(page.contains("<dl class=\"summary-list\" id=\"period-goals\""))
        #expect(page.contains("<div><dt>2026 distance</dt><dd>90.00 km of 95.00 km (94%)<small>\(ahead)</small></dd></div>"), "\(ahead)")
        harness.run("goal --year --clear")
        #expect(harness.run(["report", "-o", file]).status == 0)
        #expect(!((try? String(contentsOfFile: file, encoding: .utf8)) ?? "").contains("period-goals"))
    }
}
