import TrackerRandom

/// The reproducible generator of the fuzzing runs, shared by randomized tests: the same seed
/// gives the same sequence on every machine, so a failing test fails the same way twice.
public typealias SeededGenerator = SeededRandom

extension SeededRandom {
    /// A double in [0, 1).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// An integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
}
