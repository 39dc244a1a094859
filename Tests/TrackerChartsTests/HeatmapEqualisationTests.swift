import Testing
import TrackerCharts
import Foundation

/// Counts to brightness through their distribution.
@Suite struct HeatmapEqualisationTests {
    @Test func levelsNeverFallAsCountsRise() {
        // A spread of counts from 1 to 100,000, a third of the pixels unlit.
        var coverage: [UInt32] = []
        for index in 0..<5_000 {
            let exponent = Double(index * 7_919 % 5_000) / 1_000
            coverage.append(index % 3 == 0 ? 0 : UInt32(pow(10.0, exponent)))
        }
        let equalisation = HeatmapEqualisation(coverage)
        let values = Set(coverage).sorted()
        let levels = values.map(equalisation.level)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(equalisation.level(0) == 0)
        #expect(levels.dropFirst().allSatisfy { $0 > 0 && $0 < 1 })
        // Beyond the largest counted value, the top level.
        #expect(equalisation.level(UInt32.max) == levels.last)
    }

    @Test func aSkewedDistributionIsSpreadOverTheLevels() {
        // 900 pixels crossed once (255), 90 a few times, 10 by a commute ridden 1,000 times.
        let few: [UInt32] = (0..<90).map { index in 510 + UInt32(index % 9) * 255 }
        let coverage: [UInt32] = [UInt32](repeating: 255, count: 900) + few + [UInt32](repeating: 255_000, count: 10)
        let equalisation = HeatmapEqualisation(coverage)
        // Scaled linearly, the single tracks would be 0.001 of the commute: invisible. Equalised, they are
        // mid-range, the few-times roads above them, the commute at the top.
        #expect(equalisation.level(255) > 0.4 && equalisation.level(255) < 0.5)
        #expect(equalisation.level(510) > 0.9)
        #expect(equalisation.level(255_000) > 0.99)
        // The mean level of the lit pixels is a half, as an even spread has.
        let total: Double = coverage.map(equalisation.level).reduce(0, +)
        let mean = total / Double(coverage.count)
        #expect(abs(mean - 0.5) < 1e-6)
    }

    @Test func hugeCountsShareATableAndStayOrdered() {
        let coverage: [UInt32] = [1, 2, 3_000_000, 3_000_001, 4_000_000_000]
        let equalisation = HeatmapEqualisation(coverage)
        let levels = coverage.map(equalisation.level)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(levels[0] < levels[2] && levels[2] < levels[4])
    }
}
