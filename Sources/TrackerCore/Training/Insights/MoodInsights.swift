import TrackerTime

/// How mood relates to training in one person's history: the previous day's load, form,
/// training days against rest days, and each weekday against the others.
///
/// Moods are standardised within the person (`PersonalBaseline` over the analysed days).
/// Correlations are Spearman's ρ with Fisher-z intervals (`RankCorrelation`); differences
/// are Welch intervals of standardised means (`MeanDifference.welch`). The report asks ten
/// questions (three, and one per weekday), so each interval is Bonferroni-adjusted, at
/// 1 - 0.05/10 = 99.5% by default: together the ten hold at 95%, so a history without any
/// effect shows one in at most about 5% of cases (not in four of ten, as ten separate 95%
/// intervals would), and each question in about 0.5%.
public struct MoodInsights: Equatable, Sendable {
    /// Days with a mood below which no analysis speaks: four weeks.
    public static let minimumDays = 28
    /// Each group of a comparison needs this many days (eight Mondays; eight rest days).
    public static let minimumGroupDays = 8
    /// The chance, by default, that a history without any effect shows one anywhere in the
    /// report: the report's intervals hold at 95% together.
    public static let defaultFamilyErrorRate = 0.05
    /// The number of questions the report asks.
    public static let questionCount = 10

    /// The level of each interval when the report's intervals together hold at
    /// `1 - familyErrorRate` (Bonferroni).
    public static func intervalLevel(familyErrorRate: Double) -> Double {
        1 - familyErrorRate / Double(questionCount)
    }

    /// Mood against the previous day's load.
    public var previousDayLoad: Finding
    /// Mood against the day's form.
    public var form: Finding
    /// Training days against rest days.
    public var trainingDays: Finding
    /// Monday first.
    public var weekdays: [Finding]
    /// The baseline moods were standardised against; `nil` when mood never varied.
    public var baseline: PersonalBaseline?

    /// Every finding, in the order above.
    public var all: [Finding] { [previousDayLoad, form, trainingDays] + weekdays }

    /// Analyses the days from `first` through `last` that have a mood. `loads` holds each
    /// day's summed load (days without one rested); loads before `first` still shape form.
    /// `familyErrorRate` is clamped to 0.001...0.5.
    public init(
        moods: [LocalDay: MoodLevel], loads: [LocalDay: Double], from first: LocalDay, through last: LocalDay,
        model: FitnessFatigueModel = .standard, familyErrorRate: Double = defaultFamilyErrorRate
    ) {
        let days = moods.keys.filter { $0 >= first && $0 <= last }.sorted()
        let values = days.map { Double(moods[$0]?.rawValue ?? 0) }
        let baseline = PersonalBaseline(values)
        let scores = values.map { baseline?.score($0) ?? 0 }
        let level = Self.intervalLevel(familyErrorRate: min(0.5, max(0.001, familyErrorRate)))
        let shortBy = max(0, Self.minimumDays - days.count)

        func correlation(_ subject: Finding.Subject, _ x: [Double]) -> Finding {
            // Below the minimum an estimate is noise and its interval spans the whole scale: none is given.
            let result = baseline == nil || shortBy > 0 ? nil : RankCorrelation(x, scores, level: level)
            return Finding(
                subject: subject, estimate: result?.rho, interval: result?.interval, count: days.count,
                moreDaysNeeded: shortBy)
        }
        func comparison(_ subject: Finding.Subject, daysPerGroupDay: Int, _ inGroup: (LocalDay) -> Bool) -> Finding {
            var group: [Double] = [], others: [Double] = []
            for (day, score) in zip(days, scores) {
                if inGroup(day) { group.append(score) } else { others.append(score) }
            }
            let groupShortBy = max(0, Self.minimumGroupDays - min(group.count, others.count))
            let moreDaysNeeded = max(shortBy, groupShortBy * daysPerGroupDay)
            // A group of two or three days gives an interval wider than the mood scale: none is given.
            let result = baseline == nil || moreDaysNeeded > 0 ? nil : MeanDifference.welch(group, others, level: level)
            return Finding(
                subject: subject, estimate: result?.difference, interval: result?.interval, count: days.count,
                moreDaysNeeded: moreDaysNeeded)
        }

        let formByDay = Dictionary(
            uniqueKeysWithValues: model.series(loads: loads, from: first, through: last).map { ($0.day, $0.form) })
        previousDayLoad = correlation(.previousDayLoad, days.map { loads[$0.adding(days: -1)] ?? 0 })
        form = correlation(.form, days.map { formByDay[$0] ?? 0 })
        trainingDays = comparison(.trainingDays, daysPerGroupDay: 1) { (loads[$0] ?? 0) > 0 }
        weekdays = (1...7).map { weekday in
            comparison(.weekday(weekday), daysPerGroupDay: 7) { $0.isoWeekday == weekday }
        }
        self.baseline = baseline
    }

    /// The same from a list of moods (a later mood of the same day replaces an earlier one).
    public init(
        moods: [Mood], loads: [LocalDay: Double], from first: LocalDay, through last: LocalDay,
        model: FitnessFatigueModel = .standard, familyErrorRate: Double = defaultFamilyErrorRate
    ) {
        var byDay: [LocalDay: MoodLevel] = [:]
        for mood in moods { byDay[mood.day] = mood.level }
        self.init(moods: byDay, loads: loads, from: first, through: last, model: model, familyErrorRate: familyErrorRate)
    }
}
