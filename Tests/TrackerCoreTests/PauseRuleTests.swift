import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom
import TrackerTestSupport

/// One pause rule (`PauseRule`) for moving time, splits and best efforts, for every family.
@Suite struct PauseRuleTests {
    static let metresPerDegree = SyntheticStreams.metresPerDegree

    /// GPS error of about `deviation` metres that wanders as a receiver's does, correlated over about
    /// 100 s rather than new at every fix: one step of `seconds`.
    struct Wander {
        var deviation: Double
        var north = 0.0, east = 0.0
        mutating func step(_ seconds: Double, _ random: inout SeededRandom) {
            let keep = pow(0.99, seconds)
            let fresh = deviation * (1 - keep * keep).squareRoot()
            north = keep * north + random.noise(fresh)
            east = keep * east + random.noise(fresh)
        }
    }

    /// A 1 Hz track due north from 46° N: `speeds[i]` metres per second during second `i`, with GPS
    /// error of about `noise` metres.
    static func track(_ speeds: [Double], noise: Double = 0, seed: UInt64 = 1, segmentStarts: [Int] = []) throws -> ActivityStream {
        var random = SeededRandom(seed: seed)
        var wander = Wander(deviation: noise)
        var north = 0.0
        var time = [0.0], latitude = [46.0], longitude = [14.0]
        for (second, speed) in speeds.enumerated() {
            north += speed
            wander.step(1, &random)
            time.append(Double(second + 1))
            latitude.append(46 + (north + wander.north) / metresPerDegree)
            longitude.append(14 + wander.east / (metresPerDegree * cos(46 * Double.pi / 180)))
        }
        return try ActivityStream(time: time, latitude: latitude, longitude: longitude, segmentStarts: segmentStarts)
    }

    /// One hour of steady uphill hiking at 0.45 m/s with one faster 10 s step: the old 0.5 m/s
    /// threshold kept only those 10 s (a pace of 0:06 /km).
    @Test func aSlowHikeIsMoving() throws {
        var speeds = [Double](repeating: 0.45, count: 3_600)
        for second in 1_800..<1_810 { speeds[second] = 1.2 }
        let stream = try Self.track(speeds, noise: 1.5)
        #expect(stream.movingTime() >= 3_560, "\(stream.movingTime())")
        // 0.35 m/s, a steep climb near the 0.25 m/s floor: GPS error now and then holds a fix within
        // 5 m for 20 s, yet nine tenths of it moves (the old threshold: none).
        let steep = try Self.track([Double](repeating: 0.35, count: 1_200), noise: 1.5, seed: 5).movingTime()
        #expect(steep >= 1_080, "\(steep)")
    }

    /// A slow open-water swim, 0.4 m/s, its watch fixing a position every 5 s with 3 m of error: nine
    /// tenths of it at least moves (the old threshold: none).
    @Test func aSlowSwimIsMoving() throws {
        var random = SeededRandom(seed: 7)
        var wander = Wander(deviation: 3)
        let times = stride(from: 0.0, through: 2_700, by: 5).map { $0 }
        var latitude: [Double] = [], longitude: [Double] = []
        for time in times {
            wander.step(5, &random)
            latitude.append(45 + (time * 0.4 + wander.north) / Self.metresPerDegree)
            longitude.append(13 + wander.east / (Self.metresPerDegree * cos(45 * Double.pi / 180)))
        }
        let stream = try ActivityStream(time: times, latitude: latitude, longitude: longitude)
        #expect(stream.movingTime() >= 2_430, "\(stream.movingTime())")
    }

    /// A run with a real 5-minute stop, the GPS wandering 2 m around the spot: the stop is dropped
    /// (give or take a second at each end), and a 10 s stop at a crossing is not a pause.
    @Test func aRealStopIsStillDropped() throws {
        let speeds = [Double](repeating: 3, count: 600) + [Double](repeating: 0, count: 300) + [Double](repeating: 3, count: 300)
            + [Double](repeating: 0, count: 10) + [Double](repeating: 3, count: 300)
        let stream = try Self.track(speeds, noise: 2, seed: 3)
        let moving = stream.movingTime()
        #expect(moving >= 1_200 + 10 - 3 && moving <= 1_210 + 5, "\(moving)")
    }

    /// A device that records nothing while standing leaves one long interval: ten minutes over 8 m.
    @Test func aLongSlowIntervalIsAPause() throws {
        let stream = try ActivityStream(time: [0, 10, 20, 620, 630], distance: [0, 30, 60, 68, 98])
        #expect(stream.movingTime() == 30)
    }

    /// Indoor riding records power and no progress: it is all moving.
    @Test func powerWithoutProgressIsMoving() throws {
        let time = (0...120).map(Double.init)
        let stream = try ActivityStream(time: time, distance: time.map { _ in 0 }, power: time.map { _ in 180 })
        #expect(stream.movingTime() == 120)
    }

    /// Stored totals left out the gap between segments, splits did not: a track with a 10-minute pause
    /// between two segments had splits adding up to 2,393 s against 1,793 s of movement. Splits, best
    /// efforts and moving time now share one clock.
    @Test func splitsAndBestEffortsLeaveOutThePauseBetweenSegments() throws {
        // 900 s at 3 m/s, then a new segment 600 s later at the same place, 893 s more.
        let time = (0...900).map(Double.init) + (1_500...2_393).map(Double.init)
        let north = (0...900).map { Double($0) * 3 } + (0...893).map { 2_700 + Double($0) * 3 }
        let stream = try ActivityStream(
            time: time, latitude: north.map { 46 + $0 / Self.metresPerDegree }, longitude: north.map { _ in 14 },
            segmentStarts: [901])
        let moving = stream.movingTime()
        #expect(moving == 1_793)
        let splits = stream.splits(every: 1_000)
        let splitTime = splits.compactMap { split in split.pace.map { $0 * split.distance } }.reduce(0, +)
        #expect(abs(splitTime - moving) < 1e-6, "\(splitTime) vs \(moving)")
        #expect(abs(splits.map(\.elapsedTime).reduce(0, +) - stream.elapsedTime) < 1e-6)
        // The best 5 km spans the pause: 5,000 m at 3 m/s, not 600 s more.
        let best = try #require(stream.bestEfforts(for: [.distance(5_000)], spikeFilter: SpikeFilter(ceiling: 12.5)).first)
        #expect(best.elapsedTime < 5_000.0 / 3 + 2, "\(best.elapsedTime)")
    }

    /// A 5-minute stop inside a segment is a pause for the best efforts too; the effort's start is on
    /// the activity's own clock.
    @Test func bestEffortsLeaveOutAStop() throws {
        let speeds = [Double](repeating: 3, count: 200) + [Double](repeating: 0, count: 300) + [Double](repeating: 3, count: 200)
        let stream = try Self.track(speeds)
        let best = try #require(stream.bestEfforts(for: [.distance(1_000)], spikeFilter: SpikeFilter(ceiling: 12.5)).first)
        #expect(best.elapsedTime <= 1_000.0 / 3 + 2, "\(best.elapsedTime)")
        #expect(best.startOffset >= 0 && best.startOffset <= 200 - 1_000.0 / 3 + 700 - 200)
        let splits = stream.splits(every: 400)
        #expect(abs(splits.map(\.movingTime).reduce(0, +) - stream.movingTime()) < 1e-6)
    }

    /// The moving clock runs with the activity's clock outside pauses and stands still inside them.
    @Test func theMovingClockStandsStillInPauses() throws {
        var random = SeededRandom(seed: 11)
        for _ in 0..<50 {
            let stream = try SyntheticStreams.random(count: Int(random.uniform(2...300)), using: &random)
            let clock = stream.movingClock()
            let moving = stream.movingIntervals()
            #expect(clock.first == 0)
            for index in stream.time.indices.dropFirst() {
                let step = clock[index] - clock[index - 1]
                #expect(abs(step - (moving[index] ? stream.time[index] - stream.time[index - 1] : 0)) < 1e-6)
            }
            for start in stream.segmentStarts { #expect(!moving[start]) }
            #expect(stream.movingTime() <= stream.elapsedTime)
        }
    }
}
