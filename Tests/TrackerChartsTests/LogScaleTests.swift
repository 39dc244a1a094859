import Foundation
import Testing
import TrackerCharts

@Suite struct LogScaleTests {
    @Test func equalRatiosTakeEqualWidthsFromEndToEnd() {
        let scale = LogScale(domain: 1...3_600, range: (100, 1_100))
        #expect(scale(1) == 100)
        #expect(abs(scale(3_600) - 1_100) < 1e-9)
        // 1 s to 60 s and 60 s to 3600 s are the same ratio: the same width.
        #expect(abs(scale(60) - 600) < 1e-9)
        #expect(abs((scale(10) - scale(1)) - (scale(100) - scale(10))) < 1e-9)
        // A y axis pointing up maps the other way.
        let flipped = LogScale(domain: 10...1_000, range: (500, 100))
        #expect(abs(flipped(100) - 300) < 1e-9)
    }

    @Test(arguments: [1.0, 2.5, 15, 59.9, 1_200, 3_599, 3_600])
    func invertUndoesTheMapping(value: Double) {
        let scale = LogScale(domain: 1...3_600, range: (96, 1_160))
        #expect(abs(scale.invert(scale(value)) - value) < value * 1e-12)
        #expect(abs(scale(scale.invert(500)) - 500) < 1e-9)
    }

    @Test func durationTicksAreThoseInsideTheDomainAndNamedDurations() {
        let hours = LogScale(domain: 1...7_300, range: (0, 1))
        #expect(hours.ticks(among: LogScale.durationTicks) == [5, 15, 60, 300, 1_200, 3_600, 7_200])
        let short = LogScale(domain: 1...600, range: (0, 1))
        #expect(short.ticks(among: LogScale.durationTicks) == [5, 15, 60, 300])
        // Evenly spread: 15 s lies 3x after 5 s, 1 min 4x after 15 s, so the gaps are log 3 and log 4 apart.
        let scale = LogScale(domain: 1...7_200, range: (0, 1_000))
        let ratio = (scale(15) - scale(5)) / (scale(60) - scale(15))
        #expect(abs(ratio - log(3) / log(4)) < 1e-9)
    }

    @Test func decadeTicksAreOneTwoAndFiveTimesPowersOfTen() {
        #expect(LogScale(domain: 1...1_000, range: (0, 1)).ticks() == [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000])
        #expect(LogScale(domain: 3...40, range: (0, 1)).ticks() == [5, 10, 20])
    }

    @Test func aDomainAtOrBelowZeroOrOfNoWidthStillMaps() {
        let zero = LogScale(domain: 0...100, range: (0, 200))
        #expect(zero.domain == 1...100)
        #expect(abs(zero(10) - 100) < 1e-9)
        let flat = LogScale(domain: 5...5, range: (0, 1))
        #expect(flat.domain == 5...50)
        #expect(flat(0) == 0 && flat(-3) == 0)
        #expect(flat(5).isFinite && flat(50).isFinite)
    }
}
