#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerTime

/// The Banister impulse-response model as performance managers draw it: fitness and fatigue
/// are exponentially weighted averages of daily load with time constants of 42 and 7 days.
///
/// Each day `value_t = value_{t-1} + (load_t - value_{t-1}) · (1 - e^(-1/T))`, starting from 0
/// the day before the first load, which is GoldenCheetah's CTL/ATL
/// (`src/Metrics/PMCData.cpp`: `lts = stress·(1 - e^(-1/T)) + lastLTS·e^(-1/T)`).
/// Form is yesterday's fitness minus yesterday's fatigue, as GoldenCheetah (its default
/// "stress balance tomorrow") and TrainingPeaks show it: the freshness one starts the day with.
public struct FitnessFatigueModel: Equatable, Sendable {
    /// The sentence to show beside the acute:chronic ratio wherever it appears.
    public static let acuteChronicCaveat = """
        The acute:chronic ratio (fatigue divided by fitness) is information, not a verdict: its \
        link to injury risk comes from team sports and is disputed (Impellizzeri et al., IJSPP 2020; \
        Lolli et al., BJSM 2019), and it compares two averages of the same loads.
        """

    /// The time constant of fitness, in days.
    public let fitnessDays: Double
    /// The time constant of fatigue, in days.
    public let fatigueDays: Double

    /// 42 and 7 days.

    public static let standard = FitnessFatigueModel(uncheckedFitnessDays: 42, fatigueDays: 7)

    /// Throws `ValueParseError` for a time constant that is not positive.
    public init(fitnessDays: Double = 42, fatigueDays: Double = 7) throws {
        for days in [fitnessDays, fatigueDays] where !(days > 0 && days.isFinite) {
            throw ValueParseError.timeConstant(days)
        }
        self.init(uncheckedFitnessDays: fitnessDays, fatigueDays: fatigueDays)
    }

    private init(uncheckedFitnessDays: Double, fatigueDays: Double) {
        self.fitnessDays = uncheckedFitnessDays
        self.fatigueDays = fatigueDays
    }

    /// One entry per day from `first` through `last` (none when `last` is before `first`).
    /// `loads` holds each day's summed load; days missing from it had none. The recursion
    /// starts at zero before the earlier of `first` and the first day with a load, so the
    /// figures inside the range carry every earlier load; loads after `last` are ignored.
    public func series(loads: [LocalDay: Double], from first: LocalDay, through last: LocalDay) -> [FitnessFatigueDay] {
        guard first <= last else { return [] }
        let firstNumber = first.daysSince1970, lastNumber = last.daysSince1970
        var daily: [Int: Double] = [:]
        var start = firstNumber
        for (day, load) in loads where load.isFinite {
            let number = day.daysSince1970
            guard number <= lastNumber else { continue }
            daily[number, default: 0] += load
            start = min(start, number)
        }
        let firstLoad = daily.keys.min()
        let fitnessWeight = 1 - exp(-1 / fitnessDays)
        let fatigueWeight = 1 - exp(-1 / fatigueDays)
        var fitness = 0.0, fatigue = 0.0
        var days: [FitnessFatigueDay] = []
        days.reserveCapacity(lastNumber - firstNumber + 1)
        for number in start...lastNumber {
            let load = daily[number] ?? 0
            let form = fitness - fatigue
            fitness += (load - fitness) * fitnessWeight
            fatigue += (load - fatigue) * fatigueWeight
            guard number >= firstNumber else { continue }
            let ratio = firstLoad.map { Double(number - $0 + 1) >= fitnessDays } == true && fitness > 0
                ? fatigue / fitness : nil
            days.append(FitnessFatigueDay(
                day: LocalDay(daysSince1970: number), load: load, fitness: fitness, fatigue: fatigue, form: form,
                acuteChronicRatio: ratio))
        }
        return days
    }
}
