import Testing
import TrackerCore
import TrackerTime

@Suite struct ActivityTrainingLoadTests {
    let start = LocalInstant(secondsSince1970: 1_790_000_000, utcOffset: 0)

    @Test func effortComesBeforeTheEstimate() {
        let run = Activity(start: start, type: .run, distance: 10_000, duration: 3000, effort: 7)
        #expect(run.trainingLoad() == TrainingLoad(value: 350, method: .sessionEffort))
        var estimated = run
        estimated.effort = nil
        let load = estimated.trainingLoad()
        #expect(load.method == .estimate && load.isEstimated)
        #expect(abs(load.value - 50 * TrainingLoad.estimatePerMinute(.run)) < 1e-9)
    }

    @Test func heartRateComesFirstAndNeverCountsAPause() throws {
        // 20 minutes at 150 bpm, a 10-minute pause (a gap of 600 s), then 20 more minutes.
        var offsets: [Double] = [], beats: [Double] = []
        for second in stride(from: 0.0, through: 1200, by: 5) { offsets.append(second); beats.append(150) }
        for second in stride(from: 1800.0, through: 3000, by: 5) { offsets.append(second); beats.append(150) }
        let stream = try ActivityStream(time: offsets, heartRate: beats)
        let bounds = try HeartRateBounds(resting: 50, maximum: 190)
        let activity = Activity(start: start, distance: 0, duration: 3000, effort: 4)
        let load = activity.trainingLoad(stream: stream, bounds: bounds)
        #expect(load.method == .heartRate && !load.isEstimated)
        let perMinute = BanisterWeighting.minuteWeight(reserveFraction: 100.0 / 140)
        #expect(abs(load.value - 40 * perMinute) < 1e-9)
    }

    /// A stop inside one segment, sampled every second (a watch without auto-pause), is a pause by the
    /// one `PauseRule`, as it is for the moving time and the splits: it adds no load.
    @Test func aStopInsideASegmentAddsNoLoad() throws {
        // 20 minutes at 3 m/s and 150 bpm, 10 minutes standing at 150 bpm, 20 minutes more.
        var offsets: [Double] = [], beats: [Double] = [], distance: [Double] = []
        var travelled = 0.0
        for second in 0...3_000 {
            if second > 0 && !(1_200..<1_800).contains(second - 1) { travelled += 3 }
            offsets.append(Double(second))
            beats.append(150)
            distance.append(travelled)
        }
        let stream = try ActivityStream(time: offsets, distance: distance, heartRate: beats)
        let bounds = try HeartRateBounds(resting: 50, maximum: 190)
        let load = Activity(start: start, distance: travelled, duration: 2_400).trainingLoad(stream: stream, bounds: bounds)
        let perMinute = BanisterWeighting.minuteWeight(reserveFraction: 100.0 / 140)
        // The second before the stop lies within its 5 m, so it is part of the pause too.
        #expect(abs(load.value - 40 * perMinute) <= perMinute / 60 + 1e-9, "\(load.value / perMinute) minutes")
    }

    @Test func aStoredLoadIsUsedAsItIs() {
        let stored = TrainingLoad(value: 12, method: .heartRate)
        #expect(Activity(start: start, distance: 0, duration: 60, load: stored).storedOrComputedLoad == stored)
    }

    @Test(arguments: [("rad", MoodLevel.excellent), ("MEH", .usual), ("awful", .terrible), ("bad", .terrible), ("great", .excellent)])
    func moodWords(_ word: String, _ level: MoodLevel) {
        #expect(MoodLevel(parsing: word) == level)
    }

    @Test func noWordNamesTwoLevels() {
        let words = MoodLevel.allCases.flatMap { $0.aliases + [$0.name] }
        #expect(Set(words).count == words.count)
    }
}
