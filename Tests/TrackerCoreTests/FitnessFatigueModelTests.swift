import Foundation
import Testing
@testable import TrackerCore
import TrackerRandom
import TrackerTime

@Suite struct FitnessFatigueModelTests {
    private let start = LocalDay(year: 2026, month: 3, day: 1)!

    /// Loads 100, 0, 50, 0, 0 by GoldenCheetah's recursion `v = load·(1-e^(-1/T)) + v·e^(-1/T)`
    /// from zero, with 1-e^(-1/42) = 0.0235283 and 1-e^(-1/7) = 0.1331221:
    /// fitness 2.352831, 2.297473, 3.419833, 3.339370, 3.260801;
    /// fatigue 13.312210, 11.540061, 16.659929, 14.442124, 12.519558;
    /// form (yesterday's fitness - fatigue) 0, -10.959379, -9.242587, -13.240095, -11.102754.
    @Test func smallSeriesByHand() {
        let loads = [start: 100.0, start.adding(days: 2): 50]
        let days = FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: 4))
        #expect(days.map(\.day) == (0...4).map { start.adding(days: $0) })
        #expect(days.map(\.load) == [100, 0, 50, 0, 0])
        let fitness = [2.352831, 2.297473, 3.419833, 3.339370, 3.260801]
        let fatigue = [13.312210, 11.540061, 16.659929, 14.442124, 12.519558]
        let form = [0, -10.959379, -9.242587, -13.240095, -11.102754]
        for (index, day) in days.enumerated() {
            #expect(abs(day.fitness - fitness[index]) < 1e-5)
            #expect(abs(day.fatigue - fatigue[index]) < 1e-5)
            #expect(abs(day.form - form[index]) < 1e-5)
            // Under 42 days of history there is no ratio to show.
            #expect(day.acuteChronicRatio == nil)
        }
    }

    @Test func earlierLoadsCarryIntoTheRangeAndLaterOnesAreIgnored() {
        let loads = [start: 100.0, start.adding(days: 2): 50, start.adding(days: 9): 500]
        let whole = FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: 4))
        let tail = FitnessFatigueModel.standard.series(loads: loads, from: start.adding(days: 3), through: start.adding(days: 4))
        #expect(Array(whole.suffix(2)) == tail)
        #expect(FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: -1)).isEmpty)
    }

    @Test func steadyLoadConvergesAndTheRatioAppearsAfterFortyTwoDays() throws {
        let loads = Dictionary(uniqueKeysWithValues: (0..<400).map { (start.adding(days: $0), 60.0) })
        let days = FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: 399))
        #expect(days[40].acuteChronicRatio == nil)
        let ratio = try #require(days[41].acuteChronicRatio)
        #expect(ratio > 1)
        let last = try #require(days.last)
        #expect(abs(last.fitness - 60) < 0.01 && abs(last.fatigue - 60) < 1e-9 && abs(last.form) < 0.01)
    }

    @Test func theRatioWaitsFortyTwoDaysFromTheFirstLoadNotFromTheRange() throws {
        let loads = [start.adding(days: 100): 80.0, start.adding(days: 141): 80]
        let days = FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: 141))
        #expect(days[100].acuteChronicRatio == nil)
        #expect(days[140].acuteChronicRatio == nil)
        #expect(try #require(days[141].acuteChronicRatio) > 0)
    }

    @Test func configurableTimeConstantsAndTheirErrors() throws {
        let model = try FitnessFatigueModel(fitnessDays: 28, fatigueDays: 5)
        let day = try #require(model.series(loads: [start: 100], from: start, through: start).first)
        #expect(abs(day.fitness - 100 * (1 - exp(-1 / 28.0))) < 1e-12)
        #expect(abs(day.fatigue - 100 * (1 - exp(-1 / 5.0))) < 1e-12)
        #expect(throws: ValueParseError.timeConstant(0)) { try FitnessFatigueModel(fitnessDays: 0) }
        #expect(throws: ValueParseError.timeConstant(-7)) { try FitnessFatigueModel(fatigueDays: -7) }
    }

    /// The recursion against the closed form `Σ load_k · λ(1-λ)^(t-k)` on random loads.
    @Test func recursionMatchesTheClosedForm() {
        var random = SeededRandom(seed: 7)
        var loads: [LocalDay: Double] = [:]
        for offset in 0..<120 where Double.random(in: 0..<1, using: &random) < 0.6 {
            loads[start.adding(days: offset)] = Double.random(in: 10..<200, using: &random)
        }
        let days = FitnessFatigueModel.standard.series(loads: loads, from: start, through: start.adding(days: 119))
        let lambda = 1 - exp(-1 / 42.0)
        for t in [0, 13, 60, 119] {
            var expected = 0.0
            for k in 0...t { expected += (loads[start.adding(days: k)] ?? 0) * lambda * pow(1 - lambda, Double(t - k)) }
            #expect(abs(days[t].fitness - expected) < 1e-9)
        }
    }
}
