import Foundation
import TrackerCore

/// The weekly-window options `weeks`, `goal` and `chart` share: declared once, parsed once,
/// so every weekly view reads them the same way.
enum WindowOptions {
    static let weeks = OptionSpec("weeks", value: "n", help: "How many weeks to show, 1 to 520. Default: 12.")
    static let calendar = OptionSpec("calendar", help: "Calendar weeks in local time (the newest may be partial) instead of 7-day windows counted back from now.")
    static let weekStart = OptionSpec("week-start", value: "day", help: "First day of a calendar week: monday (ISO 8601, the default) or sunday.", completion: .list(WeekStart.allCases.map(\.rawValue)))
    static let asOf = OptionSpec("as-of", value: "when", help: "Count up to this moment instead of now: YYYY-MM-DD (the end of that day), YYYY-MM-DDTHH:MM or ISO 8601.")
    static let type = OptionSpec("type", short: "t", value: "type", help: "Only this activity type; repeat for several.", kind: .repeatedValue, completion: .list(ActivityOptions.typeNames))
    static let metric = OptionSpec("metric", value: "metric", help: "What the bars and the best week measure: distance (default), duration or elevation.", completion: .list(WeekMetric.allCases.map(\.rawValue)))
    static let week = OptionSpec("week", value: "k", help: "The selected week, counted back from the newest: 0 (default) is the newest, 1 the one before.")

    /// Every shared option, in help order.
    static let specs: [OptionSpec] = [weeks, calendar, weekStart, asOf, type, metric, week]

    /// Reads whichever of the shared options `arguments` was declared with; the rest keep their defaults.
    /// - Throws: `UsageError` naming the option and what it accepts.
    static func parse(_ arguments: ParsedArguments, clock: Clock) throws -> WeeklyReportOptions {
        var options = WeeklyReportOptions(asOf: clock.now)
        if let asOf = try arguments.parse(asOf.name, { try parseAsOf($0, clock: clock) }) { options.asOf = asOf }
        if arguments.flag(calendar.name) { options.mode = .calendar }
        if let start = try arguments.parse(weekStart.name, parseWeekStart) {
            guard options.mode == .calendar else {
                throw UsageError.invalid("--week-start applies to calendar weeks; add --calendar")
            }
            options.weekStart = start
        }
        if let count = try arguments.parse(weeks.name, parseWeekCount) { options.weekCount = count }
        options.types = try arguments.parseAll(type.name, ActivityOptions.parseType)
        if let metric = try arguments.parse(metric.name, parseMetric) { options.metric = metric }
        if let selected = try arguments.parse(week.name, parseWeekIndex) {
            guard selected < options.weekCount else {
                throw UsageError.invalidValue(option: "--week", ValueParseError(
                    value: String(selected), reason: "is beyond the \(options.weekCount) weeks shown; use 0 to \(options.weekCount - 1)"))
            }
            options.selectedWeeksAgo = selected
        }
        return options
    }

    /// A day means the end of that day, so `--as-of 2026-11-29` counts all of the 29th;
    /// an instant is taken as given.
    static func parseAsOf(_ text: String, clock: Clock) throws -> Date {
        let when = try When(parsing: text, clock: clock)
        // Nothing is stored before the first accepted day, so no report can start earlier.
        guard when.day >= AcceptedDates.firstDay else {
            throw ValueParseError(value: text, reason: AcceptedDates.Problem.beforeFirstDay.reason)
        }
        switch when {
        case .day: return when.upperBound(clock: clock)
        case .instant(let instant): return instant.date
        }
    }

    static func parseWeekStart(_ text: String) throws -> WeekStart {
        guard let start = WeekStart(rawValue: text.lowercased()) else {
            throw ValueParseError(value: text, reason: "is not a week start; use \(WeekStart.acceptedList)")
        }
        return start
    }

    static func parseWeekCount(_ text: String) throws -> Int {
        let range = WeeklyReportOptions.weekCountRange
        guard let count = Int(text), range.contains(count) else {
            throw ValueParseError(value: text, reason: "is not a number of weeks; use a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return count
    }

    static func parseMetric(_ text: String) throws -> WeekMetric {
        guard let metric = WeekMetric(rawValue: text.lowercased()) else {
            throw ValueParseError(value: text, reason: "is not a metric; use \(WeekMetric.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return metric
    }

    static func parseWeekIndex(_ text: String) throws -> Int {
        guard let index = Int(text), index >= 0 else {
            throw ValueParseError(value: text, reason: "is not a week; use 0 for the newest, 1 for the one before, and so on")
        }
        return index
    }
}
