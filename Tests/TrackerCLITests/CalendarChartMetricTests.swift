import Testing
import TrackerTestSupport

/// `chart calendar --metric` shades the days as `tracker calendar --metric` does.
@Suite struct CalendarChartMetricTests {
    @Test(arguments: ["distance", "time", "load"])
    func theChartSaysWhatTheCalendarSays(_ metric: String) throws {
        let harness = PeriodCommandTests.history()
        let calendar = harness.run("calendar --metric \(metric)", columns: 120)
        #expect(calendar.status == 0, "\(calendar.error)")
        let heading = try #require(calendar.output.split(separator: "\n").first)
        let summary = try #require(heading.split(separator: ": ", maxSplits: 1).last).uppercased()
        let page = harness.run("chart calendar --metric \(metric) --format html")
        #expect(page.status == 0, "\(page.error)")
        #expect(page.output.contains(summary), "\(summary)")
        let image = harness.run("chart calendar --metric \(metric) --format png")
        #expect(image.status == 0 && image.standardOutput.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theTimeAndTheLoadShadeOtherwiseThanTheDistance() {
        let harness = PeriodCommandTests.history()
        let distance = harness.run("chart calendar --format png").standardOutput
        #expect(harness.run("chart calendar --metric distance --format png").standardOutput == distance)
        #expect(harness.run("chart calendar --metric load --format html").output.contains("LOAD "))
        #expect(!harness.run("chart calendar --format html").output.contains("LOAD "))
    }

    @Test func eachChartReadsItsOwnMetrics() {
        let harness = PeriodCommandTests.history()
        let calendar = harness.run("chart calendar --metric elevation")
        #expect(calendar.status == 64)
        #expect(calendar.error.hasPrefix("tracker: error: --metric: 'elevation' is not a calendar metric; use distance, time or load"))
        let activity = harness.run("chart --metric load --format svg")
        #expect(activity.status == 64)
        #expect(activity.error.hasPrefix("tracker: error: --metric: 'load' is not a metric; use distance, duration or elevation"))
        #expect(harness.run("chart mood --metric time").error.hasPrefix("tracker: error: --metric does not apply to the mood chart; it is for the activity and calendar chart"))
    }
}
