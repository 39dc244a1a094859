import TrackerCore
import TrackerTime

/// The activities a curve is drawn from: a range of start times and how it reads in a heading.
struct CurvePeriod: Equatable {
    var from: Int64?
    var until: Int64?
    var label: String

    /// Every activity.
    static let allTime = CurvePeriod(from: nil, until: nil, label: "all time")

    /// `--since`, `--until`, `--year` or `--last` of `curve` and `fitness`, else `fallback`.
    /// - Throws: `UsageError` for a malformed span or a mix of `--last` with the others.
    static func chosen(_ arguments: ParsedArguments, clock: Clock, fallback: CurvePeriod) throws -> CurvePeriod {
        var range = try DateRangeOptions.activities.parse(arguments, clock: clock)
        let year = try arguments.parse(PeriodOptions.year)
        if let span = arguments.value(last) {
            guard range.from == nil, range.until == nil, year == nil else {
                throw UsageError.invalid("--last is a period of its own; give it, or --since, --until and --year, not both")
            }
            return try Self.last(span, clock: clock)
        }
        if let year {
            range = try PeriodOptions.range(of: year, within: range, arguments, clock: clock)
            return CurvePeriod(from: range.from, until: range.until, label: "\(year)")
        }
        guard range.from != nil || range.until != nil else { return fallback }
        let since = arguments.value(DateRangeOptions.activities.since).map { "since \($0)" }
        let until = arguments.value(DateRangeOptions.activities.until).map { "until \($0)" }
        return CurvePeriod(from: range.from, until: range.until, label: [since, until].compactMap { $0 }.joined(separator: " "))
    }

    /// `--last 90d`: the days or weeks up to now.
    /// - Throws: `UsageError` naming the value and the accepted form.
    static func last(_ text: String, clock: Clock) throws -> CurvePeriod {
        let lowered = text.lowercased()
        guard let unit = lowered.last, unit == "d" || unit == "w", let count = Int(lowered.dropLast()), (1...36_500).contains(count) else {
            throw UsageError.invalidValue(option: "--last", ValueParseError(value: text, reason: "is not a span; use a number of days or weeks, such as 42d, 90d or 12w"))
        }
        let days = unit == "w" ? count * 7 : count
        let now = Int64(clock.now.timeIntervalSince1970.rounded(.down))
        return CurvePeriod(from: now - Int64(days) * 86_400, until: now + 1, label: "last \(count)\(unit)")
    }

    /// `--compare previous` (as long, just before) or `--compare 2025` (a calendar year).
    /// - Throws: `UsageError` for another value, or `previous` after an open period.
    func compared(with text: String, clock: Clock) throws -> CurvePeriod {
        if text.lowercased() == "previous" {
            guard let from, let until else {
                throw UsageError.invalid("--compare previous needs a period with both ends (--last, --year, or --since and --until)")
            }
            return CurvePeriod(from: from - (until - from), until: from, label: "the period before")
        }
        guard text.count == 4, let year = Int(text), (AcceptedDates.firstDay.year...9998).contains(year) else {
            throw UsageError.invalidValue(option: "--compare", ValueParseError(value: text, reason: "is not a period to compare with; use previous or a year such as 2025"))
        }
        let windows = PeriodWindows(.year, from: PeriodWindows.first(year: year, month: 1), through: PeriodWindows.first(year: year, month: 1), asOf: clock.asOf)
        return CurvePeriod(from: windows.boundaries[0], until: windows.boundaries[1], label: "\(year)")
    }

    static let last = OptionSpec("last", value: "span", help: "The days or weeks up to now: 42d, 90d or 12w.")
    static let compare = OptionSpec("compare", value: "period", help: "A period to set beside it: previous (as long, just before) or a year (2025).")
}
