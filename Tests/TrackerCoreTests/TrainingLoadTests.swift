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
        let load = TrainingLoad.heartRate(series, bounds: bounds, maximumGap: 120)
        #expect(load.method == .heartRate)
        #expect(!load.isEstimated)
        #expect(abs(load.value - 7.631673) < 1e-5)
        #expect(series.movingSeconds(maximumGap: 120) == 240)
    }

    /// Banister's weighting: two minutes at x = 0.5 give 2 · 0.5·0.64·e^0.96 = 1.671486.
    @Test func banisterWeighting() {
        let series = try! HeartRateSeries(offsets: [0, 30, 60, 90, 120], beatsPerMinute: [0, 120, 120, 120, 120])
        let load = TrainingLoad.heartRate(series, bounds: bounds)
        #expect(abs(load.value - 1.671486) < 1e-5)
    }

    @Test func pausesAndStandingStillNeverCount() {
        // Ten minutes at 150 bpm in 10 s samples, then the same with a 50-minute pause in the middle.
        let steady = (0...60).map { Double($0) * 10 }
        let paused = steady.map { $0 < 300 ? $0 : $0 + 3000 }
        let beats = Array(repeating: 150.0, count: steady.count)
        let reference = TrainingLoad.heartRate(try! HeartRateSeries(offsets: steady, beatsPerMinute: beats), bounds: bounds)
        let withPause = TrainingLoad.heartRate(try! HeartRateSeries(offsets: paused, beatsPerMinute: beats), bounds: bounds)
        // Only the one 10 s interval spanning the pause is lost.
        #expect(abs(withPause.value - reference.value * 59 / 60) < 1e-9)
        #expect(abs(reference.value - 10 * 2.025934) < 1e-5)

        // A moving mask with the second half standing still halves the load.
        let mask = steady.map { $0 <= 300 }
        let masked = TrainingLoad.heartRate(
            try! HeartRateSeries(offsets: steady, beatsPerMinute: beats, moving: mask), bounds: bounds)
        #expect(abs(masked.value - reference.value / 2) < 1e-9)
    }

    @Test func intervalsCountMoreThanTheirAverageHeartRate() {
        // Alternating minutes at 100 and 180 bpm average 140; the convex weighting counts the
        // hard minutes for more than the easy ones save.
        let offsets = (0...20).map { Double($0) * 15 }
        let alternating = offsets.indices.map { ($0 / 4) % 2 == 0 ? 100.0 : 180.0 }
        let steady = Array(repeating: 140.0, count: offsets.count)
        let hard = TrainingLoad.heartRate(try! HeartRateSeries(offsets: offsets, beatsPerMinute: alternating), bounds: bounds)
        let even = TrainingLoad.heartRate(try! HeartRateSeries(offsets: offsets, beatsPerMinute: steady), bounds: bounds)
        #expect(hard.value > even.value * 1.2)
    }

    @Test func dropoutsAndImplausibleRatesAreSkipped() {
        let series = try! HeartRateSeries(offsets: [0, 10, 20, 30, 40], beatsPerMinute: [120, 0, 300, 120, 120])
        #expect(series.countedIntervals().map(\.seconds) == [10, 10])
        #expect(abs(TrainingLoad.heartRate(series, bounds: bounds).value - 20.0 / 60 * 0.835743) < 1e-6)
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

    /// Foster: effort 7 for 45 minutes of moving time is 315.
    @Test func sessionRPE() throws {
        let load = try TrainingLoad.sessionEffort(7, movingSeconds: 45 * 60)
        #expect(load == TrainingLoad(value: 315, method: .sessionEffort, isEstimated: false))
        #expect(throws: ValueParseError.sessionEffort(11)) { try TrainingLoad.sessionEffort(11, movingSeconds: 60) }
        #expect(throws: ValueParseError.sessionEffort(0)) { try TrainingLoad.sessionEffort(0, movingSeconds: 60) }
        #expect(throws: ValueParseError.movingTime(-1)) { try TrainingLoad.sessionEffort(5, movingSeconds: -1) }
    }

    /// An hour's run at x = 0.7: 60 · 0.7·0.64·e^1.344 = 60 · 1.717789; half an hour's walk at
    /// x = 0.35: 30 · 0.35·0.64·e^0.672 = 30 · 0.438626.
    @Test func estimateFromMovingTimeAndType() throws {
        let run = try TrainingLoad.estimate(type: .run, movingSeconds: 3600)
        #expect(run.method == .estimate && run.isEstimated)
        #expect(abs(run.value - 60 * 1.717789) < 1e-4)
        #expect(abs(try TrainingLoad.estimate(type: .walk, movingSeconds: 1800).value - 30 * 0.438626) < 1e-4)
    }

    @Test func preferredOrderHeartRateThenEffortThenEstimate() throws {
        let heart = TrainingLoad(value: 80, method: .heartRate)
        let effort = try TrainingLoad.sessionEffort(5, movingSeconds: 3600)
        let estimate = try TrainingLoad.estimate(type: .ride, movingSeconds: 3600)
        #expect(TrainingLoad.preferred(heartRate: heart, sessionEffort: effort, estimate: estimate) == heart)
        #expect(TrainingLoad.preferred(heartRate: nil, sessionEffort: effort, estimate: estimate) == effort)
        #expect(TrainingLoad.preferred(heartRate: nil, sessionEffort: nil, estimate: estimate) == estimate)
        #expect(TrainingLoad.preferred(heartRate: nil, sessionEffort: nil, estimate: estimate, includeEstimates: false) == nil)
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
        #expect(abs(TrainingLoad.heartRate(series, bounds: bounds, maximumGap: 7200).value - 2 * 2.025934) < 1e-5)
        #expect(HeartRateSeries(stream: try ActivityStream(time: time)) == nil)
    }
}
