/// The search for the highest-energy window of one duration over a prefix integral, after Mark
/// Rages' algorithm in GoldenCheetah's RideFileCache: overlapping blocks of the duration plus a
/// shift are laid over the run, and a block whose whole energy is below the best window found so
/// far cannot hold a better one (the amounts accrued are never negative), so it is not searched.
/// The answer is exact: every window lies wholly inside some block.
enum MeanMaxSearch {
    /// The longest shift between blocks; GoldenCheetah's value (shorter blocks are cheaper to search).
    static let longestShift = 180

    /// The start (a grid point) and energy of the best window of `duration` seconds inside `run`,
    /// or an energy of -1 when none beats `above`. `hint` is a start to try first (the previous
    /// duration's best), which lets more blocks be skipped.
    static func bestWindow(
        _ integral: UnsafeBufferPointer<Double>, in run: ClosedRange<Int>, duration: Int, hint: Int, above: Double
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
