#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// The weekly view every output shares (`tracker weeks`, its JSON and CSV, the charts):
/// the windows' totals oldest first, the selected week, the best week and the goals.
/// Build it from a database with `WeeklyReport.load` (TrackerStore) so that a number never
/// differs between a table and a picture.
public struct WeeklyReport: Sendable {
    public let options: WeeklyReportOptions
    public let windows: WeekWindows
    /// One entry per window, oldest first; empty windows are present with zeros.
    public let weeks: [WeekTotals]
    /// Every stored goal.
    public let sportGoals: SportGoals
    /// The goals the report's totals are measured against (`WeeklyReportOptions.scope`): the
    /// all-sport goals, one family's, or none for a mix of families.
    public let goals: WeeklyGoals

    /// Assembles a report. `weeks` longer than the windows is cut and shorter is padded with
    /// empty weeks; a selection beyond the oldest week selects the oldest.
    public init(options: WeeklyReportOptions, windows: WeekWindows, weeks: [WeekTotals], goals: SportGoals = SportGoals()) {
        self.options = options
        self.windows = windows
        var filled = Array(weeks.prefix(windows.count))
        while filled.count < windows.count {
            filled.append(WeekTotals(start: windows.date(filled.count), end: windows.date(filled.count + 1)))
        }
        self.weeks = filled
        self.sportGoals = goals
        switch options.scope {
        case .allSports: self.goals = goals.all
        case .family(let family): self.goals = goals.goals(for: family)
        case .mixed: self.goals = WeeklyGoals()
        }
    }

    public var scope: GoalScope { options.scope }

    /// Where counting stopped (in whole seconds), with the zone the weeks are read in.
    public var asOf: AsOf { windows.countedUntil }
    public var mode: WindowMode { windows.mode }
    public var metric: WeekMetric { options.metric }

    /// The index into `weeks` of the selected week (`--week K` counts back from the newest).
    public var selectedIndex: Int {
        max(0, min(weeks.count - 1, weeks.count - 1 - options.selectedWeeksAgo))
    }

    public var selected: WeekTotals { weeks[selectedIndex] }

    /// The index of the week with the most of `metric` (the most recent on ties), or `nil`
    /// when every week has none.
    public var bestIndex: Int? {
        var best: Int?
        for (index, week) in weeks.enumerated() where week.value(of: metric) > 0 {
            if let current = best, weeks[current].value(of: metric) > week.value(of: metric) { continue }
            best = index
        }
        return best
    }

    public var best: WeekTotals? { bestIndex.map { weeks[$0] } }

    /// The largest value of `metric` over the weeks (0 when all are empty): the full bar.
    public var maximum: Double { weeks.map { $0.value(of: metric) }.max() ?? 0 }

    /// `NOV 23 - NOV 29`: the days the window covers (`WeekWindows.labelDays`), as on the card
    /// people know. A rolling week is named by the day of its last counted second and the six
    /// before it (at 09:00 on the 29th, the newest week reads `NOV 23 - NOV 29` though it began
    /// at 09:00 on the 22nd); a calendar week by its seven days, even while it is still partial.
    /// Across a clock change no two labels share a day.
    public func label(_ index: Int) -> String {
        let days = windows.labelDays(index)
        return DisplayFormatter.dayRange(first: days.lowerBound, last: days.upperBound)
    }

    /// The selected week's label: the card's headline.
    public var headline: String { label(selectedIndex) }

    /// `LAST 12 WEEKS`.
    public var spanTitle: String {
        weeks.count.plural("LAST WEEK", "LAST \(weeks.count) WEEKS")
    }

    /// Progress of week `index` toward every goal that is set (empty when none is).
    public func goalProgress(_ index: Int) -> [GoalProgress] {
        goals.progress(for: weeks[index])
    }

    /// Progress of the selected week toward the goals.
    public var selectedGoalProgress: [GoalProgress] { goalProgress(selectedIndex) }

    /// Progress of week `index` toward each family's own goals, families in order, each
    /// measured by that family's totals alone. Empty unless the report counts every sport
    /// (a one-family report's goals are `goals`).
    public func familyGoalProgress(_ index: Int) -> [(family: ActivityFamily, progress: [GoalProgress])] {
        guard scope == .allSports else { return [] }
        let week = weeks[index]
        return sportGoals.familiesWithGoals.map { family in
            let totals = week.totals(of: family)
            let progress = WeekMetric.allCases.compactMap { metric in
                sportGoals.goals(for: family).target(for: metric).map {
                    GoalProgress(metric: metric, target: $0, achieved: totals.value(of: metric))
                }
            }
            return (family, progress)
        }
    }

    /// Whether any goal applies to this report: its own, or (over every sport) a family's.
    public var hasGoals: Bool { !goals.isEmpty || (scope == .allSports && !sportGoals.families.isEmpty) }

    /// Whether any window holds an activity.
    public var hasActivities: Bool { weeks.contains { $0.activities > 0 } }
}
