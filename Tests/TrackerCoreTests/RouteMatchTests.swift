import Foundation
import Testing
import TrackerCore
import TrackerRandom
import TrackerTestSupport

/// Route signatures, the average-minimum-distance measure against brute force, and the match
/// rule on loops ridden again, backwards, cut short, and on other loops of the same length.
@Suite struct RouteMatchTests {
    /// A wandering track of `count` points about `step` metres apart near Munich.
    static func wander(_ random: inout SeededRandom, count: Int, step: Double = 60) -> [GeoPoint] {
        var latitude = 48.1 + random.uniform(-0.01...0.01), longitude = 11.5 + random.uniform(-0.01...0.01)
        var heading = random.uniform(0...(2 * Double.pi))
        let degrees = step / (ActivityStream.earthRadius * .pi / 180)
        var points: [GeoPoint] = []
        for _ in 0..<count {
            heading += random.uniform(-0.6...0.6)
            latitude += cos(heading) * degrees
            longitude += sin(heading) * degrees / cos(latitude * .pi / 180)
            points.append(GeoPoint(latitude: latitude, longitude: longitude))
        }
        return points
    }

    /// The measure by brute force: the other track's line cut into points 0.25 m apart, each
    /// point's nearest by the haversine distance, both ways.
    static func bruteForce(_ first: [GeoPoint], _ second: [GeoPoint]) -> Double {
        func dense(_ line: [GeoPoint]) -> [GeoPoint] {
            var points = [line[0]]
            for index in 1..<line.count {
                let from = line[index - 1], to = line[index]
                let pieces = max(1, Int(from.metres(to: to) / 0.25))
                for piece in 1...pieces {
                    let f = Double(piece) / Double(pieces)
                    points.append(GeoPoint(latitude: from.latitude + (to.latitude - from.latitude) * f,
                                           longitude: from.longitude + (to.longitude - from.longitude) * f))
                }
            }
            return points
        }
        func oneWay(_ points: [GeoPoint], _ line: [GeoPoint]) -> Double {
            let cut = dense(line)
            return points.map { point in cut.map { point.metres(to: $0) }.min() ?? .infinity }.reduce(0, +) / Double(points.count)
        }
        return (oneWay(first, second) + oneWay(second, first)) / 2
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6])
    func averageMinimumDistanceAgreesWithBruteForce(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed))
        let first = Self.wander(&random, count: 30)
        // The second: the first with a few metres of noise, or another track altogether.
        let second = seed % 2 == 0 ? first.map { GeoPoint(latitude: $0.latitude + random.noise(0.0002), longitude: $0.longitude + random.noise(0.0003)) }
            : Self.wander(&random, count: 25)
        let measured = RouteMatch.averageMinimumDistance(first, second)
        let expected = Self.bruteForce(first, second)
        // The plane against the sphere over a few kilometres, and the 0.25 m cut: a fraction of a per cent.
        #expect(abs(measured - expected) <= 0.003 * expected + 0.2, "\(measured) against \(expected)")
        // Symmetric, and blind to direction.
        #expect(abs(RouteMatch.averageMinimumDistance(second, first) - measured) <= 0.003 * measured + 0.01)
        #expect(abs(RouteMatch.averageMinimumDistance(first.reversed(), second) - measured) <= 0.003 * measured + 0.01)
    }

    @Test func theLimitStopsEarlyOnlyAboveIt() {
        var random = SeededRandom(seed: 9)
        let first = Self.wander(&random, count: 40), second = Self.wander(&random, count: 40)
        let exact = RouteMatch.averageMinimumDistance(first, second)
        #expect(RouteMatch.averageMinimumDistance(first, second, limit: exact * 2) == exact)
        #expect(RouteMatch.averageMinimumDistance(first, second, limit: exact / 2) > exact / 2)
        #expect(RouteMatch.averageMinimumDistance(first, first, limit: 1) == 0)
    }

    @Test func resamplingSpacesPointsEvenlyAndKeepsTheLength() throws {
        var random = SeededRandom(seed: 3)
        let track = Self.wander(&random, count: 200, step: 37)
        let resampled = try #require(TrackResampling.evenlySpaced(track, count: 101))
        let length = zip(track, track.dropFirst()).map { $0.metres(to: $1) }.reduce(0, +)
        #expect(abs(resampled.length - length) < 1e-6)
        #expect(resampled.points.count == 101)
        #expect(resampled.points.first == track.first && resampled.points.last == track.last)
        // Each step is at most a hundredth of the length (a chord across a bend is shorter).
        for (from, to) in zip(resampled.points, resampled.points.dropFirst()) {
            #expect(from.metres(to: to) <= length / 100 + 1e-6)
        }
        let steps = zip(resampled.points, resampled.points.dropFirst()).map { $0.metres(to: $1) }
        #expect(steps.reduce(0, +) > 0.95 * length)
        #expect(TrackResampling.evenlySpaced([track[0]], count: 10) == nil)
        #expect(TrackResampling.evenlySpaced([track[0], track[0]], count: 10) == nil)
    }

    static func signature(_ stream: ActivityStream) throws -> RouteSignature {
        try #require(RouteSignature(stream: stream))
    }

    @Test func theSameLoopMatchesWithNoiseAndBackwards() throws {
        let loop = SyntheticRoutes.circle(radius: 800)
        let first = try Self.signature(SyntheticRoutes.stream(loop, seed: 1))
        let again = try Self.signature(SyntheticRoutes.stream(loop, speed: 3.4, noise: 5, seed: 2))
        let backwards = try Self.signature(SyntheticRoutes.stream(loop, reversed: true, seed: 3))
        // 2π · 800 m, within the noise.
        #expect(abs(first.length - 2 * .pi * 800) < 0.02 * 2 * .pi * 800, "\(first.length)")
        let againScore = try #require(RouteMatch.score(first, again)), backwardsScore = try #require(RouteMatch.score(first, backwards))
        #expect(againScore < 15 && backwardsScore < 15)
        #expect(RouteMatch.score(again, backwards) != nil)
    }

    @Test func otherLoopsAndCutLoopsDoNotMatch() throws {
        let loop = try Self.signature(SyntheticRoutes.stream(SyntheticRoutes.circle(radius: 800), seed: 1))
        // The same start and length, the other side of the start.
        let mirrored = try Self.signature(SyntheticRoutes.stream(SyntheticRoutes.mirroredCircle(radius: 800), seed: 4))
        #expect(abs(mirrored.length - loop.length) < 0.02 * loop.length)
        #expect(loop.start.metres(to: mirrored.start) < 30)
        #expect(RouteMatch.score(loop, mirrored) == nil)
        #expect(RouteMatch.averageMinimumDistance(loop.track, mirrored.track) > 300)
        // An ellipse from the same start, of nearly the same length: close in places, not along its length.
        let ellipse = try Self.signature(SyntheticRoutes.stream(SyntheticRoutes.ellipse(east: 1_000, north: 590, south: 800), seed: 5))
        #expect(RouteMatch.lengthsMatch(loop.length, ellipse.length), "\(loop.length) \(ellipse.length)")
        #expect(loop.start.metres(to: ellipse.start) < 30)
        #expect(RouteMatch.endsMatch(loop, ellipse))
        #expect(RouteMatch.averageMinimumDistance(loop.track, ellipse.track) > 2 * RouteMatch.distanceThreshold)
        #expect(RouteMatch.score(loop, ellipse) == nil)
        // Four fifths of the loop: its end is far from the start, and it is a fifth shorter.
        let part = try Self.signature(SyntheticRoutes.stream(SyntheticRoutes.circle(radius: 800), to: 0.8, seed: 6))
        #expect(RouteMatch.score(loop, part) == nil)
        #expect(!RouteMatch.lengthsMatch(loop.length, part.length))
        #expect(!RouteMatch.endsMatch(loop, part))
    }

    @Test func theRuleAtItsEdges() throws {
        #expect(RouteMatch.lengthsMatch(1_000, 1_050))
        #expect(RouteMatch.lengthsMatch(950, 1_000))
        #expect(!RouteMatch.lengthsMatch(1_000, 1_060))
        // A straight way out, and the same way shifted east: matching only while the shift is small.
        let north = ActivityStream.earthRadius * .pi / 180
        func line(east: Double) -> RouteSignature? {
            let track = (0...100).map { GeoPoint(latitude: 48 + Double($0) * 20 / north, longitude: 11 + east / (north * cos(48 * .pi / 180))) }
            return RouteSignature(length: 2_000, track: track)
        }
        let base = try #require(line(east: 0))
        let near = try #require(line(east: 40)), far = try #require(line(east: 60))
        let score = try #require(RouteMatch.score(base, near))
        #expect(score > 39 && score < 41)
        #expect(RouteMatch.score(base, far) == nil)
        // The ends 190 m apart pass; 210 m do not.
        let inside = try #require(line(east: 190)), outside = try #require(line(east: 210))
        #expect(RouteMatch.endsMatch(base, inside))
        #expect(!RouteMatch.endsMatch(base, outside))
    }

    @Test func shortTracksAndTracksWithoutPositionsHaveNoSignature() throws {
        #expect(RouteSignature(stream: try ActivityStream(time: [0, 1, 2], heartRate: [100, 110, 120])) == nil)
        let short = try SyntheticRoutes.stream(SyntheticRoutes.circle(radius: 70), seed: 1)
        #expect(RouteSignature(stream: short) == nil)
    }

    @Test func ordinals() {
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(\.ordinal)
            == ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd", "101st", "111th", "112th"])
    }
}
