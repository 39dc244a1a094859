import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom
import TrackerTestSupport

@Suite struct SplitTests {
    @Test func kilometreSplitsWithTheLastPartialOne() throws {
        // 2.5 km: 1 km at 4 m/s, 1 km at 2.5 m/s, 500 m at 5 m/s, sampled every second.
        var time = [0.0], distance = [0.0]
        while distance.last! < 2_500 - 1e-9 {
            let speed = distance.last! < 1_000 ? 4.0 : distance.last! < 2_000 ? 2.5 : 5.0
            time.append(time.last! + 1)
            distance.append(distance.last! + speed)
        }
        let elevation = distance.map { $0 / 100 }
        // Each sample's heart rate holds over the second before it, so the one at 1 km belongs to the first split.
        let heartRate = distance.map { $0 <= 1_000 ? 150.0 : 130 }
        let stream = try ActivityStream(time: time, elevation: elevation, distance: distance, heartRate: heartRate)
        let splits = stream.splits(every: 1_000)
        #expect(splits.map(\.number) == [1, 2, 3])
        #expect(splits.map(\.distance) == [1_000, 1_000, 500])
        #expect(splits.map(\.elapsedTime) == [250, 400, 100])
        #expect(splits.map(\.startOffset) == [0, 250, 650])
        #expect(splits.map(\.pace) == [0.25, 0.4, 0.2])
        #expect(splits.map { $0.elevationChange ?? .nan } == [10, 10, 5])
        #expect(splits.map { $0.averageHeartRate ?? .nan } == [150, 130, 130])
        #expect(splits.map { $0.isPartial(of: 1_000) } == [false, false, true])
    }

    @Test func boundariesInsideASampleGapAreInterpolated() throws {
        // 4 m/s sampled every 10 s: the first mile ends at 402.336 s.
        let stream = try SyntheticStreams.straightLine(seconds: 1_000, interval: 10, speed: 4)
        let splits = stream.splits(every: BestEffortTarget.mile)
        #expect(splits.count == 3)
        #expect(abs(splits[0].elapsedTime - BestEffortTarget.mile / 4) < 1e-6)
        #expect(abs(splits[2].distance - (4_000 - 2 * BestEffortTarget.mile)) < 1e-6)
    }

    @Test func splitsAddUpToTheActivityOnRandomStreams() throws {
        var random = SeededRandom(seed: 17)
        for _ in 0..<60 {
            let stream = try SyntheticStreams.random(count: Int(random.uniform(2...300)), using: &random)
            let length = random.uniform(50...3_000)
            let splits = stream.splits(every: length)
            let shortest = length * ActivityStream.shortestPartialSplitShare
            guard let total = stream.totalDistance.map({ $0 - (stream.cumulativeDistance?.first ?? 0) }),
                  total >= shortest else {
                #expect(splits.isEmpty)
                continue
            }
            #expect(abs(splits.map(\.elapsedTime).reduce(0, +) - stream.elapsedTime) < 1e-6)
            #expect(abs(splits.map(\.distance).reduce(0, +) - total) < 1e-6)
            #expect(splits.dropLast().allSatisfy { $0.distance == length })
            let last = try #require(splits.last)
            #expect(last.distance >= shortest && last.distance < length + shortest, "\(last.distance) of \(length)")
            #expect(splits.count == max(1, Int((total + length - shortest) / length)), "\(total) in \(length)")
            #expect(splits.allSatisfy { $0.elapsedTime >= 0 })
            if let elevation = stream.elevation {
                let change = splits.compactMap(\.elevationChange).reduce(0, +)
                #expect(abs(change - (elevation.last! - elevation.first!)) < 1e-6)
            }
        }
    }

    /// A run of `metres` at 4 m/s, sampled every second and at its end.
    static func run(metres: Double) throws -> ActivityStream {
        var time = Array(stride(from: 0.0, through: metres / 4, by: 1))
        if time.last! < metres / 4 { time.append(metres / 4) }
        return try ActivityStream(time: time, distance: time.map { $0 * 4 })
    }

    /// Metres, split length, the splits' distances.
    static let shortLastStretches: [(Double, Double, [Double])] = [
        (2_001.5, 1_000, [1_000, 1_001.5]),
        (2_049, 1_000, [1_000, 1_049]),
        (2_050, 1_000, [1_000, 1_000, 50]),
        (2_000, 1_000, [1_000, 1_000]),
        (30, 1_000, []),
        (60, 1_000, [60]),
        // 80.47 m is 5% of a mile.
        (1_689.344, 1_609.344, [1_689.344]),
        (1_690.344, 1_609.344, [1_609.344, 81]),
    ]

    @Test(arguments: 0..<shortLastStretches.count)
    func aShortLastStretchJoinsTheSplitBeforeIt(index: Int) throws {
        let (metres, length, distances) = Self.shortLastStretches[index]
        let stream = try Self.run(metres: metres)
        let splits = stream.splits(every: length)
        #expect(splits.count == distances.count)
        for (split, distance) in zip(splits, distances) { #expect(abs(split.distance - distance) < 1e-6) }
        if !splits.isEmpty {
            #expect(abs(splits.map(\.elapsedTime).reduce(0, +) - metres / 4) < 1e-6)
            #expect(abs(splits.last!.pace! - 0.25) < 1e-9)
            #expect(splits.map { $0.isPartial(of: length) } == distances.map { $0 < length })
        }
    }

    @Test func noDistanceNoSplits() throws {
        #expect(try ActivityStream(time: [0, 60], heartRate: [100, 120]).splits(every: 1_000).isEmpty)
        #expect(try SyntheticStreams.straightLine(seconds: 100, interval: 1, speed: 3).splits(every: 0).isEmpty)
    }
}
