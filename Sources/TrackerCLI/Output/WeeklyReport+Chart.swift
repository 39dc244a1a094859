#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCharts
import TrackerCore

extension WeeklyReport {
    /// The activity graph of this report: the same weeks, selection and best week as
    /// `tracker weeks`, values converted to the display units.
    func activityChart(_ formatter: DisplayFormatter, title: String?, interpolation: Interpolation) -> ActivityChart {
        let chartWeeks = weeks.indices.map { index in
            ActivityChart.Week(
                first: windows.labelDays(index).lowerBound, last: windows.labelDays(index).upperBound,
                value: formatter.number(weeks[index].value(of: metric), of: metric))
        }
        let week = selected
        let best = bestIndex.map { Self.value(weeks[$0].value(of: metric), metric: metric, formatter: formatter) } ?? "-"
        let scope = options.typeFilters.isEmpty ? "activities" : options.typeFilters.map(\.name).joined(separator: " or ") + " activities"
        return ActivityChart(
            weeks: chartWeeks, selected: selectedIndex, headline: headline,
            figures: [
                Figure("Distance", formatter.distance(week.distance)),
                Figure("Time", formatter.totalDuration(week.duration)),
                Figure("Elevation", formatter.elevation(week.elevation)),
            ],
            summaryCaption: spanTitle, summary: Figure("Best week", best),
            unit: formatter.unitSymbol(of: metric),
            emptyNote: hasActivities ? nil : "No \(scope) in the \(spanTitle.lowercased())",
            title: title, interpolation: interpolation)
    }

    /// The rings of the selected week's progress toward each goal that applies: the report's
    /// own (all-sport, or its family's), then each family's (`Run distance`), each coloured by
    /// what it measures.
    /// - Throws: `RuntimeError` saying how to set goals when none is.
    func ringsChart(_ formatter: DisplayFormatter, title: String?) throws -> RingsChart {
        guard hasGoals else {
            let family = scope.family.map { " --type \($0.rawValue)" } ?? ""
            throw RuntimeError("no weekly goals are set\(scope.family.map { " for \($0.rawValue)" } ?? ""), so there are no rings to draw; set them with: tracker goal\(family) --distance 50km --duration 5h --elevation 500m")
        }
        func ring(_ progress: GoalProgress, family: ActivityFamily?) -> RingsChart.Ring {
            let name = ["Distance", "Time", "Elevation"][WeekMetric.allCases.firstIndex(of: progress.metric) ?? 0]
            return RingsChart.Ring(
                name: family.map { $0.rawValue.prefix(1).uppercased() + $0.rawValue.dropFirst() + " " + name.lowercased() } ?? name, metric: progress.metric,
                progress: progress.fraction,
                detail: "\(Self.plainValue(progress.achieved, metric: progress.metric, formatter: formatter, family: family)) / \(Self.plainValue(progress.target, metric: progress.metric, formatter: formatter, family: family))")
        }
        let rings = selectedGoalProgress.map { ring($0, family: scope.family) }
            + familyGoalProgress(selectedIndex).flatMap { family, progress in progress.map { ring($0, family: family) } }
        let scopeTitle = scope.family.map { "Weekly \($0.rawValue) goals" } ?? "Weekly goals"
        return RingsChart(rings: rings, title: title ?? scopeTitle, subtitle: "\(headline)  ·  \(selectedCaption)")
    }

    /// Like `value(_:metric:formatter:)` without the elevation's sign, for `value / goal`.
    static func plainValue(_ value: Double, metric: WeekMetric, formatter: DisplayFormatter, family: ActivityFamily? = nil) -> String {
        let text = Self.value(value, metric: metric, formatter: formatter, family: family)
        return metric == .elevation && text.hasPrefix("+") ? String(text.dropFirst()) : text
    }
}
