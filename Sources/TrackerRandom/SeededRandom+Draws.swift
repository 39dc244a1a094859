// The draws the randomized tests make, from the same sequence as `next()`.
extension SeededRandom {
    /// A double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// A double in `range`.
    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// Roughly normal noise (the sum of four uniforms), with the given standard deviation.
    public mutating func noise(_ deviation: Double) -> Double {
        (unit() + unit() + unit() + unit() - 2) * deviation * 1.732
    }
}
