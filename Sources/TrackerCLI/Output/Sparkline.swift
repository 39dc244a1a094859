/// A one-line chart of block characters (`▁▂▃▄▅▆▇█`), lowest value to highest.
enum Sparkline {
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    /// `values` placed at `positions` (never decreasing: distance or time), averaged into `width`
    /// equal stretches of position, each drawn as one block; a stretch without a sample repeats
    /// the one before. Empty without values or positions that advance; a flat line is all `▁`.
    static func line(_ values: [Double], at positions: [Double], width: Int) -> String {
        guard width > 0, values.count == positions.count, let first = positions.first, let last = positions.last,
              last > first else { return "" }
        var sums = [Double](repeating: 0, count: width), counts = [Int](repeating: 0, count: width)
        for (value, position) in zip(values, positions) where value.isFinite {
            let bucket = min(width - 1, max(0, Int((position - first) / (last - first) * Double(width))))
            sums[bucket] += value
            counts[bucket] += 1
        }
        var means: [Double] = []
        for bucket in 0..<width {
            if counts[bucket] > 0 { means.append(sums[bucket] / Double(counts[bucket])) }
            else if let previous = means.last { means.append(previous) }
        }
        guard let low = means.min(), let high = means.max() else { return "" }
        let top = Double(blocks.count - 1)
        return String(means.map { mean in
            blocks[high > low ? Int(((mean - low) / (high - low) * top).rounded()) : 0]
        })
    }
}
