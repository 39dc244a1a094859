import TrackerCore
import TrackerStore
import TrackerTime

/// One yearly or monthly goal against the pace that reaches it, as `weeks` and the report show
/// it beside the weekly goals: `2026 distance  1688.00 km of 2000.00 km  84%` and
/// `312.00 km ahead of pace; needs 41.00 km a week`.
struct PeriodGoalStanding {
    var unit: PeriodUnit
    /// `nil`: the goal of every sport.
    var family: ActivityFamily?
    var pace: PaceProgress
    /// `2026` or `Nov 2026`: the period holding the as-of moment.
    var periodName: String

    /// The year's goals, then the month's, that measure a view of `scope` as of `asOf`: the
    /// all-sport goals and each family's over every sport, one family's for that family, none
    /// for a mix of families (as the weekly goals are chosen).
    /// - Throws: `DatabaseError`.
    static func load(scope: GoalScope, asOf: AsOf, database: Database) throws -> [PeriodGoalStanding] {
        let families: [ActivityFamily?]
        switch scope {
        case .allSports: families = [nil] + ActivityFamily.allCases.map { $0 }
        case .family(let family): families = [family]
        case .mixed: return []
        }
        let store = SettingsStore(database: database)
        var standings: [PeriodGoalStanding] = []
        for unit in [PeriodUnit.year, .month] {
            let day = asOf.lastDay
            let name = unit == .year ? String(day.year) : "\(day.monthAbbreviation) \(day.year)"
            for family in families {
                let goals = try store.periodGoals(unit, for: family)
                for pace in try GoalCommand.paceProgress(goals, unit: unit, family: family, asOf: asOf, database: database) {
                    standings.append(PeriodGoalStanding(unit: unit, family: family, pace: pace, periodName: name))
                }
            }
        }
        return standings
    }

    /// `2026 run distance`.
    var label: String {
        "\(periodName)\(family.map { " \($0.rawValue)" } ?? "") \(pace.progress.metric.rawValue)"
    }

    /// `1688.00 km of 2000.00 km (84%)`.
    func valueText(_ formatter: DisplayFormatter) -> String {
        let metric = pace.progress.metric
        func value(_ amount: Double) -> String { WeeklyReport.value(amount, metric: metric, formatter: formatter, family: family) }
        return "\(value(pace.progress.achieved)) of \(value(pace.progress.target)) (\(Percent.text(pace.progress.fraction)))"
    }

    /// `312.00 km ahead of pace; needs 41.00 km a week`, `reached`, or within the last week
    /// `12.00 km behind pace; 20.00 km to go` (a weekly rate would overstate it).
    func paceText(_ formatter: DisplayFormatter) -> String {
        Self.paceText(pace, formatter: formatter, family: family)
    }

    static func paceText(_ pace: PaceProgress, formatter: DisplayFormatter, family: ActivityFamily?) -> String {
        let metric = pace.progress.metric
        func value(_ amount: Double) -> String { WeeklyReport.value(amount, metric: metric, formatter: formatter, family: family) }
        guard !pace.progress.isReached else { return "reached" }
        var text = pace.ahead >= 0 ? "\(value(pace.ahead)) ahead of pace" : "\(value(-pace.ahead)) behind pace"
        if let perWeek = pace.perWeekNeeded {
            text += pace.secondsLeft < 604_800 ? "; \(value(pace.progress.remaining)) to go" : "; needs \(value(perWeek)) a week"
        }
        return text
    }

    /// Two lines a goal, laid out for `width` columns: the goal as the weekly goals' lines
    /// are (aligned together, the gauge shortened to fit), then its pace, indented and wrapped.
    static func lines(_ standings: [PeriodGoalStanding], formatter: DisplayFormatter, width: Int, palette: ANSIPalette?) -> [String] {
        let goals = GoalProgress.lines(standings.map { ($0.label, $0.pace.progress, $0.family) }, formatter: formatter, width: width, palette: palette)
        return zip(standings, goals).flatMap { standing, goal in
            [goal, TerminalText.wrap("  " + standing.paceText(formatter), width: width, indent: 2)]
        }
    }

    var json: JSONValue {
        var fields: [(String, JSONValue)] = [("period", .string(unit.rawValue))]
        if let family { fields.append(("family", .string(family.rawValue))) }
        fields += [
            ("metric", .string(pace.progress.metric.rawValue)),
            ("target", .number(pace.progress.target)),
            ("achieved", .number(pace.progress.achieved)),
            ("elapsed", .number(pace.elapsed)),
            ("expected", .number(pace.expected)),
            ("ahead", .number(pace.ahead)),
            ("per_week_needed", pace.perWeekNeeded.map(JSONValue.number) ?? .null),
        ]
        return .object(fields)
    }
}
