/// Maps a heatmap's counts to brightness through their distribution (histogram equalisation, as
/// Strava's global heatmap does): a pixel's level is the share of lit pixels with a smaller count,
/// plus half the share with the same count, so the levels spread evenly over the lit pixels
/// whatever their counts are, and one commute ridden a thousand times does not wash out the
/// roads ridden twice. Unlit pixels are level 0.
public struct HeatmapEqualisation: Sendable {
    /// The level of each bin of coverage values (`bin`).
    private let levels: [Float]
    private let shift: UInt32

    /// Counts beyond this many distinct values share a level with their neighbours (a table of at most
    /// four megabytes).
    static let largestTable = 1 << 20

    /// The equalisation of `coverage` (a `CountRaster`'s).
    public init(_ coverage: [UInt32]) {
        let largest = coverage.max() ?? 0
        var shift: UInt32 = 0
        while Int(largest >> shift) >= Self.largestTable { shift += 1 }
        self.shift = shift
        var histogram = [Int](repeating: 0, count: Int(largest >> shift) + 2)
        var lit = 0
        for value in coverage where value > 0 {
            histogram[Self.bin(value, shift: shift)] += 1
            lit += 1
        }
        var levels = [Float](repeating: 0, count: histogram.count)
        var below = 0
        for index in histogram.indices.dropFirst() {
            let here = histogram[index]
            levels[index] = lit == 0 ? 0 : Float((Double(below) + Double(here) / 2) / Double(lit))
            below += here
        }
        self.levels = levels
    }

    /// Bin 0 holds the unlit pixels alone; values that differ only below `shift` bits share one of the others.
    static func bin(_ value: UInt32, shift: UInt32) -> Int {
        value == 0 ? 0 : Int(value >> shift) + 1
    }

    /// The level of a pixel whose coverage is `value`: 0 when unlit, else in (0, 1), never lower
    /// for a higher count.
    public func level(_ value: UInt32) -> Double {
        let index = Self.bin(value, shift: shift)
        guard index > 0 else { return 0 }
        // A value above the largest counted takes the top level.
        return Double(index < levels.count ? levels[index] : levels.last ?? 1)
    }
}
