import Testing
@testable import TrackerCore
import TrackerRandom

@Suite struct CriticalModelTests {
    /// The curve a rider of `cp` and `wPrime` would draw at every kept duration, with multiplicative
    /// noise up to `noise` and, outside the fitted range, efforts far off the model.
    static func curve(_ kind: CurveKind, critical: Double, reserve: Double, noise: Double, seed: UInt64) -> MeanMaxCurve {
        var random = SeededRandom(seed: seed)
        let points = CurveDurations.upTo(7_200).map { duration -> CurvePoint in
            let model = critical + reserve / Double(duration)
            // Sprints above the model and long rides below it must not move the fit.
            let offRange = duration < 120 ? 1.4 : duration > 1_200 ? 0.8 : 1
            return CurvePoint(duration: duration, value: model * offRange * (1 + random.uniform(-noise...noise)))
        }
        return MeanMaxCurve(kind: kind, points: points)
    }

    @Test(arguments: [(250.0, 20_000.0), (180.0, 12_000.0), (390.0, 31_000.0)])
    func criticalPowerAndWPrimeAreRecovered(critical: Double, reserve: Double) throws {
        for (seed, noise) in [(1 as UInt64, 0.0), (2, 0.003), (3, 0.003)] {
            let model = try CriticalModel.fit(Self.curve(.power, critical: critical, reserve: reserve, noise: noise, seed: seed)).get()
            #expect(abs(model.critical - critical) <= 0.02 * critical, "CP \(model.critical)")
            #expect(abs(model.reserve - reserve) <= 0.02 * reserve, "W′ \(model.reserve)")
            #expect(model.durations == CriticalModel.fittedDurations)
            #expect(model.rSquared > 0.9)
            if noise == 0 { #expect(model.criticalError < 1e-6 && model.rSquared > 0.999_999) }
        }
    }

    @Test func criticalSpeedAndDPrimeAreRecoveredFromTheDistanceTimeLine() throws {
        let model = try CriticalModel.fit(Self.curve(.speed, critical: 4.1, reserve: 210, noise: 0.002, seed: 9)).get()
        #expect(abs(model.critical - 4.1) <= 0.02 * 4.1)
        #expect(abs(model.reserve - 210) <= 0.02 * 210)
    }

    @Test func theFTPIsNinetyFivePercentOfTwentyMinutes() {
        let curve = MeanMaxCurve(kind: .power, points: [CurvePoint(duration: 1_200, value: 300)])
        #expect(CriticalModel.estimatedFTP(curve) == 285)
        #expect(CriticalModel.estimatedFTP(MeanMaxCurve(kind: .power, points: [])) == nil)
    }

    // MARK: - Refusals

    @Test func tooFewEffortsAreRefused() {
        let short = MeanMaxCurve(kind: .power, points: CurveDurations.upTo(150).map { CurvePoint(duration: $0, value: 300) })
        #expect(CriticalModel.fit(short) == .failure(.tooFewEfforts(2)))
    }

    @Test func effortsOfOneLengthAreRefused() {
        let curve = MeanMaxCurve(kind: .power, points: CurveDurations.upTo(200).map { CurvePoint(duration: $0, value: 300 + 2_000 / Double($0)) })
        #expect(CriticalModel.fit(curve) == .failure(.oneLength(shortest: 120, longest: 180)))
    }

    @Test func aNegativeWPrimeIsRefused() {
        // Power that rises with the duration: no rider's curve, and a line with a negative W′.
        let curve = MeanMaxCurve(kind: .power, points: CurveDurations.upTo(1_200).map { CurvePoint(duration: $0, value: 200 + Double($0) / 100) })
        guard case .failure(.notPositive(_, let reserve)) = CriticalModel.fit(curve) else {
            Issue.record("fitted a curve that rises")
            return
        }
        #expect(reserve < 0)
    }
}
