#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

extension TrainingSummary {
    // MARK: - JSON

    /// - Parameter gearNames: every gear's name by id, for the longest activity's gear.
    func json(gearNames: [Int64: String] = [:]) -> JSONValue {
        let zone = report.asOf.timeZone
        var fields: [(String, JSONValue)] = [
            ("as_of", .string(ISO8601.string(report.asOf.instant, timeZone: zone))),
            ("mode", .string(report.mode.rawValue)),
            ("units", .string("si")),
            ("types", .array(report.options.typeFilters.map { .string($0.name) })),
        ]
        if let gear = report.options.gearName { fields.append(("gear", .string(gear))) }
        if report.mode == .calendar { fields.append(("week_start", .string(report.options.weekStart.rawValue))) }
        fields.append(("this_week", periodJSON(thisWeek)))
        fields.append(("last_12_weeks", periodJSON(span)))
        fields.append(("year_to_date", periodJSON(yearToDate)))
        fields.append(("all_time", periodJSON(allTime)))
        let average = weeklyAverage
        let averageFields: [(String, JSONValue)] = [
            ("activities", .number(average.activities)), ("distance_m", .number(average.distance)),
            ("duration_s", .number(average.duration)), ("elevation_m", .number(average.elevation)),
        ]
        fields.append(("weekly_average", .object(averageFields)))
        fields.append(("longest", longest.map { $0.json(gear: $0.gearName(gearNames)) } ?? .null))
        fields.append(("streaks", .object([("current_weeks", .integer(Int64(streaks.current))), ("best_weeks", .integer(Int64(streaks.best)))])))
        fields.append(("families", .array(spanFamilies.map { line in
            .object([
                ("family", .string(line.family.rawValue)),
                ("this_week", Self.familyJSON(thisWeek.totals(of: line.family))),
                ("span", Self.familyJSON(line)),
            ])
        })))
        fields.append(("goals", .array(report.goalProgress(report.weeks.count - 1).map(Self.goalJSON))))
        fields.append(("family_goals", .object(report.familyGoalProgress(report.weeks.count - 1).map { family, progress in
            (family.rawValue, .array(progress.map(Self.goalJSON)))
        })))
        fields.append(("mood", moodJSON))
        return .object(fields)
    }

    private func periodJSON(_ totals: WeekTotals) -> JSONValue {
        let zone = report.asOf.timeZone
        return .object([
            ("start", .string(ISO8601.string(totals.start, timeZone: zone))),
            ("end", .string(ISO8601.string(totals.end, timeZone: zone))),
            ("activities", .integer(Int64(totals.activities))),
            ("distance_m", .number(totals.distance)),
            ("duration_s", .number(totals.duration)),
            ("elevation_m", .number(totals.elevation)),
        ])
    }

    private static func familyJSON(_ totals: FamilyTotals) -> JSONValue {
        .object([
            ("activities", .integer(Int64(totals.activities))), ("distance_m", .number(totals.distance)),
            ("duration_s", .number(totals.duration)), ("elevation_m", .number(totals.elevation)),
        ])
    }

    private static func goalJSON(_ progress: GoalProgress) -> JSONValue {
        .object([
            ("metric", .string(progress.metric.rawValue)), ("target", .number(progress.target)),
            ("achieved", .number(progress.achieved)), ("fraction", .number(progress.fraction)),
        ])
    }

    private var moodJSON: JSONValue {
        let correlation: [(String, JSONValue)] = [
            ("method", .string("spearman")),
            ("load", .string(loadMeasure.name)),
            ("rho", moodLoadCorrelation.map(JSONValue.number) ?? .null),
            ("lower", moodLoadInterval.map { JSONValue.number($0.lower) } ?? .null),
            ("upper", moodLoadInterval.map { JSONValue.number($0.upper) } ?? .null),
            ("level", moodLoadInterval.map { JSONValue.number($0.level) } ?? .null),
            ("n", .integer(Int64(loadMoodPairs.count))),
            ("minimum_n", .integer(Int64(Self.minimumCorrelationWeeks))),
        ]
        return .object([
            ("average", moodAverage.map(JSONValue.number) ?? .null),
            ("days", .integer(Int64(moodDays))),
            ("previous_average", previousMoodAverage.map(JSONValue.number) ?? .null),
            ("previous_days", .integer(Int64(previousMoodDays))),
            ("trend", moodTrend.map(JSONValue.number) ?? .null),
            ("trend_minimum_days", .integer(Int64(Self.minimumMoodTrendDays))),
            ("load_correlation", .object(correlation)),
        ])
    }

    // MARK: - Text

    /// The summary for people, laid out for `terminal`'s width: long lines wrap under their
    /// label, the totals' columns go from the right when they do not fit.
    func text(_ formatter: DisplayFormatter, terminal: Terminal = Terminal()) -> String {
        let report = self.report
        let width = terminal.columns
        let palette = terminal.palette
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        func labelled(_ label: String, _ value: String) -> String {
            paint(label, .header) + String(repeating: " ", count: max(1, 18 - label.count))
                + TerminalText.wrap(value, width: width, firstIndent: 18, indent: 18) + "\n"
        }
        var text = "SUMMARY  as of \(Self.asOfText(report, formatter: formatter))"
        let filters = report.options.typeFilters.map(\.name) + (report.options.gearName.map { [TerminalText.escape($0)] } ?? [])
        if !filters.isEmpty { text += "  (\(filters.joined(separator: ", ")) only)" }
        text += "\n\n"

        var table = TextTable([("", .left), ("ACT", .right), ("DISTANCE", .right), ("TIME", .right), ("ELEV", .right)])
        for (title, totals) in [("This week", thisWeek), ("Last \(report.weeks.count) weeks", span), (Self.yearTitle(report), yearToDate), ("All time", allTime)] {
            table.append([title, String(totals.activities), formatter.distance(totals.distance), formatter.totalDuration(totals.duration), formatter.elevation(totals.elevation)])
        }
        let average = weeklyAverage
        table.append([
            "Weekly average", String(printf: "%.1f", average.activities), formatter.distance(average.distance),
            formatter.totalDuration(average.duration), formatter.elevation(average.elevation),
        ])
        table.dropOrder = [4, 3]
        text += table.render(width: width, palette: palette) + "\n"
        text += familyTable(formatter, width: width, palette: palette)

        if let longest {
            text += labelled("Longest activity", longest.summaryLine(formatter))
        } else {
            text += labelled("Longest activity", "none yet. Record one with: tracker add --distance 5 --duration 30m")
        }
        text += labelled("Streak", "\(streaks.current.counted("week")) now, best \(streaks.best.counted("week")) (7-day windows with an activity)")

        let newest = report.weeks.count - 1
        let goals = report.goalProgress(newest)
        let familyGoals = report.familyGoalProgress(newest)
        if goals.isEmpty && familyGoals.isEmpty {
            let family = report.scope.family.map { " --type \($0.rawValue)" } ?? ""
            text += labelled("Goals", "none set (tracker goal\(family) --distance 50 --duration 5h)")
        } else {
            text += paint("Goals this week", .header) + "\n"
                + GoalProgress.lines(goals, formatter: formatter, family: report.scope.family, width: width - 2, palette: palette).map { "  " + $0 + "\n" }.joined()
            for (family, progress) in familyGoals {
                text += "  \(family.displayName)\n"
                    + GoalProgress.lines(progress, formatter: formatter, family: family, width: width - 4, palette: palette).map { "    " + $0 + "\n" }.joined()
            }
        }

        text += "\n" + paint("MOOD", .header) + "\n"
        // Both labels padded to one width, so the figures line up.
        let moodLabel = "Last \(report.weeks.count) weeks"
        let labelWidth = max(moodLabel.count, "Mood and load".count)
        let valueIndent = 2 + labelWidth + 2
        text += "  " + moodLabel.paddedWithSpaces(to: labelWidth) + "  "
            + TerminalText.wrap(moodLine, width: width, firstIndent: valueIndent, indent: valueIndent) + "\n"
        text += "  " + "Mood and load".paddedWithSpaces(to: labelWidth) + "  "
            + TerminalText.wrap(correlationLine, width: width, firstIndent: valueIndent, indent: valueIndent) + "\n"
        if let explanation = correlationExplanation {
            let lines = ("    " + TerminalText.wrap(explanation, width: width, firstIndent: 4, indent: 5)).split(separator: "\n")
            text += lines.map { paint(String($0), .secondary) + "\n" }.joined()
        }
        return text
    }

    /// One line per family present in the span (none when only one is): what each sport
    /// did this week and over the span, never added to another sport's kilometres.
    private func familyTable(_ formatter: DisplayFormatter, width: Int, palette: ANSIPalette?) -> String {
        let families = spanFamilies
        guard families.count > 1 else { return "" }
        var table = TextTable([
            ("BY SPORT", .left), ("WEEK ACT", .right), ("WEEK DIST", .right), ("ACT", .right), ("DISTANCE", .right),
            ("TIME", .right), ("ELEV", .right),
        ])
        for line in families {
            let week = thisWeek.totals(of: line.family)
            table.append([
                line.family.displayName, String(week.activities),
                week.activities == 0 ? "-" : formatter.distance(week.distance, family: line.family), String(line.activities),
                formatter.distance(line.distance, family: line.family), formatter.totalDuration(line.duration), formatter.elevation(line.elevation),
            ])
        }
        table.dropOrder = [6, 5]
        return table.render(width: width, palette: palette) + "  (this week, then the last \(report.weeks.count.counted("week")))\n\n"
    }

    /// `2.1 (good) over 70 days with a mood; the 12 weeks before: 1.8 over 64 days, up 0.3`,
    /// or why there is no trend.
    var moodLine: String {
        guard let moodAverage else { return "no moods recorded (tracker mood good)" }
        var line = String(printf: "%.1f", moodAverage) + " (\(Self.moodName(moodAverage))) over \(moodDays.counted("day")) with a mood"
        line += "; the \(report.weeks.count.counted("week")) before: "
        let minimum = Self.minimumMoodTrendDays
        if let previousMoodAverage, let trend = moodTrend {
            let direction = abs(trend) < 0.05 ? "steady" : trend > 0 ? "up" : "down"
            line += String(printf: "%.1f", previousMoodAverage) + " over \(previousMoodDays.counted("day")), \(direction) " + String(printf: "%.1f", abs(trend))
        } else {
            line += "\(previousMoodDays.counted("day")) with a mood; not enough data for a trend (\(minimum) days needed on each side)"
        }
        return line
    }

    /// Spearman's ρ with n and a one-line reading, or why there is none.
    var correlationLine: String {
        let pairs = loadMoodPairs.count
        let floor = Self.minimumCorrelationWeeks
        let load = loadMeasure.name
        guard pairs >= floor else {
            // No number to read, so no reading of it either.
            return "not enough data: \(pairs.counted("week")) with a mood, \(floor) needed"
        }
        guard let rho = moodLoadCorrelation else {
            return "no correlation: \(load) or mood was the same every week (n = \(pairs))"
        }
        // A reading only when the interval excludes no relation, as `tracker insights` does.
        let reading: String
        let interval = moodLoadInterval
        switch (rho, interval?.excludes(0) == true) {
        case (0..., true): reading = "weeks with more \(load) felt better"
        case (_, true): reading = "weeks with more \(load) felt worse"
        default: reading = "no clear relation between \(load) and mood yet"
        }
        let range = interval.map { String(printf: " (95%% interval %+.2f to %+.2f)", $0.lower, $0.upper) } ?? ""
        return String(printf: "rho = %+.2f over %d weeks", rho, pairs) + range + ": " + reading
    }

    /// What the correlation's number means, under it whenever there is enough data.
    var correlationExplanation: String? {
        guard loadMoodPairs.count >= Self.minimumCorrelationWeeks else { return nil }
        let load = loadMeasure.name
        return "(Spearman's rank correlation of weekly \(load) with weekly mean mood: +1 more \(load), better mood; 0 no relation; -1 the opposite; day by day, against training load and form: tracker insights)"
    }


    /// The nearest level's name for a mean on the 0-3 scale.
    static func moodName(_ average: Double) -> String {
        MoodLevel(rawValue: Int(average.rounded()))?.name ?? "usual"
    }

    /// `Sun 29 Nov 2026 09:00`, or `end of Sun 29 Nov 2026` when the as-of moment is a local
    /// midnight (`--as-of 2026-11-29` counts that whole day).
    /// `Year 2025` when the as-of moment is the end of 31 December (`--year 2025`), else `Year to date`.
    static func yearTitle(_ report: WeeklyReport) -> String {
        let last = report.asOf.lastDay
        let instant = LocalInstant(date: report.asOf.instant, timeZone: report.asOf.timeZone)
        guard last.month == 12, last.day == 31, instant.localSecondOfDay == 0 else { return "Year to date" }
        return "Year \(last.year)"
    }

    static func asOfText(_ report: WeeklyReport, formatter: DisplayFormatter) -> String {
        let instant = LocalInstant(date: report.asOf.instant, timeZone: report.asOf.timeZone)
        guard instant.localSecondOfDay == 0 else { return formatter.dateTime(instant) }
        return "end of " + DisplayFormatter.day(report.asOf.lastDay)
    }
}
