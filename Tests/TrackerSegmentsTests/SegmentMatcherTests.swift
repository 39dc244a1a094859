import Foundation
import Testing
import TrackerCore
import TrackerRandom
@testable import TrackerSegments

/// The GEOS matcher against an exhaustive one written from the rule alone (docs/REFERENCE.md,
/// "Segments"): every segment point against every edge of every candidate section, every pair of
/// start and end samples, on random tracks with noise, repeated laps, passes the other way and near misses.
@Suite struct SegmentMatcherTests {
    // MARK: - Building tracks in metres round a place

    static let origin = (latitude: 46.05, longitude: 14.5)
    static let metresPerDegree = 111_320.0

    static func position(_ x: Double, _ y: Double) -> (latitude: Double, longitude: Double) {
        (origin.latitude + y / metresPerDegree, origin.longitude + x / (metresPerDegree * cos(origin.latitude * .pi / 180)))
    }

    /// A wiggly line of about `length` metres from (0, 0), as (x, y) metres.
    static func randomLine(length: Double, random: inout SeededRandom) -> [(Double, Double)] {
        var points = [(0.0, 0.0)]
        var heading = random.uniform(0...(2 * .pi))
        var walked = 0.0
        while walked < length {
            heading += random.uniform(-0.5...0.5)
            let step = random.uniform(20...60)
            let (x, y) = points[points.count - 1]
            points.append((x + step * cos(heading), y + step * sin(heading)))
            walked += step
        }
        return points
    }

    /// Samples every `spacing` metres along `line`, each moved by noise of `deviation` metres and `offset` sideways.
    static func follow(_ line: [(Double, Double)], spacing: Double, deviation: Double, offset: Double = 0, random: inout SeededRandom) -> [(Double, Double)] {
        var result: [(Double, Double)] = []
        for index in line.indices.dropFirst() {
            let (x0, y0) = line[index - 1], (x1, y1) = line[index]
            let length = hypot(x1 - x0, y1 - y0)
            let steps = max(1, Int(length / spacing))
            let normal = (-(y1 - y0) / length, (x1 - x0) / length)
            for step in 0..<steps {
                let f = Double(step) / Double(steps)
                result.append((x0 + (x1 - x0) * f + normal.0 * offset + random.noise(deviation),
                               y0 + (y1 - y0) * f + normal.1 * offset + random.noise(deviation)))
            }
        }
        return result
    }

    /// A detour away from the segment and back: `count` points on a wide arc from `from` to `to`.
    static func detour(from: (Double, Double), to: (Double, Double), random: inout SeededRandom) -> [(Double, Double)] {
        let away = (random.uniform(-3000...3000), random.uniform(-3000...3000))
        let middle = (from.0 + away.0, from.1 + away.1)
        return follow([from, middle, to], spacing: 30, deviation: 2, random: &random)
    }

    static func stream(_ points: [(Double, Double)], random: inout SeededRandom) throws -> ActivityStream {
        let positions = points.map { position($0.0, $0.1) }
        var time = 0.0
        let times = points.indices.map { _ in
            time += random.uniform(0.8...3)
            return time
        }
        return try ActivityStream(time: times, latitude: positions.map(\.latitude), longitude: positions.map(\.longitude),
                                  heartRate: points.indices.map { _ in random.uniform(100...180) })
    }

    /// A random track over `segment`: laps forward and back, near misses, partial passes, joined by detours.
    static func randomTrack(over segment: [(Double, Double)], random: inout SeededRandom) -> (points: [(Double, Double)], forwardLaps: Int) {
        var points = detour(from: (segment[0].0 + 2000, segment[0].1 - 1500), to: segment[0], random: &random)
        var forward = 0
        for _ in 0..<random.int(1...4) {
            let kind = random.int(0...4)
            let noise = random.uniform(0...6)
            let lap: [(Double, Double)]
            switch kind {
            case 0, 1:
                lap = follow(segment, spacing: random.uniform(3...15), deviation: noise, random: &random)
                forward += 1
            case 2: lap = follow(segment.reversed(), spacing: random.uniform(3...15), deviation: noise, random: &random)
            case 3: lap = follow(segment, spacing: 8, deviation: 1, offset: random.uniform(15...30), random: &random)
            default: lap = follow(Array(segment.prefix(segment.count / 2 + 1)), spacing: 8, deviation: noise, random: &random)
            }
            guard let last = points.last, let next = lap.first else { continue }
            points += detour(from: last, to: next, random: &random)
            points += lap
        }
        return (points, forward)
    }

    // MARK: - The exhaustive matcher

    static func pointToEdge(_ p: (Double, Double), _ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let squared = dx * dx + dy * dy
        let t = squared == 0 ? 0 : max(0, min(1, ((p.0 - a.0) * dx + (p.1 - a.1) * dy) / squared))
        return hypot(p.0 - (a.0 + t * dx), p.1 - (a.1 + t * dy))
    }

    /// max over the segment's points of the distance to the nearest edge of track[s...e]: O(n·m).
    static func exhaustiveDistance(segment: [(Double, Double)], track: [(Double, Double)], from s: Int, through e: Int) -> Double {
        segment.map { point in
            (s..<e).map { pointToEdge(point, track[$0], track[$0 + 1]) }.min() ?? .infinity
        }.max() ?? .infinity
    }

    static func bruteForce(shape: SegmentShape, stream: ActivityStream) -> [(start: Int, end: Int)] {
        let plane = SegmentPlane(latitude: shape.latitude[0])
        let segment = shape.latitude.indices.compactMap { plane.point(latitude: shape.latitude[$0], longitude: shape.longitude[$0]) }.map { ($0.x, $0.y) }
        let track = stream.time.indices.compactMap { plane.point(latitude: stream.latitude![$0], longitude: stream.longitude![$0]) }.map { ($0.x, $0.y) }
        func runs(near target: (Double, Double)) -> [Int] {
            let distances = track.map { hypot($0.0 - target.0, $0.1 - target.1) }
            var result: [Int] = []
            var index = 0
            while index < track.count {
                guard distances[index] <= SegmentRule.tolerance else { index += 1; continue }
                var end = index
                while end + 1 < track.count && distances[end + 1] <= SegmentRule.tolerance { end += 1 }
                result.append((index...end).min { distances[$0] < distances[$1] || (distances[$0] == distances[$1] && $0 < $1) }!)
                index = end + 1
            }
            return result
        }
        let starts = runs(near: segment[0]), ends = runs(near: segment[segment.count - 1])
        // Every pair, decided before any is chosen.
        var valid = Set<[Int]>()
        for s in starts { for e in ends where s < e {
            if exhaustiveDistance(segment: segment, track: track, from: s, through: e) <= SegmentRule.tolerance { valid.insert([s, e]) }
        } }
        var passes: [(start: Int, end: Int)] = []
        var earliest = 0
        for e in ends {
            if let s = starts.filter({ $0 >= earliest && $0 < e && valid.contains([$0, e]) }).max() {
                passes.append((s, e))
                earliest = e
            }
        }
        return passes
    }

    // MARK: - Tests

    @Test(arguments: 0..<40)
    func agreesWithTheExhaustiveMatcher(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7919 &+ 11)
        let line = Self.randomLine(length: random.uniform(150...1500), random: &random)
        let shape = try SegmentShape(positions: line.map { Self.position($0.0, $0.1) })
        let (points, forward) = Self.randomTrack(over: line, random: &random)
        let stream = try Self.stream(points, random: &random)
        let fast = try SegmentMatcher(shape: shape).efforts(in: stream)
        let slow = Self.bruteForce(shape: shape, stream: stream)
        #expect(fast.map { [$0.startIndex, $0.endIndex] } == slow.map { [$0.start, $0.end] }, "seed \(seed)")
        // Clean forward laps (noise under 6 m) are found; none of the other kinds adds one.
        #expect(fast.count <= forward + 1)
        for effort in fast {
            #expect(effort.elapsed == stream.time[effort.endIndex] - stream.time[effort.startIndex])
        }
    }

    @Test func findsEachForwardLapAndNoReverseOne() throws {
        var random = SeededRandom(seed: 5)
        let line = Self.randomLine(length: 800, random: &random)
        let shape = try SegmentShape(positions: line.map { Self.position($0.0, $0.1) })
        var points = Self.follow(line, spacing: 5, deviation: 3, random: &random)
        points += Self.detour(from: points.last!, to: line[0], random: &random)
        points += Self.follow(line, spacing: 5, deviation: 3, random: &random)
        points += Self.follow(line.reversed(), spacing: 5, deviation: 3, random: &random)
        let stream = try Self.stream(points, random: &random)
        let efforts = try SegmentMatcher(shape: shape).efforts(in: stream)
        #expect(efforts.count == 2)
        #expect(efforts.map { [$0.startIndex, $0.endIndex] } == Self.bruteForce(shape: shape, stream: stream).map { [$0.start, $0.end] })
        let reversed = try Self.stream(Self.follow(line.reversed(), spacing: 5, deviation: 3, random: &random), random: &random)
        #expect(try SegmentMatcher(shape: shape).efforts(in: reversed).isEmpty)
    }

    @Test func aTrackThirtyMetresAsideIsANearMiss() throws {
        var random = SeededRandom(seed: 9)
        let line = Self.randomLine(length: 600, random: &random)
        let shape = try SegmentShape(positions: line.map { Self.position($0.0, $0.1) })
        let matcher = try SegmentMatcher(shape: shape)
        let aside = try Self.stream(Self.follow(line, spacing: 4, deviation: 0, offset: 30, random: &random), random: &random)
        #expect(try matcher.efforts(in: aside).isEmpty)
        let close = try Self.stream(Self.follow(line, spacing: 4, deviation: 0, offset: 12, random: &random), random: &random)
        #expect(try matcher.efforts(in: close).count == 1)
    }

    @Test(arguments: 0..<10)
    func sectionDistanceIsTheExhaustiveOne(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) + 100)
        let line = Self.randomLine(length: 500, random: &random)
        let shape = try SegmentShape(positions: line.map { Self.position($0.0, $0.1) })
        let matcher = try SegmentMatcher(shape: shape)
        let points = Self.follow(line, spacing: 6, deviation: 2, random: &random)
        let stream = try Self.stream(points, random: &random)
        let plane = SegmentPlane(latitude: shape.latitude[0])
        let flat = plane.points(latitude: stream.latitude!, longitude: stream.longitude!)
        let track = stride(from: 0, to: flat.count, by: 2).map { (flat[$0], flat[$0 + 1]) }
        let segment = stride(from: 0, to: shape.count * 2, by: 2).map { _ in (0.0, 0.0) }.indices.map {
            plane.point(latitude: shape.latitude[$0], longitude: shape.longitude[$0]).map { ($0.x, $0.y) }!
        }
        let exhaustive = Self.exhaustiveDistance(segment: segment, track: track, from: 0, through: track.count - 1)
        let computed = try flat.withUnsafeBufferPointer { try matcher.sectionDistance($0, from: 0, through: track.count - 1) }
        #expect(exhaustive <= SegmentRule.tolerance)
        #expect(abs((computed ?? .infinity) - exhaustive) < 1e-6)
    }

    @Test func shapesRefuseBadLengthsAndPositions() throws {
        #expect(throws: SegmentShapeError.length(Self.distance(50))) { try SegmentShape(positions: [Self.position(0, 0), Self.position(50, 0)]) }
        #expect(throws: SegmentShapeError.self) { try SegmentShape(positions: [Self.position(0, 0), Self.position(120_000, 0)]) }
        #expect(throws: SegmentShapeError.outsideProjection(latitude: 86, longitude: 0)) {
            try SegmentShape(positions: [(86, 0), (86.01, 0)])
        }
        let shape = try SegmentShape(positions: [Self.position(0, 0), Self.position(1000, 0)])
        // Densified to at most 10 m a gap.
        #expect(shape.count >= 101)
        #expect(abs(shape.length - 1000) < 5)
    }

    @Test func anExportedShapeComesBackAsItWas() throws {
        var random = SeededRandom(seed: 24)
        let original = try SegmentShape(positions: Self.randomLine(length: 3000, random: &random).map { Self.position($0.0, $0.1) })
        let points = original.latitude.indices.map { (latitude: original.latitude[$0], longitude: original.longitude[$0]) }
        #expect(try SegmentShape(exported: points, length: original.length) == original)
        // Densifying the dense points again keeps them, but sums shorter legs: the length may differ in its last digits.
        let again = try SegmentShape(positions: points)
        #expect(again.count == original.count && abs(again.length - original.length) < 1e-3)
        // A length that disagrees with the points by more than a metre gives way to theirs.
        #expect(try SegmentShape(exported: points, length: original.length + 50).length == again.length)
        // Sparse points (written by hand) are densified.
        let sparse = try SegmentShape(exported: [Self.position(0, 0), Self.position(1000, 0)], length: Self.distance(1000))
        #expect(sparse.count >= 101 && sparse.length == Self.distance(1000))
        #expect(throws: SegmentShapeError.self) { try SegmentShape(exported: [Self.position(0, 0), Self.position(50, 0)], length: 500) }
    }

    static func distance(_ metres: Double) -> Double {
        let a = position(0, 0), b = position(metres, 0)
        return ActivityStream.haversineDistance(latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }
}
