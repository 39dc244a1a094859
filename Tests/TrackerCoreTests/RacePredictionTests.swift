import Foundation
import Testing
@testable import TrackerCore
import TrackerTime

@Suite struct RacePredictionTests {
    static func effort(_ metres: Double, _ seconds: Double, id: Int64 = 1, day: Int64 = 0) -> RaceEffort {
        RaceEffort(distance: metres, time: seconds, activityID: id, start: LocalInstant(secondsSince1970: 1_790_000_000 + day * 86_400, utcOffset: 0))
    }

    static func seconds(_ clock: String) -> Double {
        clock.split(separator: ":").reduce(0) { $0 * 60 + (Double($1) ?? .nan) }
    }

    // MARK: - Riegel

    /// Worked out by hand from 2^1.06 = 2.0849315, 4.2195^1.06 = 4.6001993 (a half over 5 km is the
    /// same ratio as a marathon over 10 km) and 0.5^1.06 = 0.4796321.
    @Test(arguments: [
        (5_000.0, 1_200.0, 10_000.0, 2_501.918),   // 1200 × 2^1.06
        (10_000.0, 2_700.0, 42_195.0, 12_420.538), // 2700 × 4.2195^1.06
        (5_000.0, 1_200.0, 21_097.5, 5_520.239),   // 1200 × 4.2195^1.06
        (10_000.0, 2_700.0, 5_000.0, 1_295.007),   // 2700 × 0.5^1.06
    ])
    func riegelMatchesHandComputedTimes(from: Double, time: Double, to: Double, expected: Double) {
        #expect(abs(Riegel.time(time, over: from, to: to) - expected) < 0.001)
    }

    @Test(arguments: [1.03, 1.06, 1.08, 1.12])
    func theOwnExponentIsRecoveredFromEffortsOfAKnownExponent(exponent: Double) throws {
        // Efforts on T = 1200 × (D/5000)^k, with the times rounded to whole seconds as stored.
        let efforts = [1_000.0, 5_000, 10_000, BestEffortTarget.halfMarathon].map { metres in
            Self.effort(metres, (1_200 * pow(metres / 5_000, exponent)).rounded())
        }
        let basis = efforts[1]
        let own = try PersonalExponent.fit(basis: basis, among: efforts).get()
        #expect(abs(own.exponent - exponent) < 0.001, "\(own.exponent)")
        // A longer partner is preferred to the shorter 1 km.
        #expect(own.shorter == basis && own.longer.distance >= 10_000)
    }

    @Test func anOwnExponentNeedsTwoLengthsAndAPlausibleValue() {
        let five = Self.effort(5_000, 1_200)
        #expect(PersonalExponent.fit(basis: five, among: [five, Self.effort(8_000, 2_000)]) == .failure(.noOtherLength(basis: five)))
        // 5 km in 20:00 and 10 km in 50:00: log 2.5 / log 2 = 1.32, a 10 km not run flat out.
        let slow = Self.effort(10_000, 3_000)
        guard case .failure(.implausible(let exponent, let shorter, let longer)) = PersonalExponent.fit(basis: five, among: [five, slow]) else {
            Issue.record("a 1.32 exponent was accepted")
            return
        }
        #expect(abs(exponent - log(2.5) / log(2)) < 1e-9 && shorter == five && longer == slow)
        // With no longer effort, a shorter one at most half the length is used.
        let kilometre = Self.effort(1_000, 200)
        let fromShorter = try? PersonalExponent.fit(basis: five, among: [kilometre, five]).get()
        #expect(fromShorter?.shorter == kilometre && abs((fromShorter?.exponent ?? 0) - log(6) / log(5)) < 1e-9)
    }

    // MARK: - VDOT

    /// Daniels' Running Formula (3rd ed., 2013), VDOT tables for 40, 50 and 60. The tables are
    /// rounded to the second and to a whole VDOT, so the formula differs by a few seconds: at most
    /// 3 s over 5 and 10 km and 0.1% of the time over the half and the marathon.
    @Test(arguments: [
        (40.0, ["24:08", "50:03", "1:50:59", "3:49:45"]),
        (50.0, ["19:57", "41:21", "1:31:35", "3:10:49"]),
        (60.0, ["17:03", "35:22", "1:18:09", "2:43:25"]),
    ])
    func vdotMatchesDanielsTable(vdot: Double, times: [String]) {
        for (race, clock) in zip(RaceDistance.predicted, times) {
            let published = Self.seconds(clock)
            let predicted = DanielsVDOT.time(distance: race.metres, vdot: vdot)
            #expect(abs(predicted - published) <= max(3, 0.001 * published), "VDOT \(vdot) \(race.name): \(predicted) against \(published)")
            #expect(abs(DanielsVDOT.vdot(distance: race.metres, time: published) - vdot) < 0.06)
        }
    }

    @Test func vdotFallsAsTheTimeGrowsOverEveryRaceLength() {
        for race in RaceDistance.predicted {
            var previous = Double.infinity
            for seconds in stride(from: race.metres / 7, through: race.metres * 1.2, by: 10) {
                let value = DanielsVDOT.vdot(distance: race.metres, time: seconds)
                #expect(value < previous)
                previous = value
            }
        }
    }

    // MARK: - Critical speed

    /// The speed curve of a runner of critical speed `cs` and D′ `reserve` at every kept duration.
    static func speedCurve(cs: Double, reserve: Double) -> PeriodCurve {
        PeriodCurve(kind: .speed, points: CurveDurations.upTo(3_600).map {
            PeriodCurve.Point(duration: $0, value: cs + reserve / Double($0), activityID: 7, start: LocalInstant(secondsSince1970: 1_790_000_000, utcOffset: 0))
        })
    }

    @Test func criticalSpeedPredictsFromAKnownModelUpToAnHour() throws {
        let predictions = RacePredictions(basis: Self.effort(5_000, 1_200), efforts: [Self.effort(5_000, 1_200)],
                                          speedCurve: Self.speedCurve(cs: 4, reserve: 200), longestRun: 15_000)
        let race = RaceDistance.predicted
        // (5000 − 200)/4 = 1200 s and (10000 − 200)/4 = 2450 s; the half would take 5224 s, past the hour.
        #expect(abs((predictions.time(.criticalSpeed, race[0]) ?? 0) - 1_200) < 0.5)
        #expect(abs((predictions.time(.criticalSpeed, race[1]) ?? 0) - 2_450) < 0.5)
        #expect(predictions.time(.criticalSpeed, race[2]) == nil && predictions.time(.criticalSpeed, race[3]) == nil)
        #expect(predictions.criticalEfforts.count == CriticalModel.fittedDurations.count)
        #expect(predictions.criticalEfforts.allSatisfy { abs($0.distance - (4 * $0.time + 200)) < 0.01 })
    }

    // MARK: - Assembly

    @Test func theBasisIsTheBestVDOTOfOneKilometreOrMore() {
        let efforts = [Self.effort(400, 60, id: 1), Self.effort(1_000, 230, id: 2), Self.effort(5_000, 1_150, id: 3), Self.effort(10_000, 2_600, id: 4)]
        // 400 m in 60 s is the fastest by VDOT but too short; 5 km in 19:10 beats 1 km in 3:50.
        #expect(DanielsVDOT.vdot(distance: 400, time: 60) > efforts[2].vdot && efforts[2].vdot > efforts[1].vdot)
        #expect(RacePredictions.bestBasis(among: efforts)?.activityID == 3)
        #expect(RacePredictions.bestBasis(among: [efforts[0]]) == nil)
    }

    @Test func eachPredictionNamesItsEffortsAndWhetherItIsBeyondTheLongestRun() {
        let five = Self.effort(5_000, 1_200, id: 3), ten = Self.effort(10_000, 2_520, id: 4)
        let predictions = RacePredictions(basis: five, efforts: [five, ten], speedCurve: PeriodCurve(kind: .speed, points: []), longestRun: 14_200)
        let half = RaceDistance.predicted[2]
        #expect(predictions.predictions.filter { $0.race == half }.map(\.method) == [.riegel, .personalRiegel, .vdot])
        #expect(predictions.predictions.allSatisfy { $0.beyondLongestRun == ($0.race.metres > 14_200) })
        let own = predictions.predictions.first { $0.method == .personalRiegel && $0.race == half }
        #expect(own?.efforts == [five, ten])
        #expect(abs((own?.time ?? 0) - 1_200 * pow(BestEffortTarget.halfMarathon / 5_000, log(2.1) / log(2))) < 1e-6)
        #expect(predictions.predictions.first { $0.method == .riegel && $0.race.metres == 5_000 }?.time == 1_200)
        if case .failure(.tooFewEfforts(0)) = predictions.criticalSpeed {} else { Issue.record("an empty curve was fitted") }
    }
}
