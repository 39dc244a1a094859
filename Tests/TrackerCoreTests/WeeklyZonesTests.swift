import Foundation
import Testing
import TrackerCore
import TrackerTime

@Suite struct WeeklyZonesTests {
    /// Rolling weeks back from 2026-11-29 09:00 UTC: activities land in their week, a ride is left
    /// out by --type run, one after the as-of moment counts nowhere.
    @Test func histogramsAreSummedIntoTheirWeeks() throws {
        let zone = try #require(Zone(secondsFromGMT: 0))
        let asOf = Clock(now: try WeekWindowsTests.date("2026-11-29T09:00:00Z"), timeZone: zone).asOf
        let windows = WeekWindows(asOf, mode: .rolling, count: 2)
        let scheme = try ZoneScheme.heartRate(Thresholds(maximumHeartRate: Threshold(200)))
        let newest = windows.start(1), older = windows.start(0)
        let easy = ZoneHistogram(kind: .heartRate, firstBucket: 110, tenths: [600])
        let hard = ZoneHistogram(kind: .heartRate, firstBucket: 185, tenths: [300])
        let run = try #require(ActivityTypeFilter(parsing: "run"))
        let weekly = WeeklyZones(windows: windows, scheme: scheme, filters: [run], histograms: [
            (older + 10, .run, easy), (newest + 10, .run, easy), (newest + 20, .run, hard),
            (newest + 30, .ride, hard), (windows.asOf + 5, .run, hard),
        ])
        #expect(weekly.activityCount == 3)
        #expect(weekly.weeks[0].seconds == [60, 0, 0, 0, 0])
        #expect(weekly.weeks[1].seconds == [60, 0, 0, 0, 30])
        // 60 s easy, 30 s hard, no middle: log10((2/3) / 0.01 x (1/3) x 100).
        #expect(abs(try #require(weekly.weeks[1].polarizationIndex) - log10(2.0 / 3 / 0.01 / 3 * 100)) < 1e-12)
        #expect(weekly.weeks[0].polarizationIndex == 0)
    }
}
