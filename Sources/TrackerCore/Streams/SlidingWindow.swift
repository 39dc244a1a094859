/// The best window of a fixed width along a path of samples, in one pass with two pointers.
///
/// The path joins samples `(x[i], y[i])` by straight lines, with `x` and `y` never decreasing: distance
/// against time for the fastest stretch, time against cumulative energy for the best average power. A
/// window starts and ends anywhere on that path, inside a gap between samples too, so the fastest
/// kilometre of a track sampled every 5 s is not rounded up to the next sample. Its rise `y(end) - y(start)`
/// is piecewise linear in the window's position, so the extreme lies where the start or the end sits on a
/// sample: the pass visits each sample once as a start (the end found by interpolation) and once as an end.
/// Where `x` stands still (a stop), a window starting there takes the stop's latest point and one ending
/// there its earliest when the smallest rise is wanted, and the reverse for the largest.
enum SlidingWindow {
    /// Which rise is best.
    enum Goal: Sendable {
        /// The least `y` over the width, e.g. the least time over a distance.
        case smallestRise
        /// The most `y` over the width, e.g. the most energy over a duration.
        case largestRise
    }

    /// A window on the path.
    struct Window: Equatable, Sendable {
        var startX: Double, endX: Double, startY: Double, endY: Double
        var rise: Double { endY - startY }
    }

    /// The best window whose `x` spans exactly `width`, or `nil` when the path is shorter.
    /// `x` and `y` must have the same length and never decrease.
    static func best(x: [Double], y: [Double], width: Double, goal: Goal) -> Window? {
        guard let first = x.first, let last = x.last, width > 0, last - first >= width else { return nil }
        let startTakesLatest = goal == .smallestRise
        var best: Window?
        func consider(_ window: Window) {
            guard let current = best else { best = window; return }
            let better = goal == .smallestRise ? window.rise < current.rise : window.rise > current.rise
            if better { best = window }
        }
        // Each sample as a start; `end` only moves forward.
        var end = 0
        for index in x.indices {
            let target = x[index] + width
            guard target <= last else { break }
            let endY: Double
            if startTakesLatest {
                // The earliest point reaching `target`.
                while x[end] < target { end += 1 }
                endY = x[end] == target ? y[end] : interpolate(x, y, between: end - 1, and: end, at: target)
            } else {
                // The latest point not beyond `target`.
                while end + 1 < x.count, x[end + 1] <= target { end += 1 }
                endY = x[end] == target ? y[end] : interpolate(x, y, between: end, and: end + 1, at: target)
            }
            consider(Window(startX: x[index], endX: target, startY: y[index], endY: endY))
        }
        // Each sample as an end; `start` only moves forward.
        var start = 0
        for index in x.indices {
            let target = x[index] - width
            guard target >= first else { continue }
            let startY: Double
            if startTakesLatest {
                while start + 1 < x.count, x[start + 1] <= target { start += 1 }
                startY = x[start] == target ? y[start] : interpolate(x, y, between: start, and: start + 1, at: target)
            } else {
                while x[start] < target { start += 1 }
                startY = x[start] == target ? y[start] : interpolate(x, y, between: start - 1, and: start, at: target)
            }
            consider(Window(startX: target, endX: x[index], startY: startY, endY: y[index]))
        }
        return best
    }

    /// `y` at `target` on the line from sample `low` to sample `high`, where `x[low] < target < x[high]`.
    static func interpolate(_ x: [Double], _ y: [Double], between low: Int, and high: Int, at target: Double) -> Double {
        let fraction = (target - x[low]) / (x[high] - x[low])
        return y[low] + fraction * (y[high] - y[low])
    }
}
