#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

// The text and JSON of `tracker insights`.
extension InsightsCommand {
    /// Laid out for `width` columns: sentences wrap, and the table leaves out its DAYS column
    /// (the same for every question, and in the title) before it cuts anything.
    static func text(_ insights: MoodInsights, _ statistics: MoodStatistics, tags: [MoodTagComparison] = [], from first: LocalDay, through last: LocalDay, loads: DailyLoads, width: Int = Terminal.defaultColumns) -> String {
        guard statistics.days > 0 else {
            return "No moods recorded up to \(DisplayFormatter.shortDay(last)). Record today's with: tracker mood good\n"
        }
        var lines: [String] = []
        let level = insights.all.first?.interval?.level ?? MoodInsights.intervalLevel(familyErrorRate: MoodInsights.defaultFamilyErrorRate)
        lines.append("Mood and training, \(first.iso) to \(last.iso) (\(insights.previousDayLoad.count.counted("day")) with a mood; "
            + "intervals at \(percent(level)), together 95%):")
        func table(days: Bool) -> TextTable {
            var columns: [(String, TextTable.Alignment)] = [("QUESTION", .left), ("ESTIMATE", .right), ("INTERVAL", .left)]
            if days { columns.append(("DAYS", .right)) }
            var table = TextTable(columns + [("", .left)])
            for finding in insights.all {
                table.append([
                    subjectName(finding.subject), finding.estimate.map(decimal) ?? "-",
                    finding.interval.map { "\(decimal($0.lower)) to \(decimal($0.upper))" } ?? "-",
                ] + (days ? [String(finding.count)] : []) + [verdict(finding)])
            }
            return table
        }
        let full = table(days: true).render()
        if full.split(separator: "\n").allSatisfy({ TerminalText.width(String($0)) <= width }) {
            lines.append(full)
        } else {
            // Narrower: the day count goes (it is in the title), then the questions are cut.
            var narrow = table(days: false)
            narrow.truncatable = [0: 12]
            lines.append(narrow.render(width: width))
        }
        let said = insights.all.compactMap { $0.showsEffect ? $0.sentence : nil }
        if let short = insights.all.map(\.moreDaysNeeded).max(), short > 0 {
            lines.append("Not enough data yet for every question: about \(short) more \(short.plural("day with a mood is", "days with a mood are")) needed.")
        }
        lines += said
        if said.isEmpty, insights.all.allSatisfy(\.hasEnoughData) {
            lines.append("No clear link between your mood and training or weekday so far.")
        }
        if loads.activityCount == 0 {
            lines.append("No training load counted: every day is a rest day to this analysis.")
        }
        lines.append("")
        lines += statisticsLines(statistics)
        if !tags.isEmpty {
            lines.append("By tag, days with it against days without (0 terrible ... 3 excellent; days):")
            lines += tags.map { "  " + tagText($0) }
        }
        return lines.map { $0.contains("\n") ? $0 : TerminalText.wrap($0, width: width, indent: 2) }.joined(separator: "\n") + "\n"
    }

    static func statisticsLines(_ statistics: MoodStatistics) -> [String] {
        var lines = ["Moods: \(statistics.days.counted("day")) logged; current run \(statistics.currentRun), best run \(statistics.bestRun.counted("day")) in a row."]
        let counts = MoodLevel.allCases.reversed().map { level -> String in
            let count = statistics.countByLevel[level] ?? 0
            return "\(level.name) \(count) (\(Int((Double(count) / Double(max(statistics.days, 1)) * 100).rounded()))%)"
        }
        lines.append("Levels: " + counts.joined(separator: ", ") + ".")
        let weekdays = statistics.averageByWeekday.enumerated().map { index, average in
            "\(LocalDay.weekdayAbbreviations[index]) \(average.map(level) ?? "-")"
        }
        lines.append("By weekday (0 terrible ... 3 excellent): " + weekdays.joined(separator: ", ") + ".")
        let months = statistics.averageByMonth.suffix(12).map { month in
            "\(LocalDay.monthAbbreviations[(month.month - 1) % 12]) \(month.year) \(level(month.average)) (\(month.days))"
        }
        lines.append("By month (days), last \(months.count): " + months.joined(separator: ", ") + ".")
        return lines
    }


    /// `friends 2.4 (31) vs 1.8 without (220), +0.6`.
    static func tagText(_ comparison: MoodTagComparison) -> String {
        func side(_ average: Double?, _ days: Int) -> String { "\(average.map(level) ?? "-") (\(days))" }
        let difference = comparison.difference.map { ", " + ($0 >= 0.05 ? "+" : "") + level($0).replacing("-0.0", with: "0.0") } ?? ""
        return "\(comparison.tag) \(side(comparison.taggedAverage, comparison.taggedDays)) vs \(side(comparison.otherAverage, comparison.otherDays)) without\(difference)"
    }

    static func subjectName(_ subject: Finding.Subject) -> String {
        switch subject {
        case .previousDayLoad: return "Previous day's load"
        case .form: return "Form"
        case .trainingDays: return "Training vs rest days"
        case .weekday(let day): return "\(LocalDay.weekdayAbbreviations[(day - 1) % 7]) vs other days"
        }
    }

    /// The finding in a few words: the effect's direction, no clear effect, or how many days are missing.
    static func verdict(_ finding: Finding) -> String {
        if !finding.hasEnoughData { return "needs \(finding.moreDaysNeeded) more \(finding.moreDaysNeeded.plural("day"))" }
        guard finding.showsEffect else { return "no clear effect" }
        return finding.direction < 0 ? "lower mood" : "higher mood"
    }

    static func json(_ insights: MoodInsights, _ statistics: MoodStatistics, tags: [MoodTagComparison] = [], from first: LocalDay, through last: LocalDay) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .number(($0 * 1000).rounded() / 1000) } ?? .null }
        let findings = insights.all.map { finding -> JSONValue in
            .object([
                ("question", .string(key(finding.subject))),
                ("estimate", number(finding.estimate)),
                ("lower", number(finding.interval?.lower)),
                ("upper", number(finding.interval?.upper)),
                ("level", number(finding.interval?.level)),
                ("days", .integer(Int64(finding.count))),
                ("more_days_needed", .integer(Int64(finding.moreDaysNeeded))),
                ("shows_effect", .bool(finding.showsEffect)),
                ("sentence", .optional(finding.sentence)),
            ])
        }
        return .object([
            ("from", .string(first.iso)),
            ("through", .string(last.iso)),
            ("findings", .array(findings)),
            ("statistics", .object([
                ("days", .integer(Int64(statistics.days))),
                ("levels", .object(MoodLevel.allCases.map { ($0.name, .integer(Int64(statistics.countByLevel[$0] ?? 0))) })),
                ("weekday_averages", .array(statistics.averageByWeekday.map(number))),
                ("month_averages", .array(statistics.averageByMonth.map { month in
                    .object([("year", .integer(Int64(month.year))), ("month", .integer(Int64(month.month))),
                             ("days", .integer(Int64(month.days))), ("average", number(month.average))])
                })),
                ("current_run", .integer(Int64(statistics.currentRun))),
                ("best_run", .integer(Int64(statistics.bestRun))),
            ])),
            ("tags", .array(tags.map { comparison in
                .object([
                    ("tag", .string(comparison.tag)),
                    ("days", .integer(Int64(comparison.taggedDays))),
                    ("average", number(comparison.taggedAverage)),
                    ("other_days", .integer(Int64(comparison.otherDays))),
                    ("other_average", number(comparison.otherAverage)),
                    ("difference", number(comparison.difference)),
                ])
            })),
        ])
    }

    static func key(_ subject: Finding.Subject) -> String {
        switch subject {
        case .previousDayLoad: return "previous_day_load"
        case .form: return "form"
        case .trainingDays: return "training_days"
        case .weekday(let day): return "weekday_\(day)"
        }
    }

    static func decimal(_ value: Double) -> String {
        String(printf: "%.2f", value).replacing("-0.00", with: "0.00")
    }

    static func level(_ value: Double) -> String { String(printf: "%.1f", value) }

    static func percent(_ level: Double) -> String {
        let value = (level * 1000).rounded() / 10
        return (value == value.rounded() ? String(Int(value)) : String(value)) + "%"
    }
}
