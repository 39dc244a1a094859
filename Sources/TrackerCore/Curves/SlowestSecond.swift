/// The least amount any one second accrues over a range of seconds, in constant time: a sparse
/// table of minima over the per-second amounts `integral[k + 1] - integral[k]` (levels of
/// power-of-two spans, each the minimum of two halves from the level below).
struct SlowestSecond {
    private var levels: [[Double]]

    init(_ integral: UnsafeBufferPointer<Double>) {
        let count = max(0, integral.count - 1)
        var base = [Double](repeating: 0, count: count)
        for second in 0..<count { base[second] = integral[second + 1] - integral[second] }
        levels = [base]
        var span = 1
        while span * 2 <= count {
            let below = levels[levels.count - 1]
            var level = [Double](repeating: 0, count: count - span * 2 + 1)
            for start in level.indices { level[start] = min(below[start], below[start + span]) }
            levels.append(level)
            span *= 2
        }
    }

    /// The least per-second amount of the `count` seconds from `start` (count at least 1).
    func least(from start: Int, count: Int) -> Double {
        var level = 0
        while (2 << level) <= count { level += 1 }
        let span = 1 << level
        let values = levels[level]
        return min(values[start], values[start + count - span])
    }
}
