#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore
import TrackerReport
import TrackerStore
import TrackerTime

extension ReportPage {
    /// How many days the report's mood chart shows: four weeks, ending on the last counted day,
    /// like `tracker chart mood --days 28`.
    static let moodDayCount = 28

    /// The page of `report` (the weeks, their selection and goals), `summary` and the moods of
    /// the last four weeks, in the display units of `formatter`. Each metric gets its own
    /// graph from the same weeks, so the page can switch between them.
    static func build(
        report: WeeklyReport, summary: TrainingSummary, moods: [Mood], formatter: DisplayFormatter,
        interpolation: Interpolation, theme: PageTheme
    ) -> ReportPage {
        var charts: [WeekMetric: ActivityChart] = [:]
        for metric in WeekMetric.allCases {
            var options = report.options
            options.metric = metric
            let metricReport = WeeklyReport(options: options, windows: report.windows, weeks: report.weeks, goals: report.sportGoals)
            charts[metric] = metricReport.activityChart(formatter, title: nil, interpolation: interpolation)
        }
        let rings = report.hasGoals ? try? report.ringsChart(formatter, title: nil) : nil
        let (mood, moodDays) = moodChart(moods, asOf: report.options.asOf)
        return ReportPage(
            title: "Training report", subtitle: subtitle(report, formatter: formatter),
            theme: theme, weeks: weeks(report, formatter: formatter), selected: report.selectedIndex, metric: report.metric,
            activityCharts: charts, spanTitle: report.spanTitle, rings: rings,
            ringsNote: "No weekly goals are set. Set them with: tracker goal --distance 50km --duration 5h --elevation 500m",
            mood: mood, moodDays: moodDays, summary: summaryRows(summary, formatter: formatter))
    }

    /// The weeks of `report` as the headline and the table show them.
    static func weeks(_ report: WeeklyReport, formatter: DisplayFormatter) -> [Week] {
        report.weeks.indices.map { index in
            let week = report.weeks[index]
            return Week(
                label: report.label(index), caption: report.caption(index), distance: formatter.distance(week.distance),
                duration: formatter.totalDuration(week.duration), elevation: formatter.elevation(week.elevation),
                activities: week.activities, mood: week.moodAverage.map { String(printf: "%.1f", $0) } ?? "")
        }
    }

    /// `As of Sun 29 Nov 2026 10:00 · all activities`: the moment and what is counted.
    static func subtitle(_ report: WeeklyReport, formatter: DisplayFormatter) -> String {
        var scope = "all activities"
        if !report.options.typeFilters.isEmpty { scope = report.options.typeFilters.map(\.name).joined(separator: ", ") + " only" }
        return "As of \(TrainingSummary.asOfText(report, formatter: formatter)) · \(scope)"
    }

    /// The mood chart of the `count` days ending on the last counted day (never a future one),
    /// and the days in it that have a mood, with their notes.
    static func moodChart(_ moods: [Mood], asOf: AsOf, count: Int = moodDayCount, title: String = "Last 4 weeks") -> (MoodChart, [MoodDay]) {
        let range = asOf.daysEndingOnLastDay(count: count)
        let days = (0..<count).map { range.lowerBound.adding(days: $0) }
        var byDay: [LocalDay: Mood] = [:]
        for mood in moods where byDay[mood.day] == nil { byDay[mood.day] = mood }
        let chart = MoodChart(
            days: days, levels: days.map { byDay[$0]?.level }, title: title,
            subtitle: WeekAxis.rangeLabel(first: range.lowerBound, last: range.upperBound),
            emptyNote: byDay.isEmpty ? "No moods recorded in these \(count) days. Record today's with: tracker mood good" : nil)
        let moodDays = days.indices.compactMap { index in
            byDay[days[index]].map { MoodDay(index: index, label: DisplayFormatter.shortDay($0.day), level: $0.level, note: $0.note) }
        }
        return (chart, moodDays)
    }

    /// The summary's lines as `tracker summary` words them, without terminal escapes: the page
    /// escapes user text itself.
    static func summaryRows(_ summary: TrainingSummary, formatter: DisplayFormatter) -> [SummaryRow] {
        func totals(_ totals: WeekTotals) -> String {
            "\(formatter.distance(totals.distance)) · \(formatter.totalDuration(totals.duration)) · \(formatter.elevation(totals.elevation)) · \(totals.activities.counted("activity", "activities"))"
        }
        var rows = [
            SummaryRow("This week", totals(summary.thisWeek)),
            SummaryRow("Last \(summary.report.weeks.count) weeks", totals(summary.span)),
            SummaryRow("Year to date", totals(summary.yearToDate)),
            SummaryRow("All time", totals(summary.allTime)),
            SummaryRow("Streak", "\(summary.streaks.current.counted("week")) now, best \(summary.streaks.best.counted("week"))", detail: "7-day windows with an activity"),
        ]
        if let longest = summary.longest {
            var parts = [longest.type.displayName, formatter.distance(longest.distance), formatter.clockDuration(longest.duration), formatter.dateTime(longest.start)]
            if let name = longest.name, !name.isEmpty { parts.append(name) }
            rows.append(SummaryRow("Longest", parts.joined(separator: " · ")))
        }
        rows.append(SummaryRow("Mood", summary.moodLine))
        // The explanation without the parentheses it has in the terminal, where it follows the line.
        let explanation = summary.correlationExplanation.map { String($0.dropFirst().dropLast()) }
        rows.append(SummaryRow("Mood and load", summary.correlationLine, detail: explanation))
        return rows
    }
}
