import Foundation
import Testing
@testable import TrackerCore

@Suite struct TrainingLoadTests {
    private let bounds = try! HeartRateBounds(resting: 60, maximum: 180)

    /// Rest 60, max 180: 120 bpm is x = 0.5, 150 is 0.75, 180 is 1, 100 is 1/3. Per minute:
    /// 0.5·0.64·e^0.96 = 0.835743, 0.75·0.64·e^1.44 = 2.025934, 1·0.64·e^1.92 = 4.365413,
    /// (1/3)·0.64·e^0.64 = 0.404583. Each sample's rate holds over the minute that ends at it;
    /// the 420 s from 180 to 600 are a pause and add nothing; the first sample only opens the
    /// first minute. Sum 7.631673.
    @Test func banisterTRIMPSummedSampleBySampleOverMovingTime() {
        let series = try! HeartRateSeries(
            offsets: [0, 60, 120, 180, 600, 660], beatsPerMinute: [100, 120, 150, 180, 90, 100])
        let load = TrainingLoad.trimp(series, bounds: bounds, maximumGap: 120)
        #expect(abs(load - 7.631673) < 1e-5)
        #expect(series.movingSeconds(maximumGap: 120) == 240)
    }

    /// Banister's weighting: two minutes at x = 0.5 give 2 · 0.5·0.64·e^0.96 = 1.671486.
    @Test func banisterWeighting() {
        let series = try! HeartRateSeries(offsets: [0, 30, 60, 90, 120], beatsPerMinute: [0, 120, 120, 120, 120])
        let load = TrainingLoad.trimp(series, bounds: bounds)
        #expect(abs(load - 1.671486) < 1e-5)
    }

    @Test func pausesAndStandingStillNeverCount() {
        // Ten minutes at 150 bpm in 10 s samples, then the same with a 50-minute pause in the middle.
        let steady = (0...60).map { Double($0) * 10 }
        let paused = steady.map { $0 < 300 ? $0 : $0 + 3000 }
        let beats = Array(repeating: 150.0, count: steady.count)
        let reference = TrainingLoad.trimp(try! HeartRateSeries(offsets: steady, beatsPerMinute: beats), bounds: bounds)
        let withPause = TrainingLoad.trimp(try! HeartRateSeries(offsets: paused, beatsPerMinute: beats), bounds: bounds)
        // Only the one 10 s interval spanning the pause is lost.
        #expect(abs(withPause - reference * 59 / 60) < 1e-9)
        #expect(abs(reference - 10 * 2.025934) < 1e-5)

        // A moving mask with the second half standing still halves the load.
        let mask = steady.map { $0 <= 300 }
        let masked = TrainingLoad.trimp(
            try! HeartRateSeries(offsets: steady, beatsPerMinute: beats, moving: mask), bounds: bounds)
        #expect(abs(masked - reference / 2) < 1e-9)
    }

    @Test func intervalsCountMoreThanTheirAverageHeartRate() {
        // Alternating minutes at 100 and 180 bpm average 140; the convex weighting counts the
        // hard minutes for more than the easy ones save.
        let offsets = (0...20).map { Double($0) * 15 }
        let alternating = offsets.indices.map { ($0 / 4) % 2 == 0 ? 100.0 : 180.0 }
        let steady = Array(repeating: 140.0, count: offsets.count)
        let hard = TrainingLoad.trimp(try! HeartRateSeries(offsets: offsets, beatsPerMinute: alternating), bounds: bounds)
        let even = TrainingLoad.trimp(try! HeartRateSeries(offsets: offsets, beatsPerMinute: steady), bounds: bounds)
        #expect(hard > even * 1.2)
    }

    @Test func dropoutsAndImplausibleRatesAreSkipped() {
        let series = try! HeartRateSeries(offsets: [0, 10, 20, 30, 40], beatsPerMinute: [120, 0, 300, 120, 120])
        #expect(series.countedIntervals().map(\.seconds) == [10, 10])
        #expect(abs(TrainingLoad.trimp(series, bounds: bounds) - 20.0 / 60 * 0.835743) < 1e-6)
    }

    @Test func mismatchedSeriesAndBadBoundsAreRefused() {
        #expect(throws: ValueParseError.heartRateSeries(offsets: 2, beats: 1, moving: nil)) {
            try HeartRateSeries(offsets: [0, 1], beatsPerMinute: [100])
        }
        #expect(throws: ValueParseError.heartRateSeries(offsets: 2, beats: 2, moving: 3)) {
            try HeartRateSeries(offsets: [0, 1], beatsPerMinute: [100, 100], moving: [true, true, false])
        }
        #expect(throws: ValueParseError.heartRateBounds(resting: 180, maximum: 60)) {
            try HeartRateBounds(resting: 180, maximum: 60)
        }
        #expect("\(ValueParseError.heartRateBounds(resting: 0, maximum: 190))"
            == "'0-190 bpm' is not a resting and maximum heart rate; give a resting rate of at least 25 bpm below a maximum of at most 250 bpm")
        #expect("\(ValueParseError.sessionEffort(11))"
            == "'11' is not a session effort; give a whole number from 1 (very easy) to 10 (maximal)")
    }

    /// Foster's session RPE on the one scale: effort 7 for an hour is 100; for 45 minutes
    /// 7 x 45 = 315 effort-minutes, x 100 / 420 = 75.
    @Test func sessionRPEConvertedToTheOneScale() throws {
        #expect(try TrainingLoad.sessionEffort(7, movingSeconds: 3600) == TrainingLoad(value: 100, method: .sessionEffort, isEstimated: false))
        let load = try TrainingLoad.sessionEffort(7, movingSeconds: 45 * 60)
        #expect(abs(load.value - 75) < 1e-12)
        // Effort 6 for 105 minutes, 630 effort-minutes: 150.
        #expect(abs(try TrainingLoad.sessionEffort(6, movingSeconds: 105 * 60).value - 150) < 1e-12)
        #expect(throws: ValueParseError.sessionEffort(11)) { try TrainingLoad.sessionEffort(11, movingSeconds: 60) }
        #expect(throws: ValueParseError.sessionEffort(0)) { try TrainingLoad.sessionEffort(0, movingSeconds: 60) }
        #expect(throws: ValueParseError.movingTime(-1)) { try TrainingLoad.sessionEffort(5, movingSeconds: -1) }
    }

    /// An hour's run at intensity 0.75: 0.5625 x 100 = 56.25; half an hour's walk at 0.5: 0.5 x 0.25 x 100 = 12.5.
    @Test func estimateFromMovingTimeAndType() throws {
        let run = try TrainingLoad.estimate(type: .run, movingSeconds: 3600)
        #expect(run.method == .estimate && run.isEstimated)
        #expect(abs(run.value - 56.25) < 1e-9)
        #expect(abs(try TrainingLoad.estimate(type: .walk, movingSeconds: 1800).value - 12.5) < 1e-9)
    }

    /// hrTSS: an hour at the threshold heart rate is 100, whatever the bounds; an hour at a lower
    /// rate less, by the ratio of Banister's weights: at 150 bpm (x = 0.75) against a threshold of
    /// 165 (x = 0.875): 0.75 e^1.44 / (0.875 e^1.68) = 0.674252.
    @Test func heartRateLoadIsOneHundredForAnHourAtThreshold() throws {
        let offsets = (0...360).map { Double($0) * 10 }
        let atThreshold = try HeartRateSeries(offsets: offsets, beatsPerMinute: Array(repeating: 165, count: offsets.count))
        let load = try #require(TrainingLoad.heartRate(atThreshold, bounds: bounds, threshold: Threshold(165)))
        #expect(abs(load.value - 100) < 1e-9)
        #expect(load.method == .heartRate && !load.isEstimated)
        let easier = try HeartRateSeries(offsets: offsets, beatsPerMinute: Array(repeating: 150, count: offsets.count))
        let lower = try #require(TrainingLoad.heartRate(easier, bounds: bounds, threshold: Threshold(165)))
        #expect(abs(lower.value - 67.4252) < 1e-3)
        // No threshold set: 0.9 of the maximum (162 bpm), marked estimated.
        let assumed = try #require(TrainingLoad.heartRate(atThreshold, bounds: bounds))
        #expect(assumed.isEstimated && assumed.value > 100)
        #expect(TrainingLoad.heartRate(atThreshold, bounds: bounds, threshold: Threshold(55)) == nil)
    }
}

@Suite struct HeartRateSeriesStreamTests {
    /// Two segments of a minute at 150 bpm in 10 s samples, an hour apart: the stream's own
    /// segment start keeps the hour out even with a generous maximum gap.
    @Test func theGapBeforeASegmentStartNeverCounts() throws {
        let time = (0...6).map { Double($0) * 10 } + (0...6).map { 3660 + Double($0) * 10 }
        let stream = try ActivityStream(time: time, heartRate: Array(repeating: 150, count: 14), segmentStarts: [7])
        let series = try #require(HeartRateSeries(stream: stream))
        #expect(series.movingSeconds(maximumGap: 7200) == 120)
        let bounds = try HeartRateBounds(resting: 60, maximum: 180)
        #expect(abs(TrainingLoad.trimp(series, bounds: bounds, maximumGap: 7200) - 2 * 2.025934) < 1e-5)
        #expect(HeartRateSeries(stream: try ActivityStream(time: time)) == nil)
    }
}
