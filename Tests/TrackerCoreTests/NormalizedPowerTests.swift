import Foundation
import Testing
import TrackerRandom
@testable import TrackerCore

@Suite struct NormalizedPowerTests {
    /// An hour at FTP: NP = FTP, IF = 1, TSS = 3600 x 250 x 1 / (250 x 3600) x 100 = 100.
    @Test func anHourAtFTPIsOneHundred() throws {
        let time = (0...3600).map(Double.init)
        let stream = try ActivityStream(time: time, power: time.map { _ in 250 })
        let load = try #require(PowerLoad(stream, ftp: Threshold(250)))
        #expect(load.normalizedPower.watts == 250)
        #expect(load.normalizedPower.seconds == 3600)
        #expect(abs(load.intensityFactor - 1) < 1e-12)
        #expect(abs(load.score - 100) < 1e-9)
        // Half an hour at 300 W against FTP 250: IF 1.2, TSS 0.5 x 1.44 x 100 = 72.
        let half = try ActivityStream(time: Array(time[0...1800]), power: time[0...1800].map { _ in 300 })
        #expect(abs(try #require(PowerLoad(half, ftp: Threshold(250))).score - 72) < 1e-9)
    }

    /// Thirty seconds at 400 W then thirty at 0, over and over: every 30 s window holds k seconds
    /// at 400 W (k = 0..30), so the rolling means are 400 k / 30 and NP is
    /// 400 x (mean of (k/30)^4)^(1/4): checked against the direct rolling computation, and near
    /// the continuous triangle wave's 400 / 5^(1/4).
    @Test func normalizedPowerOfASquareWave() throws {
        let cycles = 20
        let perSecond = (0..<(60 * cycles)).map { ($0 / 30) % 2 == 0 ? 400.0 : 0 }
        let normalized = try #require(NormalizedPower(perSecond: perSecond))
        var sum = 0.0
        var count = 0.0
        for end in 30...perSecond.count {
            let mean = perSecond[(end - 30)..<end].reduce(0, +) / 30
            sum += pow(mean, 4)
            count += 1
        }
        #expect(abs(normalized.watts - pow(sum / count, 0.25)) < 1e-9)
        // Close to the continuous triangle wave's 400 / 5^(1/4) = 267.49.
        #expect(abs(normalized.watts - 267.49) < 3)
        #expect(normalized.watts > 200)
    }

    /// A 10-minute gap in the recording adds no seconds; the hour around it is still 100.
    @Test func aGapAddsNothing() throws {
        let time = (0...1800).map(Double.init) + (2400...4200).map(Double.init)
        let stream = try ActivityStream(time: time, power: time.map { _ in 250 })
        let load = try #require(PowerLoad(stream, ftp: Threshold(250)))
        #expect(load.normalizedPower.seconds == 3600)
        #expect(abs(load.score - 100) < 1e-9)
        #expect(NormalizedPower(try ActivityStream(time: [0, 1, 2], power: [100, 100, 100])) == nil)
    }

    /// Samples every 2 s hold their power over both seconds: the same NP as the 1 s recording.
    @Test func sparseSamplesFillTheSecondsGrid() throws {
        var random = SeededRandom(seed: 5)
        let watts = (0..<1800).map { _ in Double(Int.random(in: 100..<400, using: &random)) }
        let everySecond = (0...3600).map { Double($0) }
        let dense = try ActivityStream(time: everySecond, power: everySecond.map { watts[min(1799, Int(($0 - 1) / 2))] })
        let sparseTime = (0...1800).map { Double($0 * 2) }
        let sparse = try ActivityStream(time: sparseTime, power: sparseTime.map { watts[min(1799, Int(($0 - 1) / 2))] })
        let first = try #require(NormalizedPower(dense)), second = try #require(NormalizedPower(sparse))
        #expect(abs(first.watts - second.watts) < 1e-9)
    }
}
