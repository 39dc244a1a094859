#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// The dates tracker accepts for an activity's start and a mood's day: the one rule that typing,
/// importing and reading back an export all apply, so that whatever is stored can be exported
/// and imported again.
///
/// From 1970-01-01 on the entry's own calendar (an activity's wall clock at its own offset, a
/// mood's day as written), so `--date 1970-01-01T00:30+01:00` is accepted everywhere, to a day
/// ahead of now, a little slack for time zones.
public enum AcceptedDates {
    /// Why a date is refused.
    public enum Problem: Sendable, Equatable {
        /// Before 1970-01-01: before that, calendars and time zones disagree about old dates.
        case beforeFirstDay
        /// More than a day ahead of now.
        case tooFarAhead

        /// The reason as the end of a sentence naming the value (`'1969-12-31' is before 1970; ...`).
        public var reason: String {
            switch self {
            case .beforeFirstDay: return "is before 1970; use a date from 1970 on"
            case .tooFarAhead: return "is more than a day in the future; use a date up to tomorrow"
            }
        }
    }

    /// The first day accepted, 1970-01-01.
    public static let firstDay = LocalDay(daysSince1970: 0)

    /// How far past now a start may lie: a day.
    public static let allowanceAhead: Int64 = 86_400

    /// Checks an activity's start against `now`, returning the problem or `nil` when it is accepted.
    public static func problem(withStart start: LocalInstant, now: Date) -> Problem? {
        if start.localDay < firstDay { return .beforeFirstDay }
        if Double(start.secondsSince1970) > now.timeIntervalSince1970 + Double(allowanceAhead) { return .tooFarAhead }
        return nil
    }

    /// Checks a mood's day against `today` (the current day where it is recorded or imported),
    /// returning the problem or `nil` when it is accepted: from 1970-01-01 to tomorrow.
    public static func problem(withMoodDay day: LocalDay, today: LocalDay) -> Problem? {
        if day < firstDay { return .beforeFirstDay }
        if day > today.adding(days: 1) { return .tooFarAhead }
        return nil
    }
}
