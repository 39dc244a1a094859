import Testing
@testable import TrackerCore

@Suite struct HeartRateBoundsTests {
    /// Twenty minutes in 5 s samples: mostly 130 bpm, a 40 s surge at 185 and a 5 s spike at
    /// 220 (a sensor glitch), the first minute at 95 (each rate holds over the 5 s ending at it).
    private func session() -> HeartRateSeries {
        let offsets = (0...240).map { Double($0) * 5 }
        let beats = offsets.map { offset -> Double in
            if offset <= 60 { return 95 }
            if (600..<640).contains(offset) { return 185 }
            if offset == 900 { return 220 }
            return 130
        }
        return try! HeartRateSeries(offsets: offsets, beatsPerMinute: beats)
    }

    @Test func maximumIsTheHighestSustainedThirtySecondsRestALowPercentile() throws {
        let bounds = try #require(HeartRateBounds.estimated(from: [session()]))
        // The 40 s surge holds 185 over every 30 s window inside it; the 5 s spike is
        // diluted to (220·5 + 130·25)/30 = 145.
        #expect(bounds.maximum == 185)
        // 60 of 1200 s at 95 bpm are exactly the lowest 5%.
        #expect(bounds.resting == 95)
        #expect(bounds.isEstimated)
    }

    @Test func estimatedBoundsMarkTheLoadEstimated() throws {
        let bounds = try #require(HeartRateBounds.estimated(from: [session()]))
        let load = try #require(TrainingLoad.heartRate(session(), bounds: bounds))
        #expect(load.isEstimated)
    }

    @Test func tooLittleDataGivesNoEstimate() {
        let short = try! HeartRateSeries(offsets: (0...60).map { Double($0) * 5 }, beatsPerMinute: Array(repeating: 140, count: 61))
        #expect(HeartRateBounds.estimated(from: [short]) == nil)
        // Long enough but flat: no reserve to scale by.
        let flat = try! HeartRateSeries(offsets: (0...240).map { Double($0) * 5 }, beatsPerMinute: Array(repeating: 140, count: 241))
        #expect(HeartRateBounds.estimated(from: [flat]) == nil)
        #expect(HeartRateBounds.estimated(from: []) == nil)
    }

    @Test func aPauseBreaksTheSustainedWindow() {
        // Two 20 s bursts at 190 either side of a pause never make 30 s together.
        let offsets: [Double] = [0, 10, 20, 500, 510, 520]
        let intervals = try! HeartRateSeries(offsets: offsets, beatsPerMinute: [190, 190, 190, 190, 190, 190])
            .countedIntervals()
        #expect(HeartRateBounds.highestSustained(intervals) == nil)
    }

    /// The resting rate's percentile, against the stable sort it replaces: the same rate for every
    /// share, with many ties (whole beats) and without them (fractions).
    @Test(arguments: [true, false]) func theRestingPercentileIsTheStableSortsRate(wholeBeats: Bool) {
        var state: UInt64 = wholeBeats ? 7 : 8
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for trial in 0..<40 {
            let intervals = (0..<(1 + trial * 25)).map { _ in
                let rate = 60 + next() * 130
                return HeartRateSeries.Interval(
                    seconds: [1, 0.5, 3, 0.1][Int(next() * 4)], beatsPerMinute: wholeBeats ? rate.rounded() : rate,
                    continuesStretch: true)
            }
            let total = intervals.reduce(0) { $0 + $1.seconds }
            for share in [0, 0.01, 0.05, 0.5, 0.999, 1, 2] {
                let sorted = intervals.sorted { $0.beatsPerMinute < $1.beatsPerMinute }
                var below = 0.0, expected = sorted[0].beatsPerMinute
                for interval in sorted {
                    expected = interval.beatsPerMinute
                    below += interval.seconds
                    if below >= share * total { break }
                }
                #expect(HeartRateBounds.rate(reaching: share * total, in: intervals) == expected, "trial \(trial), share \(share)")
            }
        }
    }
}
