/// Rank statistics, as pure functions.
public enum Statistics {
    /// Ranks from 1, ties sharing the mean of the ranks they span: `[10, 20, 20, 5]` → `[2, 3.5, 3.5, 1]`.
    public static func ranks(_ values: [Double]) -> [Double] {
        let order = values.indices.sorted { values[$0] < values[$1] }
        var ranks = Array(repeating: 0.0, count: values.count)
        var position = 0
        while position < order.count {
            var tieEnd = position
            while tieEnd + 1 < order.count, values[order[tieEnd + 1]] == values[order[position]] { tieEnd += 1 }
            // Positions position...tieEnd hold ranks position+1...tieEnd+1; share their mean.
            let shared = Double(position + tieEnd + 2) / 2
            for index in position...tieEnd { ranks[order[index]] = shared }
            position = tieEnd + 1
        }
        return ranks
    }

    /// Spearman's rank correlation: the Pearson correlation of the ranks (ties averaged),
    /// from -1 to 1. `nil` for fewer than two pairs, different lengths, or when either
    /// side is constant (no ranking, so no correlation).
    public static func spearman(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count, x.count >= 2 else { return nil }
        return pearson(ranks(x), ranks(y))
    }

    /// Pearson's correlation coefficient, `nil` when either side has no variance.
    public static func pearson(_ x: [Double], _ y: [Double]) -> Double? {
        guard x.count == y.count, x.count >= 2 else { return nil }
        let count = Double(x.count)
        let meanX = x.reduce(0, +) / count
        let meanY = y.reduce(0, +) / count
        var covariance = 0.0, varianceX = 0.0, varianceY = 0.0
        for (a, b) in zip(x, y) {
            covariance += (a - meanX) * (b - meanY)
            varianceX += (a - meanX) * (a - meanX)
            varianceY += (b - meanY) * (b - meanY)
        }
        guard varianceX > 0, varianceY > 0 else { return nil }
        return min(1, max(-1, covariance / (varianceX * varianceY).squareRoot()))
    }
}
