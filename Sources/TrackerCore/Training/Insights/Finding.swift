/// One question the mood analysis asks of a history, and what the data say.
///
/// An effect is reported only when there are enough days and the interval excludes no
/// effect (zero); below the minimum, `moreDaysNeeded` says how far there is to go.
public struct Finding: Equatable, Sendable {
    /// What is compared with mood.
    public enum Subject: Equatable, Sendable {
        /// Rank correlation of the previous day's load with the day's mood.
        case previousDayLoad
        /// Rank correlation of the day's form with its mood.
        case form
        /// Mean standardised mood of training days minus that of rest days.
        case trainingDays
        /// Mean standardised mood of one ISO weekday (1 = Monday ... 7 = Sunday) minus that
        /// of the other days.
        case weekday(Int)
    }

    /// The question.
    public var subject: Subject
    /// ρ for correlations; for differences, the difference in the person's standard
    /// deviations. `nil` when it cannot be computed (too few days, or no variation).
    public var estimate: Double?
    /// The interval around `estimate` (Bonferroni-adjusted in `MoodInsights`).
    public var interval: ConfidenceInterval?
    /// The days with a mood that entered the analysis.
    public var count: Int
    /// At least this many more days with a mood (counting every day logged) before the
    /// analysis reports anything; 0 when there are enough.
    public var moreDaysNeeded: Int

    /// A finding as computed.
    public init(subject: Subject, estimate: Double?, interval: ConfidenceInterval?, count: Int, moreDaysNeeded: Int) {
        self.subject = subject
        self.estimate = estimate
        self.interval = interval
        self.count = count
        self.moreDaysNeeded = moreDaysNeeded
    }

    /// True when no more days are needed.
    public var hasEnoughData: Bool { moreDaysNeeded == 0 }

    /// True when there are enough days and the interval excludes zero.
    public var showsEffect: Bool { hasEnoughData && interval?.excludes(0) == true }

    /// The finding's direction: -1 or 1 when it shows an effect, 0 otherwise.
    public var direction: Int {
        guard showsEffect, let estimate else { return 0 }
        return estimate < 0 ? -1 : 1
    }
}
