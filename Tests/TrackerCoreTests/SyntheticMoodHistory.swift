@testable import TrackerCore
import TrackerRandom
import TrackerTime

/// A seeded history of training and moods, with optional planted effects, for checking that
/// the mood analysis finds what is there and nothing that is not.
struct SyntheticMoodHistory {
    /// What the generator plants on top of random moods.
    enum Effect {
        case none
        /// One level lower on the day after every hard session.
        case lowAfterHardSession
        /// One level higher on days without training.
        case betterOnRestDays
        /// One level lower on Mondays.
        case mondayDip
    }

    /// A Monday.
    static let first = LocalDay(year: 2025, month: 1, day: 6)!

    var moods: [LocalDay: MoodLevel] = [:]
    var loads: [LocalDay: Double] = [:]
    var last: LocalDay

    /// `days` days from `first`: training on about 55% of days (a third of them hard, 150-250
    /// TRIMP, the rest 30-80), a mood on about 90% of days drawn from levels 0-3 with weights
    /// 1:3:4:2, then the effect, kept within the scale.
    init(seed: UInt64, days: Int = 168, effect: Effect) {
        var random = SeededRandom(seed: seed)
        last = Self.first.adding(days: days - 1)
        var hard: Set<LocalDay> = []
        for offset in 0..<days where Double.random(in: 0..<1, using: &random) < 0.55 {
            let day = Self.first.adding(days: offset)
            if Double.random(in: 0..<1, using: &random) < 1.0 / 3 {
                hard.insert(day)
                loads[day] = Double.random(in: 150..<250, using: &random)
            } else {
                loads[day] = Double.random(in: 30..<80, using: &random)
            }
        }
        for offset in 0..<days where Double.random(in: 0..<1, using: &random) < 0.9 {
            let day = Self.first.adding(days: offset)
            let draw = Int.random(in: 0..<10, using: &random)
            var level = draw < 1 ? 0 : draw < 4 ? 1 : draw < 8 ? 2 : 3
            switch effect {
            case .none: break
            case .lowAfterHardSession: if hard.contains(day.adding(days: -1)) { level -= 1 }
            case .betterOnRestDays: if loads[day] == nil { level += 1 }
            case .mondayDip: if day.isoWeekday == 1 { level -= 1 }
            }
            moods[day] = MoodLevel(rawValue: min(3, max(0, level)))
        }
    }

    func insights(familyErrorRate: Double = MoodInsights.defaultFamilyErrorRate) -> MoodInsights {
        MoodInsights(moods: moods, loads: loads, from: Self.first, through: last, familyErrorRate: familyErrorRate)
    }
}
