import Testing
import TrackerTestSupport

/// `summary --year YYYY`: the summary as the year ended.
@Suite struct SummaryYearTests {
    let tracker = TrackerHarness(now: "2026-11-30T22:00:00Z", timeZone: "Europe/Berlin")

    init() {
        tracker.run("add --distance 10 --duration 50m --date 2025-06-01")
        // 23:30 on 31 December in Berlin is 22:30 UTC: still 2025 here.
        tracker.run(["add", "--distance", "5", "--duration", "30m", "--date", "2025-12-31T23:30"])
        tracker.run(["add", "--distance", "7", "--duration", "40m", "--date", "2026-01-01T00:30"])
    }

    @Test func aPastYearIsSummarisedAsItEndedWithTheWholeYearInItsLine() {
        let output = tracker.run("summary --year 2025", columns: 80).output
        #expect(output.hasPrefix("SUMMARY  as of end of Wed 31 Dec 2025\n"))
        #expect(output.contains("Year 2025         2  15.00 km  1h 20m"))
        #expect(output.contains("All time          2  15.00 km  1h 20m"))
        #expect(!output.contains("Year to date"))
        // The same as --as-of the year's last day.
        #expect(tracker.run("summary --as-of 2025-12-31", columns: 80).output == output)
    }

    @Test func theCurrentYearIsSummarisedUpToNow() {
        #expect(tracker.run("summary --year 2026", columns: 80).output == tracker.run("summary", columns: 80).output)
        #expect(tracker.run("summary --year 2026 --json").output.contains("\"as_of\": \"2026-11-30T23:00:00+01:00\""))
    }

    @Test(arguments: [
        ("summary --year 2027", "tracker: error: --year: '2027' has not begun (today is 2026-11-30)"),
        ("summary --year 25", "tracker: error: --year: '25' is not a year"),
        ("summary --year 2025 --as-of 2025-06-01", "tracker: error: --year and --as-of both say where the summary ends; give one of them"),
    ])
    func badYearsAreUsageErrors(_ line: String, _ message: String) {
        let result = tracker.run(line)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix(message))
    }
}
