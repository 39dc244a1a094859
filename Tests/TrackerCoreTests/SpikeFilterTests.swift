import Foundation
import Testing
@testable import TrackerCore
import TrackerTestSupport

@Suite struct SpikeFilterTests {
    static let degree = SyntheticStreams.metresPerDegree

    /// 2,000 s due north at 4 m/s, 1 Hz, with the sample at `spikeAt` moved `jump` metres east.
    static func runWithSpike(at spikeAt: Int, jump: Double, lasting: Int = 1) throws -> ActivityStream {
        let time = (0...2_000).map(Double.init)
        let longitude = time.indices.map { index in
            (spikeAt..<(spikeAt + lasting)).contains(index) ? jump / degree : 0
        }
        return try ActivityStream(time: time, latitude: time.map { $0 * 4 / degree }, longitude: longitude)
    }

    @Test func aJumpOfThreeHundredMetresInOneSecondMakesNoRecord() throws {
        let stream = try Self.runWithSpike(at: 1_000, jump: 300)
        let filtered = stream.bestEfforts(for: .run)
        let fourHundred = try #require(filtered.first { $0.target == .distance(400) })
        #expect(abs(fourHundred.elapsedTime - 100) < 1e-6)
        let kilometre = try #require(filtered.first { $0.target == .distance(1_000) })
        #expect(abs(kilometre.elapsedTime - 250) < 1e-6)
        // The same stream without the rule would hold a 400 m in a few seconds.
        let unfiltered = stream.bestEfforts(for: [.distance(400)], spikeFilter: SpikeFilter(ceiling: .infinity))
        #expect(try #require(unfiltered.first).elapsedTime < 60)
        // And the filtered distance is the straight line's.
        let distance = try #require(SpikeFilter(for: .run).distance(of: stream))
        #expect(abs(distance.last! - 8_000) < 1e-3)
    }

    @Test func aSpikeInTheRecordedDistanceIsDroppedToo() throws {
        let time = (0...600).map(Double.init)
        var distance = time.map { $0 * 3 }
        for index in 300...600 { distance[index] += 250 }
        let stream = try ActivityStream(time: time, distance: distance)
        let effort = try #require(stream.bestEfforts(for: .run).first { $0.target == .distance(400) })
        #expect(abs(effort.elapsedTime - 400.0 / 3) < 1e-6)
    }

    @Test func aTrackThatReallyMovedIsFollowedAfterTheLongestRejection() throws {
        // From sample 1,000 on, every position is 2 km east: after 30 s of refusals the new place is accepted.
        let stream = try Self.runWithSpike(at: 1_000, jump: 2_000, lasting: 1_001)
        let distance = try #require(SpikeFilter(for: .run).distance(of: stream))
        // All but the refused stretch (31 s) and the jump itself is counted.
        #expect(abs(distance.last! - (8_000 - 31 * 4)) < 1)
        // A ceiling per sport: the same 300 m spike is a plausible nothing for no sport.
        #expect(ActivityType.allCases.allSatisfy { SpikeFilter.ceiling(for: $0) < 300 })
    }

    @Test func fastRidesAreNotMistakenForSpikes() throws {
        // A 25 m/s (90 km/h) descent passes the ride ceiling but not the run one.
        let time = (0...100).map(Double.init)
        let stream = try ActivityStream(time: time, latitude: time.map { $0 * 25 / Self.degree }, longitude: time.map { _ in 0 })
        #expect(abs(try #require(SpikeFilter(for: .ride).distance(of: stream)).last! - 2_500) < 1e-3)
        #expect(try #require(SpikeFilter(for: .run).distance(of: stream)).last! < 100)
    }
}
