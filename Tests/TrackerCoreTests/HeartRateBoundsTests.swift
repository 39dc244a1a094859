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
}
