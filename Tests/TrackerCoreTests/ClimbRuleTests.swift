import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom
import TrackerTime

/// The one climb rule (`ActivityStream.elevationChange`), both ways and over the whole recording.
@Suite struct ClimbRuleTests {
    static func change(_ elevation: [Double], segmentStarts: [Int] = [], hysteresis: Double = ActivityStream.climbHysteresis) throws -> ElevationChange {
        let stream = try ActivityStream(time: elevation.indices.map(Double.init), elevation: elevation, segmentStarts: segmentStarts)
        return try #require(stream.elevationChange(hysteresis: hysteresis))
    }

    /// A random profile: a walk with trends, noise of several sizes, plateaus and jumps.
    static func profile(_ random: inout SeededRandom) -> [Double] {
        let count = Int(random.uniform(1...400))
        var height = random.uniform(-200...3_000), trend = 0.0
        var values: [Double] = []
        let noise = [0.0, 0.5, 2, 6, 20][Int(random.uniform(0...4.999))]
        for _ in 0..<count {
            if random.unit() < 0.05 { trend = random.uniform(-3...3) }
            if random.unit() < 0.1 { trend = 0 }
            height += trend + random.noise(noise)
            if random.unit() < 0.01 { height += random.uniform(-50...50) }
            values.append(min(4_900, max(-900, height)))
        }
        return values
    }

    /// Climb minus descent is the last elevation minus the first, exactly (so well within the
    /// hysteresis), on random profiles and for any band; and the rule is the same both ways: the
    /// profile upside down swaps climb and descent.
    @Test func climbMinusDescentIsTheNetChangeOnRandomProfiles() throws {
        var random = SeededRandom(seed: 21)
        for round in 0..<2_000 {
            let elevation = Self.profile(&random)
            let hysteresis = [ActivityStream.climbHysteresis, 0.5, 3, 10][round % 4]
            let change = try Self.change(elevation, hysteresis: hysteresis)
            let net = elevation[elevation.count - 1] - elevation[0]
            let scale = change.climb + change.descent + 1
            #expect(abs(change.climb - change.descent - net) <= 1e-9 * scale, "round \(round): \(change) net \(net)")
            #expect(change.climb >= 0 && change.descent >= 0)
            let upsideDown = try Self.change(elevation.map { 4_000 - $0 }, hysteresis: hysteresis)
            #expect(abs(upsideDown.climb - change.descent) <= 1e-9 * scale && abs(upsideDown.descent - change.climb) <= 1e-9 * scale)
            // Never more than the plain sum of every rise, never less than the net rise.
            let rises = zip(elevation, elevation.dropFirst()).map { max(0, $1 - $0) }.reduce(0, +)
            #expect(change.climb <= rises + 1e-9 * scale && change.climb >= max(0, net) - 1e-9 * scale)
        }
    }

    /// The figures the issue measured: a loop that ends near its start shows a descent near its climb.
    /// The old rule counted the descent with 3 m and the climb with 5 m (developer-types-sample.fit:
    /// +58 / -72 on a loop ending 0.8 m higher).
    @Test func descentUsesTheSameBandAsClimb() throws {
        // Up and down by 4 m, ten times, on a loop that ends where it began: noise for a 5 m band.
        let loop = (0..<41).map { $0 % 4 == 1 || $0 % 4 == 2 ? 104.0 : 100.0 }
        let change = try Self.change(loop)
        #expect(change == ElevationChange(climb: 0, descent: 0))
    }

    /// The reference height used to stay at the first sample until the elevation left a band around
    /// it (gpsies_example.gpx: 64 m against 80 m by the rule). The climb counts from the lowest point
    /// before it.
    @Test func theFirstClimbCountsFromTheLowestPointBeforeIt() throws {
        // 305 down to 300 (inside the band), then up to 308: 8 m of climb, the old rule counted none.
        let change = try Self.change([305, 300, 306, 308, 302], hysteresis: 5)
        #expect(change.climb == 8)
        #expect(change.descent == 5 + 6)
    }

    /// The page's descent follows the stored climb when the climb is the device's own (a FIT
    /// `total_ascent`): a real Fenix 2 run said +64 m / -147 m (the device: +64 / -61; it ends 3.6 m
    /// above its start).
    @Test func thePagesDescentFollowsTheStoredClimb() throws {
        var random = SeededRandom(seed: 2)
        // A barometric trace with 3 m of noise around rolling hills, ending 3.6 m above its start.
        var elevation = (0..<2_800).map { 300 + 20 * sin(Double($0) / 200) + random.noise(3) }
        elevation[elevation.count - 1] = elevation[0] + 3.6
        let stream = try ActivityStream(time: elevation.indices.map(Double.init), elevation: elevation)
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_400_000_000, utcOffset: 0), type: .run,
                                distance: 9_000, duration: 2_800, elevationGain: 64)
        let figures = ActivityFigures(activity: activity, stream: stream)
        let descent = try #require(figures.descent)
        #expect(abs(descent - 60.4) < 1e-9, "\(descent)")
        #expect(abs(figures.climb - descent - 3.6) < 1e-9)
        // A stored climb below the net rise (typed with edit) gives no negative descent.
        var edited = activity
        edited.elevationGain = 0
        #expect(ActivityFigures(activity: edited, stream: stream).descent == 0)
    }
}
