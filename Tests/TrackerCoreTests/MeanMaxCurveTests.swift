import Testing
@testable import TrackerCore
import TrackerRandom

@Suite struct MeanMaxCurveTests {
    // MARK: - Against an exhaustive window search

    @Test(arguments: [1, 2, 4])
    func everyListedDurationIsTheBestWindowOfThatLength(ticksPerSecond: Int) throws {
        var random = SeededRandom(seed: UInt64(90 + ticksPerSecond))
        for trial in 0..<40 {
            // A few long streams reach the 2- and 5-second steps beyond 2 and 10 minutes.
            let ticks = trial % 10 == 0 ? random.int(700...1_400) * ticksPerSecond : random.int(2...260) * ticksPerSecond
            let stream = try Self.randomStream(ticks: ticks, ticksPerSecond: ticksPerSecond, using: &random)
            for kind in CurveKind.allCases {
                let reference = Self.exhaustive(stream, kind, ticksPerSecond: ticksPerSecond)
                let curve = stream.curveTimeline(kind)?.meanMaxCurve(kind)
                let points = curve?.points ?? []
                #expect(points.map(\.duration) == CurveDurations.upTo(reference.count - 1), "trial \(trial) \(kind)")
                for point in points {
                    let expected = reference[point.duration]
                    #expect(abs(point.value - expected) <= 1e-9 * max(1, expected), "trial \(trial) \(kind) \(point.duration) s: \(point.value) vs \(expected)")
                }
            }
        }
    }

    @Test func theKeptDurationsStepAsGoldenCheetahsDo() {
        let kept = CurveDurations.upTo(40_000)
        #expect(Array(kept.prefix(120)) == Array(1...120))
        #expect(kept.contains(122) && !kept.contains(121) && kept.contains(605) && !kept.contains(602))
        #expect(kept.contains(1_220) && kept.contains(3_720) && kept.contains(7_500) && !kept.contains(7_300))
        #expect(CurveDurations.quoted.allSatisfy(CurveDurations.isKept))
        #expect(kept.count < 800)
    }

    // MARK: - The gap rule

    @Test func aGapIsZeroPowerButBreaksHeartRate() throws {
        // 10 s at 300 W and 150 bpm, a 60 s gap, 10 s more at 300 W and 150 bpm.
        let time = (0...10).map(Double.init) + (70...80).map(Double.init)
        let power = [Double](repeating: 300, count: time.count)
        let stream = try ActivityStream(time: time, heartRate: [Double](repeating: 150, count: time.count), power: power, segmentStarts: [11])
        let watts = try #require(stream.meanMaxCurve(.power))
        #expect(watts.value(at: 10) == 300)
        // 80 s of elapsed time hold 20 s of pedalling.
        #expect(watts.value(at: 80) == 6_000.0 / 80)
        let heart = try #require(stream.meanMaxCurve(.heartRate))
        #expect(heart.points.last?.duration == 10)
        #expect(heart.value(at: 10) == 150)
    }

    @Test func aStreamWithoutTheColumnOrAllZeroHasNoCurve() throws {
        let time = (0...30).map(Double.init)
        let stream = try ActivityStream(time: time, power: [Double](repeating: 0, count: time.count))
        #expect(stream.meanMaxCurve(.power) == nil)
        #expect(stream.meanMaxCurve(.heartRate) == nil)
        #expect(stream.meanMaxCurve(.speed) == nil)
    }

    // MARK: - Helpers

    /// Samples on a grid of `ticksPerSecond`, steps of one to four ticks, some longer than the gap
    /// bound, some segment starts, power with dropouts to zero and spikes, heart rate and distance
    /// with standing still.
    static func randomStream(ticks: Int, ticksPerSecond: Int, using random: inout SeededRandom) throws -> ActivityStream {
        var tick = 0
        var ticksList = [0]
        var starts: [Int] = []
        while tick < ticks {
            let roll = random.unit()
            let step = roll < 0.03 ? random.int(11...90) * ticksPerSecond : roll < 0.2 ? random.int(2...4) : 1
            tick += step
            if random.unit() < 0.02 { starts.append(ticksList.count) }
            ticksList.append(tick)
        }
        let time = ticksList.map { Double($0) / Double(ticksPerSecond) }
        var distance = 0.0
        var power: [Double] = [], heart: [Double] = [], distances: [Double] = []
        for _ in time {
            let roll = random.unit()
            power.append(roll < 0.1 ? 0 : roll < 0.13 ? random.uniform(900...2_000) : random.uniform(80...350))
            heart.append(random.uniform(90...190))
            if random.unit() > 0.1 { distance += random.uniform(0...9) }
            distances.append(distance)
        }
        return try ActivityStream(time: time, distance: distances, heartRate: heart, power: power, segmentStarts: starts)
    }

    /// The best mean of every whole-second duration (index: seconds; index 0 unused), found by
    /// trying every window that starts on a whole second, from per-tick values: each sample's value
    /// holds over the ticks of the step ending at it; a gap (a segment start or a step over 10 s)
    /// is zero for power and, for the other kinds, no window may touch it. The array ends at the
    /// longest duration any window has.
    static func exhaustive(_ stream: ActivityStream, _ kind: CurveKind, ticksPerSecond: Int) -> [Double] {
        let rate = Double(ticksPerSecond)
        let totalTicks = Int(((stream.time.last ?? 0) * rate).rounded())
        var values = [Double](repeating: 0, count: totalTicks)
        var broken = [Bool](repeating: false, count: totalTicks)
        let starts = Set(stream.segmentStarts)
        let distance = stream.cumulativeDistance ?? []
        for index in stream.time.indices.dropFirst() {
            let from = Int((stream.time[index - 1] * rate).rounded()), to = Int((stream.time[index] * rate).rounded())
            let gap = starts.contains(index) || stream.time[index] - stream.time[index - 1] > 10
            for slot in from..<to {
                if gap {
                    broken[slot] = true
                    continue
                }
                switch kind {
                case .power: values[slot] = stream.power?[index] ?? 0
                case .heartRate: values[slot] = stream.heartRate?[index] ?? 0
                case .speed: values[slot] = (distance[index] - distance[index - 1]) / (stream.time[index] - stream.time[index - 1])
                }
            }
        }
        let seconds = totalTicks / ticksPerSecond
        var best = [Double](repeating: -1, count: seconds + 1)
        for start in 0..<seconds {
            var sum = 0.0
            for duration in 1...(seconds - start) {
                var touchesGap = false
                for slot in (start + duration - 1) * ticksPerSecond..<(start + duration) * ticksPerSecond {
                    sum += values[slot] / rate
                    touchesGap = touchesGap || broken[slot]
                }
                if touchesGap && !kind.gapsCountAsZero { break }
                best[duration] = max(best[duration], sum / Double(duration))
            }
        }
        guard let longest = best.lastIndex(where: { $0 >= 0 }) else { return [0] }
        return Array(best.prefix(longest + 1))
    }
}
