import Testing
import TrackerCharts

@Suite struct ScaleTests {
    @Test func linearScaleMapsDomainOntoRangeAndFlipsForYAxes() {
        let scale = LinearScale(domain: 0...50, range: (500, 100))
        #expect(scale(0) == 500)
        #expect(scale(50) == 100)
        #expect(scale(25) == 300)
    }

    @Test(arguments: [
        (0.0, 47.0, 4, 10.0), (0.0, 1.0, 5, 0.2), (0.0, 9.0, 5, 2.0), (0.0, 1234.0, 4, 200.0), (0.0, 1600.0, 4, 500.0), (0.0, 0.07, 5, 0.01),
    ])
    func tickStepIsOneTwoOrFiveTimesAPowerOfTen(lower: Double, upper: Double, count: Int, expected: Double) {
        let step = LinearScale.tickStep(lower, upper, count: count)
        #expect(abs(step - expected) < expected * 1e-9)
    }

    @Test func ticksAreRoundAndInsideTheDomain() {
        let scale = LinearScale(domain: 0...47, range: (0, 100))
        #expect(scale.ticks(count: 4) == [0, 10, 20, 30, 40])
        #expect(LinearScale(domain: 0...0.7, range: (0, 1)).ticks(count: 7) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
    }

    @Test func niceWidensTheDomainToWholeSteps() {
        let scale = LinearScale(domain: 0...44.1, range: (400, 0)).nice(count: 4)
        #expect(scale.domain == 0...50)
        #expect(scale(50) == 0)
        #expect(LinearScale(domain: 0...0.3, range: (0, 1)).nice(count: 3).domain == 0...0.3)
    }

    @Test func anAllZeroDomainNeverDividesByZero() {
        let scale = LinearScale(domain: 0...0, range: (300, 100)).nice(count: 4)
        #expect(scale.domain == 0...1)
        #expect(scale(0) == 300)
        #expect(scale(0).isFinite)
        #expect(LinearScale(domain: 0...Double.infinity, range: (0, 1))(0.5).isFinite)
    }

    @Test func pointScaleSpacesIndicesEvenly() {
        let scale = PointScale(count: 12, range: (100, 1100))
        #expect(scale(0) == 100)
        #expect(scale(11) == 1100)
        #expect(abs(scale.step - 1000.0 / 11) < 1e-9)
        let padded = PointScale(count: 4, range: (0, 400), padding: 0.5)
        #expect([0, 1, 2, 3].map { padded($0) } == [50, 150, 250, 350])
    }

    @Test func aLonePointSitsInTheMiddle() {
        #expect(PointScale(count: 1, range: (100, 300))(0) == 200)
    }
}
