extension Array where Element == Int64 {
    /// The index of the span [self[k], self[k + 1]) holding `seconds`, for ascending boundaries
    /// of `count` spans counted up to `asOf`, or `nil` before the first, at or after the last
    /// boundary, or at or after `asOf`. The one lookup of weekly windows and calendar periods.
    func spanIndex(containing seconds: Int64, count: Int, asOf: Int64) -> Int? {
        guard count > 0, seconds >= self[0], seconds < asOf, seconds < self[count] else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
