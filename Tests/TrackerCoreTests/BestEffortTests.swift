import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom
import TrackerTestSupport

@Suite struct BestEffortTests {
    // MARK: - Against a brute-force reference

    @Test func theSlidingWindowAgreesWithBruteForceOnRandomPaths() {
        var random = SeededRandom(seed: 42)
        for trial in 0..<300 {
            let (x, y) = Self.randomPath(count: Int(random.uniform(2...120)), using: &random)
            let width = random.uniform(0.01...1.1) * (x.last! - x.first!)
            let goal: SlidingWindow.Goal = trial % 2 == 0 ? .smallestRise : .largestRise
            let fast = SlidingWindow.best(x: x, y: y, width: width, goal: goal)
            let reference = Self.bruteForce(x: x, y: y, width: width, goal: goal)
            #expect((fast == nil) == (reference == nil), "trial \(trial)")
            guard let fast, let reference else { continue }
            #expect(abs(fast.rise - reference) <= 1e-6 * max(1, reference), "trial \(trial): \(fast.rise) vs \(reference)")
            // The window found is a real one: its width is right and its ends lie on the path.
            #expect(abs(fast.endX - fast.startX - width) <= 1e-6 * max(1, width))
        }
    }

    @Test func noWindowAnywhereOnThePathBeatsIt() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<100 {
            let (x, y) = Self.randomPath(count: Int(random.uniform(2...80)), using: &random)
            let width = random.uniform(0.05...0.9) * (x.last! - x.first!)
            guard let fastest = SlidingWindow.best(x: x, y: y, width: width, goal: .smallestRise),
                  let strongest = SlidingWindow.best(x: x, y: y, width: width, goal: .largestRise) else { continue }
            for _ in 0..<200 {
                // A start anywhere on the path, the end wherever the path first and last reaches start + width.
                let position = random.uniform(0...Double(x.count - 1))
                let (startX, startY) = Self.point(x, y, at: position)
                guard startX + width <= x.last! else { continue }
                let ends = Self.ends(x, y, at: startX + width)
                #expect(ends.earliest - startY >= fastest.rise - 1e-6)
                #expect(ends.latest - startY <= strongest.rise + 1e-6)
            }
        }
    }

    @Test func bestPowerAgreesWithBruteForceThroughTheStream() throws {
        var random = SeededRandom(seed: 300)
        for _ in 0..<40 {
            let count = Int(random.uniform(2...300))
            var time = [0.0], power = [random.uniform(0...500)]
            for _ in 1..<count {
                time.append(time.last! + random.uniform(1...20).rounded())
                power.append(random.unit() < 0.1 ? 0 : random.uniform(50...500))
            }
            let stream = try ActivityStream(time: time, power: power)
            let seconds = random.uniform(0.1...1) * time.last!
            let efforts = stream.bestEfforts(for: [.duration(seconds)], spikeFilter: SpikeFilter(for: .ride))
            var energy = [0.0]
            for index in 1..<count { energy.append(energy[index - 1] + power[index] * (time[index] - time[index - 1])) }
            let reference = try #require(Self.bruteForce(x: time, y: energy, width: seconds, goal: .largestRise))
            let effort = try #require(efforts.first)
            #expect(abs(try #require(effort.averagePower) - reference / seconds) < 1e-6)
        }
    }

    // MARK: - Known answers

    @Test func windowEndsAreInterpolatedInsideSampleGaps() throws {
        // 4 m/s sampled every 10 s: a kilometre takes 250 s, not the 260 s between samples.
        let stream = try SyntheticStreams.straightLine(seconds: 1_000, interval: 10, speed: 4)
        let efforts = stream.bestEfforts(for: [.distance(1_000), .distance(400)], spikeFilter: SpikeFilter(for: .run))
        #expect(efforts.count == 2)
        #expect(abs(efforts[0].elapsedTime - 250) < 1e-6)
        #expect(abs(efforts[1].elapsedTime - 100) < 1e-6)
    }

    @Test func theFastestStretchIsFoundInTheMiddle() throws {
        // 1,000 s at 3 m/s, 400 s at 5 m/s (2 km), 1,000 s at 3 m/s: 8 km in all.
        var time = [0.0], distance = [0.0]
        for second in 1...2_400 {
            time.append(Double(second))
            distance.append(distance.last! + (second > 1_000 && second <= 1_400 ? 5 : 3))
        }
        let stream = try ActivityStream(time: time, distance: distance)
        let efforts = stream.bestEfforts(for: .run)
        #expect(efforts.map(\.target) == [.distance(400), .distance(1_000), .distance(BestEffortTarget.mile), .distance(5_000)])
        let kilometre = efforts[1]
        #expect(abs(kilometre.elapsedTime - 200) < 1e-9)
        #expect((1_000...1_200).contains(kilometre.startOffset))
        // The 5 km holds the whole fast 2 km and 3 km at 3 m/s.
        #expect(abs(efforts[3].elapsedTime - 1_400) < 1e-9)
        // A mile fits inside the fast 2 km.
        let mileSeconds: Double = BestEffortTarget.mile / 5
        #expect(abs(efforts[2].elapsedTime - mileSeconds) < 1e-9)
    }

    @Test func ridesLookForDistancesAndPower() throws {
        // An hour at 10 m/s and 200 W, with 5 minutes at 320 W in it.
        let time = (0...3_600).map(Double.init)
        let power = time.map { (1_000...1_300).contains($0) && $0 > 1_000 ? 320.0 : 200 }
        let stream = try ActivityStream(time: time, distance: time.map { $0 * 10 }, power: power)
        let efforts = stream.bestEfforts(for: .ride)
        #expect(efforts.map(\.target.name) == ["5 km", "10 km", "20 km", "5 min power", "20 min power", "60 min power"])
        let fiveMinutes = try #require(efforts.first { $0.target == .duration(300) })
        #expect(fiveMinutes.averagePower == 320)
        #expect(fiveMinutes.startOffset == 1_000)
        #expect(abs(fiveMinutes.distance - 3_000) < 1e-9)
        let twentyMinutes = try #require(efforts.first { $0.target == .duration(1_200) })
        let twentyMinuteWatts: Double = (320 * 300 + 200 * 900) / 1_200
        #expect(abs(try #require(twentyMinutes.averagePower) - twentyMinuteWatts) < 1e-9)
        #expect(try ActivityStream(time: time, distance: time.map { $0 * 10 }).bestEfforts(for: .ride).count == 3)
    }

    @Test func targetsHaveReadableNames() {
        #expect(BestEffortTarget.running.map(\.name) == ["400 m", "1 km", "1 mile", "5 km", "10 km", "half marathon", "marathon"])
        #expect(BestEffortTarget.targets(for: .walk).isEmpty)
        #expect(BestEffortTarget.duration(90).name == "90 s power")
    }

    // MARK: - Reference

    /// A path whose coordinates never decrease, with stops in either coordinate.
    static func randomPath(count: Int, using random: inout SeededRandom) -> ([Double], [Double]) {
        var x = [random.uniform(0...100)], y = [random.uniform(0...100)]
        for _ in 1..<count {
            x.append(x.last! + (random.unit() < 0.15 ? 0 : random.uniform(0...50)))
            y.append(y.last! + (random.unit() < 0.15 ? 0 : random.uniform(0...50)))
        }
        if x.last! == x.first! { x[x.count - 1] += 1 }
        return (x, y)
    }

    /// Every start that could be best (each sample, and each sample minus the width), the path scanned
    /// from scratch for both ends.
    static func bruteForce(x: [Double], y: [Double], width: Double, goal: SlidingWindow.Goal) -> Double? {
        let candidates = (x + x.map { $0 - width }).filter { $0 >= x.first! && $0 + width <= x.last! }
        let rises = candidates.map { start -> Double in
            let startEnds = ends(x, y, at: start), endEnds = ends(x, y, at: start + width)
            return goal == .smallestRise ? endEnds.earliest - startEnds.latest : endEnds.latest - startEnds.earliest
        }
        return goal == .smallestRise ? rises.min() : rises.max()
    }

    /// The least and the greatest `y` where the path passes `target`.
    static func ends(_ x: [Double], _ y: [Double], at target: Double) -> (earliest: Double, latest: Double) {
        var values: [Double] = []
        for index in x.indices {
            if x[index] == target { values.append(y[index]) }
            if index > 0, x[index - 1] < target, target < x[index] {
                values.append(y[index - 1] + (target - x[index - 1]) / (x[index] - x[index - 1]) * (y[index] - y[index - 1]))
            }
        }
        // Rounding may put a target a hair beyond the last sample.
        if values.isEmpty { values = [target <= x.first! ? y.first! : y.last!] }
        return (values.min()!, values.max()!)
    }

    /// The point at a fractional sample position.
    static func point(_ x: [Double], _ y: [Double], at position: Double) -> (Double, Double) {
        let low = min(Int(position), x.count - 1), high = min(low + 1, x.count - 1)
        let fraction = position - Double(low)
        return (x[low] + fraction * (x[high] - x[low]), y[low] + fraction * (y[high] - y[low]))
    }
}
