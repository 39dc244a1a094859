import Testing
@testable import TrackerCore

@Suite struct StatisticsTests {
    @Test func ranksShareTheMeanRankOnTies() {
        #expect(Statistics.ranks([10, 20, 20, 5]) == [2, 3.5, 3.5, 1])
        #expect(Statistics.ranks([3, 3, 3]) == [2, 2, 2])
        #expect(Statistics.ranks([]) == [])
    }

    @Test func perfectlyMonotoneDataCorrelatesToPlusOrMinusOne() throws {
        // Spearman only sees order: any increasing relation is +1, even a non-linear one.
        #expect(try #require(Statistics.spearman([1, 2, 3, 4], [1, 4, 9, 100])) == 1)
        #expect(try #require(Statistics.spearman([1, 2, 3, 4], [8, 6, 4, 2])) == -1)
    }

    /// Worked by hand with 1 - 6Σd²/(n(n²-1)): ranks x 1..5, y 2,1,4,3,5, d² = 1+1+1+1+0 = 4,
    /// ρ = 1 - 24/120 = 0.8.
    @Test func handComputedCaseWithoutTies() throws {
        let rho = try #require(Statistics.spearman([10, 20, 30, 40, 50], [2, 1, 4, 3, 5]))
        #expect(abs(rho - 0.8) < 1e-12)
    }

    /// With ties the coefficient is Pearson's on averaged ranks: x ranks 1, 2.5, 2.5, 4 and
    /// y ranks 1, 2, 3, 4: covariance 4.5, variances 4.5 and 5, ρ = 4.5/√22.5 ≈ 0.9487.
    @Test func handComputedCaseWithTies() throws {
        let rho = try #require(Statistics.spearman([1, 2, 2, 3], [10, 20, 30, 40]))
        #expect(abs(rho - 4.5 / 22.5.squareRoot()) < 1e-12)
    }

    @Test func noCorrelationWithoutVariationOrPairs() {
        #expect(Statistics.spearman([1, 1, 1], [1, 2, 3]) == nil)
        #expect(Statistics.spearman([1], [1]) == nil)
        #expect(Statistics.spearman([1, 2], [1]) == nil)
    }
}
