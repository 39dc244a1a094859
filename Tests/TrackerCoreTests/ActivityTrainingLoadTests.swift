import Testing
import TrackerCore
import TrackerTime

@Suite struct ActivityTrainingLoadTests {
    let start = LocalInstant(secondsSince1970: 1_790_000_000, utcOffset: 0)

    @Test func effortComesBeforeTheEstimate() {
        let run = Activity(start: start, type: .run, distance: 10_000, duration: 3000, effort: 7)
        // 7 x 50 minutes = 350 effort-minutes; x 100 / 420.
        #expect(abs(run.trainingLoad().value - 350.0 * 100 / 420) < 1e-9 && run.trainingLoad().method == .sessionEffort)
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
        let load = activity.trainingLoad(stream: stream, thresholds: Self.thresholds(bounds, threshold: 150))
        #expect(load.method == .heartRate && !load.isEstimated)
        // 40 minutes at the threshold heart rate, the pause left out: 40/60 of 100.
        #expect(abs(load.value - 40.0 / 60 * 100) < 1e-9)
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
        let load = Activity(start: start, distance: travelled, duration: 2_400).trainingLoad(stream: stream, thresholds: Self.thresholds(bounds, threshold: 150))
        let perMinute = 100.0 / 60
        // The second before the stop lies within its 5 m, so it is part of the pause too.
        #expect(abs(load.value - 40 * perMinute) <= perMinute / 60 + 1e-9, "\(load.value / perMinute) minutes")
    }

    static func thresholds(_ bounds: HeartRateBounds, threshold: Double) -> Thresholds {
        Thresholds(restingHeartRate: Threshold(bounds.resting), maximumHeartRate: Threshold(bounds.maximum), thresholdHeartRate: Threshold(threshold))
    }

    /// Power first for a ride with FTP, pace first for a run with threshold pace, heart rate next,
    /// then effort, then the estimate; an hour at FTP or at threshold pace is 100.
    @Test func theMethodsInOrderAndAnHourAtThresholdIsOneHundred() throws {
        let time = (0...3600).map(Double.init)
        let stream = try ActivityStream(
            time: time, distance: time.map { $0 * 4 }, heartRate: time.map { _ in 150 }, power: time.map { _ in 250 })
        let all = Thresholds(
            restingHeartRate: Threshold(50), maximumHeartRate: Threshold(190), thresholdHeartRate: Threshold(150),
            functionalThresholdPower: Threshold(250), thresholdSpeed: Threshold(4))
        let ride = Activity(start: start, type: .ride, distance: 14_400, duration: 3600, effort: 3)
        let power = ride.trainingLoad(stream: stream, thresholds: all)
        #expect(power.method == .power && abs(power.value - 100) < 1e-9)
        var noPower = all
        noPower.functionalThresholdPower = nil
        #expect(ride.trainingLoad(stream: stream, thresholds: noPower).method == .heartRate)
        let run = Activity(start: start, type: .run, distance: 14_400, duration: 3600, effort: 3)
        let pace = run.trainingLoad(stream: stream, thresholds: all)
        // 4 m/s falls in the 4.00-4.01 bucket, counted at its middle: (4.005 / 4)^2.
        #expect(pace.method == .pace && abs(pace.value - 100 * 1.00125 * 1.00125) < 1e-6)
        var noPace = all
        noPace.thresholdSpeed = nil
        let heart = run.trainingLoad(stream: stream, thresholds: noPace)
        #expect(heart.method == .heartRate && abs(heart.value - 100) < 1e-9)
        #expect(run.trainingLoad(thresholds: all).method == .sessionEffort)
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
