import Testing
@testable import TrackerCore

@Suite struct StreaksTests {
    @Test(arguments: [
        ([Int](), 0, 0),
        ([0], 1, 1),
        ([1, 2, 3], 0, 3),
        ([0, 1, 2, 5, 6, 7, 8], 3, 4),
        ([3, 0, 1, 1, 0], 2, 2),
        ([-1, 0], 1, 1),
        ([10, 12, 11, 20], 0, 3),
    ])
    func currentAndBestStreaks(_ weeksAgo: [Int], _ current: Int, _ best: Int) {
        let streaks = Streaks(activeWeeksAgo: weeksAgo)
        #expect(streaks == Streaks(current: current, best: best))
    }
}
