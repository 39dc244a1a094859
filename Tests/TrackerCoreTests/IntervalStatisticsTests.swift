import Testing
@testable import TrackerCore
import TrackerRandom

@Suite struct IntervalStatisticsTests {
    /// Reference quantiles from statistical tables (R's qnorm and qt agree to the digits shown).
    @Test(arguments: [(0.975, 1.959964), (0.995, 2.575829), (0.9975, 2.807034), (0.01, -2.326348), (0.5, 0)])
    func normalQuantile(_ p: Double, _ expected: Double) {
        #expect(abs(Statistics.normalQuantile(p) - expected) < 1e-6)
        #expect(abs(Statistics.normalCumulative(Statistics.normalQuantile(p)) - p) < 1e-9)
    }

    @Test(arguments: [(1.0, 12.706205), (5, 2.570582), (10, 2.228139), (30, 2.042272)])
    func studentTQuantile(_ freedom: Double, _ expected: Double) {
        #expect(abs(Statistics.studentTQuantile(0.975, degreesOfFreedom: freedom) - expected) < 1e-5)
    }

    @Test func studentTAtFractionalFreedomAndInTheLowerTail() {
        #expect(abs(Statistics.studentTQuantile(0.9975, degreesOfFreedom: 7.3) - 3.962932) < 1e-5)
        #expect(abs(Statistics.studentTCumulative(-2, degreesOfFreedom: 4.5) - 0.054129) < 1e-6)
        #expect(abs(Statistics.studentTQuantile(0.025, degreesOfFreedom: 10) + 2.228139) < 1e-5)
    }

    /// Groups 3...8 (mean 5.5, s² 3.5) and 1, 2, 2, 3, 9 (mean 3.4, s² 10.3): difference 2.1,
    /// standard error √(3.5/6 + 10.3/5) = 1.62583, Welch-Satterthwaite 6.18909 degrees of
    /// freedom, t 2.42839: the interval -1.84899 to 6.04899.
    @Test func welchIntervalByHand() throws {
        let result = try #require(MeanDifference.welch([3, 4, 5, 6, 7, 8], [1, 2, 2, 3, 9]))
        #expect(abs(result.difference - 2.1) < 1e-12)
        #expect(abs(result.interval.lower + 1.848992) < 1e-5)
        #expect(abs(result.interval.upper - 6.048992) < 1e-5)
        #expect(!result.interval.excludes(0))
        #expect(MeanDifference.welch([1], [1, 2]) == nil)
        #expect(MeanDifference.welch([1, 1], [2, 2]) == nil)
    }

    @Test func bootstrapAgreesWithWelchOnALargeSample() throws {
        var random = SeededRandom(seed: 11)
        let first = (0..<80).map { _ in Double.random(in: 0..<3, using: &random) + 0.8 }
        let second = (0..<120).map { _ in Double.random(in: 0..<3, using: &random) }
        let welch = try #require(MeanDifference.welch(first, second))
        let bootstrap = try #require(MeanDifference.bootstrap(first, second, iterations: 1000, using: &random))
        #expect(bootstrap.difference == welch.difference)
        #expect(abs(bootstrap.interval.lower - welch.interval.lower) < 0.08)
        #expect(abs(bootstrap.interval.upper - welch.interval.upper) < 0.08)
        #expect(bootstrap.interval.excludes(0))
        // The same seed repeats the same interval.
        var once = SeededRandom(seed: 3), again = SeededRandom(seed: 3)
        #expect(MeanDifference.bootstrap(first, second, using: &once) == MeanDifference.bootstrap(first, second, using: &again))
    }

    /// Pairs swapped in twos: Σd² = 12, ρ = 1 - 6·12/(12·143) = 0.958042; z = atanh ρ, the
    /// standard error √(1.06/9), so the interval is tanh(z ∓ 1.959964 · 0.343188) =
    /// 0.847969 to 0.988899.
    @Test func spearmanIntervalByFisherZ() throws {
        let x: [Double] = Array(1...12).map(Double.init)
        let y: [Double] = [2, 1, 4, 3, 6, 5, 8, 7, 10, 9, 12, 11]
        let result = try #require(RankCorrelation(x, y))
        #expect(abs(result.rho - 0.958042) < 1e-6)
        #expect(abs(result.interval.lower - 0.847969) < 1e-6)
        #expect(abs(result.interval.upper - 0.988899) < 1e-6)
        #expect(result.count == 12)
        #expect(RankCorrelation([1, 2, 3], [3, 2, 1]) == nil)
    }

    @Test func personalBaselineScores() throws {
        let baseline = try #require(PersonalBaseline([1, 2, 3]))
        #expect(baseline.score(3) == 1 && baseline.score(1) == -1 && baseline.score(2) == 0)
        #expect(PersonalBaseline([2, 2, 2]) == nil)
    }
}
