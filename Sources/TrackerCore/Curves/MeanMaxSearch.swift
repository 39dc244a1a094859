/// The search for the highest-energy window of one duration over a prefix integral, after Mark
/// Rages' algorithm in GoldenCheetah's RideFileCache: overlapping blocks of the duration plus a
/// shift are laid over the run, and a block whose whole energy is below the best window found so
/// far cannot hold a better one (the amounts accrued are never negative), so it is not searched.
/// The answer is exact: every window lies wholly inside some block.
///
/// A block's bound is tightened by its slowest second: a window of the duration leaves `width -
/// duration` whole seconds of the block out, each accruing at least the block's least per-second
/// amount, so the window's energy is at most the block's less that many of it. On a steady column
/// (heart rate, a run's speed) the plain block energy beats the best window almost everywhere and
/// prunes nothing; the tightened bound prunes nearly every block.
enum MeanMaxSearch {
    /// The longest shift between blocks; GoldenCheetah's value (shorter blocks are cheaper to search).
    static let longestShift = 180

    /// The start (a grid point) and energy of the best window of `duration` seconds inside `run`,
    /// or an energy of -1 when none beats `above`. `hint` is a start to try first (the previous
    /// duration's best), which lets more blocks be skipped.
    static func bestWindow(
        _ integral: UnsafeBufferPointer<Double>, in run: ClosedRange<Int>, duration: Int, hint: Int, above: Double,
        slowest: SlowestSecond? = nil
    ) -> (start: Int, energy: Double) {
        let lower = run.lowerBound, upper = run.upperBound
        let length = upper - lower
        var best = above
        var bestStart = -1
        let seeded = min(max(hint, lower), upper - duration)
        let seed = integral[seeded + duration] - integral[seeded]
        if seed > best {
            best = seed
            bestStart = seeded
        }
        let shift = min(duration, longestShift)
        let width = min(duration + shift, length)
        func search(from blockStart: Int) {
            let energy = integral[blockStart + width] - integral[blockStart]
            guard energy >= best else { return }
            if let slowest {
                let bound = energy - Double(width - duration) * slowest.least(from: blockStart, count: width)
                // A margin far above rounding and far below the curve's own precision keeps it exact.
                guard bound + 1e-12 * energy >= best else { return }
            }
            var start = blockStart
            let last = blockStart + width - duration
            while start <= last {
                let candidate = integral[start + duration] - integral[start]
                if candidate > best {
                    best = candidate
                    bestStart = start
                }
                start += 1
            }
        }
        var blockStart = lower
        var covered = lower
        while blockStart + width <= upper {
            search(from: blockStart)
            covered = blockStart + width
            blockStart += shift
        }
        if covered < upper { search(from: upper - width) }
        return bestStart < 0 ? (0, -1) : (bestStart, best)
    }
}
