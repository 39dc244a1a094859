#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Everything `tracker summary` reports, as plain values; the derived figures (averages,
/// streaks, mood trend, correlation) are computed here, with no database.
public struct TrainingSummary: Sendable {
    /// Below this many weeks with both a distance and a mood, no correlation is reported.
    public static let minimumCorrelationWeeks = 6
    /// Below this many days with a mood on either side, no mood trend is reported: a mean of
    /// fewer days says more about those days than about the period.
    public static let minimumMoodTrendDays = 7

    /// The report's weeks (by default the last 12 rolling weeks; the newest is "this week"),
    /// with the stored goals.
    public var report: WeeklyReport
    public var yearToDate: WeekTotals
    public var allTime: WeekTotals
    public var longest: Activity?
    public var streaks: Streaks
    /// The mean mood of the days in the report's weeks, and how many days have one.
    public var moodAverage: Double?
    public var moodDays: Int
    /// The same for as many weeks before those.
    public var previousMoodAverage: Double?
    public var previousMoodDays: Int

    public init(
        report: WeeklyReport, yearToDate: WeekTotals, allTime: WeekTotals, longest: Activity?, streaks: Streaks,
        moodAverage: Double?, moodDays: Int, previousMoodAverage: Double?, previousMoodDays: Int
    ) {
        self.report = report
        self.yearToDate = yearToDate
        self.allTime = allTime
        self.longest = longest
        self.streaks = streaks
        self.moodAverage = moodAverage
        self.moodDays = moodDays
        self.previousMoodAverage = previousMoodAverage
        self.previousMoodDays = previousMoodDays
    }

    public var thisWeek: WeekTotals { report.weeks[report.weeks.count - 1] }

    /// The totals of all the report's weeks together.
    public var span: WeekTotals {
        let weeks = report.weeks
        return WeekTotals(
            start: weeks.first?.start ?? report.asOf.instant, end: weeks.last?.end ?? report.asOf.instant,
            activities: weeks.reduce(0) { $0 + $1.activities }, distance: weeks.reduce(0) { $0 + $1.distance },
            duration: weeks.reduce(0) { $0 + $1.duration }, elevation: weeks.reduce(0) { $0 + $1.elevation },
            longest: weeks.map(\.longest).max() ?? 0, moodAverage: moodAverage)
    }

    /// The span's totals divided by its number of weeks (empty weeks count).
    public var weeklyAverage: (activities: Double, distance: Double, duration: Double, elevation: Double) {
        let span = self.span
        let count = Double(report.weeks.count)
        return (Double(span.activities) / count, span.distance / count, span.duration / count, span.elevation / count)
    }

    /// The change of the mean mood against as many weeks before, or `nil` unless both sides
    /// hold at least `minimumMoodTrendDays` days with a mood.
    public var moodTrend: Double? {
        guard let moodAverage, let previousMoodAverage,
              moodDays >= Self.minimumMoodTrendDays, previousMoodDays >= Self.minimumMoodTrendDays else { return nil }
        return moodAverage - previousMoodAverage
    }

    /// The span's totals per family present, in `FamilyTotals.order`.
    public var spanFamilies: [FamilyTotals] { FamilyTotals.combined(report.weeks) }

    /// What the mood is set against: one family's weekly distance (the report's family, or
    /// the only family trained in the span), else the weekly time of every sport together,
    /// so kilometres of different sports are never added up.
    public var loadMeasure: LoadMeasure {
        if let family = report.scope.family { return .distance(family) }
        let families = spanFamilies
        if report.scope == .allSports, families.count == 1 { return .distance(families[0].family) }
        return .time
    }

    /// The weeks of the span with a mood: (weekly load as `loadMeasure` reads it, weekly mean mood).
    public var loadMoodPairs: [(load: Double, mood: Double)] {
        let measure = loadMeasure
        return report.weeks.compactMap { week in week.moodAverage.map { (measure.value(of: week), $0) } }
    }

    /// Spearman's ρ between the weekly load and weekly mean mood, over the weeks with a mood;
    /// `nil` below `minimumCorrelationWeeks` of them or when either side never varies.
    public var moodLoadCorrelation: Double? {
        let pairs = loadMoodPairs
        guard pairs.count >= Self.minimumCorrelationWeeks else { return nil }
        return Statistics.spearman(pairs.map(\.load), pairs.map(\.mood))
    }

    /// The 95% interval around `moodLoadCorrelation` (Fisher z, as `MoodInsights` computes its
    /// correlations), `nil` when there is no correlation. A reading is given only when it
    /// excludes zero, as for the insights' findings.
    public var moodLoadInterval: ConfidenceInterval? {
        let pairs = loadMoodPairs
        guard pairs.count >= Self.minimumCorrelationWeeks else { return nil }
        return RankCorrelation(pairs.map(\.load), pairs.map(\.mood))?.interval
    }
}
