/// SplitMix64, so the randomized stream tests fail the same way twice (this target depends on TrackerCore only).
struct TestRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// Roughly normal noise (the sum of four uniforms), with the given standard deviation.
    mutating func noise(_ deviation: Double) -> Double {
        (unit() + unit() + unit() + unit() - 2) * deviation * 1.732
    }
}
