#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

extension WeeklyReport {
    /// The documented JSON object: SI units whatever the display units, weeks oldest first,
    /// `selected` an index into `weeks`.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = [
            ("as_of", .string(ISO8601.string(asOf.instant, timeZone: asOf.timeZone))),
            ("mode", .string(mode.rawValue)),
            ("units", .string("si")),
            ("selected", .integer(Int64(selectedIndex))),
        ]
        if mode == .calendar { fields.append(("week_start", .string(options.weekStart.rawValue))) }
        if !options.typeFilters.isEmpty { fields.append(("types", .array(options.typeFilters.map { .string($0.name) }))) }
        if let gear = options.gearName { fields.append(("gear", .string(gear))) }
        if !goals.isEmpty { fields.append(("goals", goals.json)) }
        if scope == .allSports, !sportGoals.families.isEmpty {
            fields.append(("family_goals", .object(sportGoals.familiesWithGoals.map { ($0.rawValue, sportGoals.goals(for: $0).json) })))
        }
        fields.append(("weeks", .array(weeks.indices.map(weekJSON))))
        return .object(fields)
    }

    func weekJSON(_ index: Int) -> JSONValue {
        let week = weeks[index]
        var fields: [(String, JSONValue)] = [
            ("start", .string(ISO8601.string(week.start, timeZone: asOf.timeZone))),
            ("end", .string(ISO8601.string(week.end, timeZone: asOf.timeZone))),
            ("activities", .integer(Int64(week.activities))),
            ("distance_m", .number(week.distance)),
            ("duration_s", .number(week.duration)),
            ("elevation_m", .number(week.elevation)),
            ("longest_m", .number(week.longest)),
            ("mood_avg", week.moodAverage.map(JSONValue.number) ?? .null),
        ]
        if !goals.isEmpty {
            fields.append(("goal_progress", .object(goalProgress(index).map { ($0.metric.rawValue, .number($0.fraction)) })))
        }
        // Only the weeks split by family carry the split (the selected one, unless asked for more).
        guard options.breakdownIndices.contains(index) else { return .object(fields) }
        let familyGoals = familyGoalProgress(index)
        fields.append(("families", .array(week.families.map { line in
            var object: [(String, JSONValue)] = [
                ("family", .string(line.family.rawValue)),
                ("activities", .integer(Int64(line.activities))),
                ("distance_m", .number(line.distance)),
                ("duration_s", .number(line.duration)),
                ("elevation_m", .number(line.elevation)),
            ]
            if let progress = familyGoals.first(where: { $0.family == line.family })?.progress {
                object.append(("goal_progress", .object(progress.map { ($0.metric.rawValue, .number($0.fraction)) })))
            }
            return .object(object)
        })))
        return .object(fields)
    }

    static let csvHeader = ["start", "end", "activities", "distance_m", "duration_s", "elevation_m", "longest_m", "mood_avg", "selected"]

    var csv: String {
        CSVWriter.line(Self.csvHeader) + weeks.enumerated().map { index, week in
            CSVWriter.line([
                ISO8601.string(week.start, timeZone: asOf.timeZone), ISO8601.string(week.end, timeZone: asOf.timeZone),
                String(week.activities), JSONValue.format(week.distance), JSONValue.format(week.duration),
                JSONValue.format(week.elevation), JSONValue.format(week.longest),
                week.moodAverage.map(JSONValue.format) ?? "", index == selectedIndex ? "1" : "0",
            ])
        }.joined()
    }

    /// The Strava-style card: the selected week's headline, the best week, then one row per
    /// week, oldest first, with a bar of the chosen metric and the selected week marked.
    /// Laid out for `terminal`'s width (the bars shorten, then mood and elevation go) and
    /// coloured when it takes colour: the selected week in the charts' orange, goals met in green.
    /// The yearly and monthly goals (`periodGoals`) follow the weekly ones, each with its pace.
    func card(_ formatter: DisplayFormatter, terminal: Terminal = Terminal(), periodGoals: [PeriodGoalStanding] = []) -> String {
        let palette = terminal.palette
        func paint(_ text: String, _ color: TextColor) -> String { palette?.paint(text, color) ?? text }
        let week = selected
        // One sport's card counts in that sport's unit (metres or yards for swims).
        func distance(_ meters: Double) -> String {
            scope.family.map { formatter.distance(meters, family: $0) } ?? formatter.distance(meters)
        }
        var text = paint(headline, .header) + "  " + paint(selectedCaption, .selected) + "\n"
        text += "  \(distance(week.distance))   \(formatter.totalDuration(week.duration))   \(formatter.elevation(week.elevation))   \(week.activities.counted("activity", "activities"))\n"
        for line in GoalProgress.lines(selectedGoalProgress, formatter: formatter, family: scope.family, width: terminal.columns - 2, palette: palette) {
            text += "  " + line + "\n"
        }
        text += familyLines(formatter, width: terminal.columns, palette: palette)
        for line in PeriodGoalStanding.lines(periodGoals, formatter: formatter, width: terminal.columns - 2, palette: palette) {
            text += "  " + line + "\n"
        }
        if let bestIndex {
            text += paint(spanTitle, .header) + "  best \(Self.value(weeks[bestIndex].value(of: metric), metric: metric, formatter: formatter, family: scope.family)) (\(label(bestIndex)))\n"
        } else {
            text += paint(spanTitle, .header) + "  no activities\( options.typeFilters.isEmpty ? "" : " of type " + options.typeFilters.map(\.name).joined(separator: ", "))\(options.gearName.map { " with " + TerminalText.escape($0) } ?? "")\n"
        }
        text += "\n"
        var table = TextTable([
            ("", .left), ("WEEK", .left), ("ACT", .right), ("DISTANCE", .right), ("TIME", .right),
            ("ELEV", .right), ("MOOD", .right), (metric.rawValue.uppercased(), .left),
        ])
        let maximum = self.maximum
        let values = weeks.map { $0.value(of: metric) }
        table.fill = TextTable.Fill(column: 7, minimum: 6, maximum: 24) { row, width in
            TextBar.bar(values[row], maximum: maximum, width: width)
        }
        table.dropOrder = [6, 5, 2]
        for (index, week) in weeks.enumerated() {
            // Empty weeks read as dashes, so the weeks with activities stand out.
            let empty = week.activities == 0
            table.append([
                index == selectedIndex ? "▶" : "", label(index), String(week.activities),
                empty ? "-" : distance(week.distance), empty ? "-" : formatter.totalDuration(week.duration),
                empty ? "-" : formatter.elevation(week.elevation),
                week.moodAverage.map { String(printf: "%.1f", $0) } ?? "",
                "",
            ], color: index == selectedIndex ? .selected : empty ? .secondary : nil)
        }
        text += table.render(width: terminal.columns, palette: palette)
        if !hasActivities {
            text += "\n" + TerminalText.wrap("No activities in these weeks. Record one with: tracker add --distance 5 --duration 30m", width: terminal.columns, indent: 2) + "\n"
        }
        return text
    }

    /// Over every sport, one line per family in the selected week (when more than one is, or a
    /// family has goals), each followed by the progress toward that family's own goals, its
    /// gauge shortened to fit `width` columns.
    func familyLines(_ formatter: DisplayFormatter, width: Int = 80, palette: ANSIPalette? = nil) -> String {
        guard scope == .allSports else { return "" }
        let week = selected
        let familyGoals = familyGoalProgress(selectedIndex)
        var families = week.families.map(\.family)
        for (family, _) in familyGoals where !families.contains(family) { families.append(family) }
        families.sort { FamilyTotals.order($0) < FamilyTotals.order($1) }
        guard families.count > 1 || !familyGoals.isEmpty else { return "" }
        let rows = families.map { family -> [String] in
            let line = week.totals(of: family)
            return [
                family.displayName, formatter.distance(line.distance, family: family), formatter.totalDuration(line.duration),
                formatter.elevation(line.elevation), line.activities.counted("activity", "activities"),
            ]
        }
        // Names to the left, figures to the right, so the columns line up.
        let widths = (0..<5).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var text = ""
        for (family, row) in zip(families, rows) {
            let cells = row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == 4 ? cell + pad : pad + cell
            }
            // The last column is padded on the left only when it is shorter: no trailing spaces.
            text += "  " + cells.joinedText(separator: "   ").trimmingTrailingSpaces + "\n"
            if let progress = familyGoals.first(where: { $0.family == family })?.progress {
                text += GoalProgress.lines(progress, formatter: formatter, family: family, width: width - 4, palette: palette).map { "    " + $0 + "\n" }.joined()
            }
        }
        return text
    }

    /// What the headline's week is: the newest window, or how far back the selection is.
    var selectedCaption: String { caption(selectedIndex) }

    /// What week `index` is: the newest window, or how far back it lies.
    func caption(_ index: Int) -> String {
        let weeksAgo = weeks.count - 1 - index
        switch (weeksAgo, mode) {
        case (0, .rolling): return "LAST 7 DAYS"
        case (0, .calendar): return "THIS WEEK"
        case (1, _): return "1 WEEK AGO"
        default: return "\(weeksAgo) WEEKS AGO"
        }
    }

    /// A value of `metric` for people: `42.30 km`, `4h 12m`, `+812 m`; a distance of `family`
    /// in its own unit (`2000 m` for swims).
    static func value(_ value: Double, metric: WeekMetric, formatter: DisplayFormatter, family: ActivityFamily? = nil) -> String {
        switch metric {
        case .distance: return family.map { formatter.distance(value, family: $0) } ?? formatter.distance(value)
        case .duration: return formatter.totalDuration(value)
        case .elevation: return formatter.elevation(value)
        }
    }
}

extension WeeklyGoals {
    /// `{"distance_m": 50000, ...}` with only the goals that are set.
    var json: JSONValue {
        var fields: [(String, JSONValue)] = []
        if let distance { fields.append(("distance_m", .number(distance))) }
        if let duration { fields.append(("duration_s", .number(duration))) }
        if let elevation { fields.append(("elevation_m", .number(elevation))) }
        return .object(fields)
    }
}

extension GoalProgress {
    /// One aligned line per goal, at most `width` columns, the gauge shortened to fit:
    /// `Distance goal   42.30 km of 50.00 km   85%  ████████░░░░`. A goal met is green. A goal
    /// of one `family` gives its distances in that family's unit (metres or yards for swims).
    static func lines(
        _ progress: [GoalProgress], formatter: DisplayFormatter, family: ActivityFamily? = nil, width: Int = 78, palette: ANSIPalette? = nil
    ) -> [String] {
        lines(progress.map { goal in
            ("\(goal.metric.rawValue.prefix(1).uppercased() + goal.metric.rawValue.dropFirst()) goal", goal, family)
        }, formatter: formatter, width: width, palette: palette)
    }

    /// `lines` of goals each with its own label and family (`2026 run distance`), aligned together.
    static func lines(
        _ rows: [(label: String, progress: GoalProgress, family: ActivityFamily?)], formatter: DisplayFormatter, width: Int, palette: ANSIPalette?
    ) -> [String] {
        let progress = rows.map(\.progress)
        let cells = rows.map { row -> (String, String) in
            let goal = row.progress
            let achieved = WeeklyReport.value(goal.achieved, metric: goal.metric, formatter: formatter, family: row.family)
            let target = WeeklyReport.value(goal.target, metric: goal.metric, formatter: formatter, family: row.family)
            return (row.label, "\(achieved) of \(target)")
        }
        let nameWidth = cells.map(\.0.count).max() ?? 0
        let valueWidth = cells.map(\.1.count).max() ?? 0
        // Under 5 columns a gauge says nothing the percentage does not: it goes, so the line fits.
        let room = width - (nameWidth + 2 + valueWidth + 1 + 5 + 2)
        let gaugeWidth = room < 5 ? 0 : min(20, room)
        return zip(progress, cells).map { goal, cell in
            let percent = Percent.text(goal.fraction)
            let paddedPercent = String(repeating: " ", count: max(0, 5 - percent.count)) + percent
            let met = goal.fraction >= 1
            let line = cell.0.paddedWithSpaces(to: nameWidth) + "  "
                + cell.1.paddedWithSpaces(to: valueWidth) + " "
                + (met ? palette?.paint(paddedPercent, .goalMet) ?? paddedPercent : paddedPercent)
            guard gaugeWidth > 0 else { return line }
            let gauge = TextBar.gauge(goal.fraction, width: gaugeWidth)
            return line + "  " + (palette?.paint(gauge, met ? .goalMet : .bar) ?? gauge)
        }
    }
}
