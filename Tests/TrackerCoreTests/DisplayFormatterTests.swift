import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct DisplayFormatterTests {
    let metric = DisplayFormatter(units: .metric)
    let imperial = DisplayFormatter(units: .imperial)

    @Test func distancesAndElevations() {
        #expect(metric.distance(5200) == "5.20 km")
        #expect(imperial.distance(1609.344 * 3.1) == "3.10 mi")
        #expect(metric.elevation(156) == "+156 m")
        #expect(imperial.elevation(156) == "+512 ft")
    }

    @Test(arguments: [(2700.0, "45:00"), (3723, "1:02:03"), (59.6, "1:00"), (5, "0:05")])
    func clockDurations(_ seconds: Double, _ text: String) {
        #expect(metric.clockDuration(seconds) == text)
    }

    @Test(arguments: [(18_720.0, "5h 12m"), (2700, "45m"), (30, "30s"), (0, "0m"), (3600, "1h 0m")])
    func totalDurations(_ seconds: Double, _ text: String) {
        #expect(metric.totalDuration(seconds) == text)
    }

    @Test func paceForRunsAndSwimsSpeedForRides() {
        #expect(metric.pace(distance: 5200, duration: 2700, type: .run) == "8:39 /km")
        #expect(metric.pace(distance: 24_300, duration: 3600, type: .ride) == "24.3 km/h")
        #expect(imperial.pace(distance: 1609.344, duration: 480, type: .walk) == "8:00 /mi")
        #expect(metric.pace(distance: 0, duration: 3600, type: .run) == "")
        // Swimmers count per 100 meters (or yards).
        #expect(metric.pace(distance: 1500, duration: 2100, type: .swim) == "2:20 /100m")
        #expect(imperial.pace(distance: 1500, duration: 2100, type: .swim) == "2:08 /100yd")
    }

    @Test func datesAtTheActivitysOwnOffset() {
        // 07:30 in Lisbon (UTC+0) and 07:30 in Tokyo (UTC+9) both read 07:30.
        let lisbon = LocalInstant(secondsSince1970: 1_795_937_400, utcOffset: 0)
        let tokyo = LocalInstant(secondsSince1970: 1_795_937_400 - 9 * 3600, utcOffset: 9 * 3600)
        #expect(metric.dateTime(lisbon) == "Sun 29 Nov 2026 07:30")
        #expect(metric.dateTime(tokyo) == "Sun 29 Nov 2026 07:30")
        #expect(ISO8601.string(tokyo) == "2026-11-29T07:30:00+09:00")
    }

    @Test func instantsBefore1970() {
        let instant = LocalInstant(secondsSince1970: -1, utcOffset: 0)
        #expect(ISO8601.string(instant) == "1969-12-31T23:59:59+00:00")
    }

    @Test func dayRangesNameTheirMonths() throws {
        let day = try #require(LocalDay(iso: "2026-11-29"))
        #expect(DisplayFormatter.dayRange(first: try #require(LocalDay(iso: "2026-11-02")), last: day) == "NOV 02 - NOV 29")
    }
}
