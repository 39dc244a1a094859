import TrackerCore
import TrackerTime

/// The options `months`, `years` and `calendar` share: the year and the activity types.
enum PeriodOptions {
    /// Four digits, as every `--year` takes them.
    static let yearNumber = WholeNumber(AcceptedDates.firstDay.year...9998, noun: "a year", hint: "use four digits from \(AcceptedDates.firstDay.year), such as 2026", digits: 4)
    static let year = Option<Int?>(
        "year", value: "YYYY", help: "The calendar year, in local time (default: the current year).", number: yearNumber)
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp, kind: .repeatedValue, completion: ActivityTypeFilter.completion)

    /// The types `--type` selects (every one when left out).
    static func types(_ arguments: ParsedArguments) throws -> [ActivityType] {
        try arguments.parseAll(type, as: ActivityTypeFilter.self).types
    }

    /// The as-of moment (`--as-of`, else now) and the year `--year` names, else the as-of moment's.
    static func yearAndAsOf(_ arguments: ParsedArguments, context: CommandContext) throws -> (year: Int, asOf: AsOf) {
        let asOf = try arguments.parse(WindowOptions.asOf) { try WindowOptions.parseAsOf($0, clock: context.clock) } ?? context.clock.asOf
        let year = try arguments.declares(Self.year) ? arguments.parse(Self.year) : nil
        return (year ?? asOf.lastDay.year, asOf)
    }

    /// The activities' range of `year` in local time (`list --year`), which --since and --until do not combine with.
    /// - Throws: `UsageError` when either is given too.
    static func range(of year: Int, within given: DateRangeOptions.Range, _ arguments: ParsedArguments, clock: Clock) throws -> DateRangeOptions.Range {
        guard given.from == nil, given.until == nil else {
            throw UsageError.invalid("--year is a range of its own; give it, or --since and --until, not both")
        }
        let windows = PeriodWindows(.year, from: PeriodWindows.first(year: year, month: 1), through: PeriodWindows.first(year: year, month: 1), asOf: clock.asOf)
        var range = given
        range.from = windows.boundaries[0]
        range.until = windows.boundaries[1]
        return range
    }

    /// `Runs` or `Rides, Runs` for a heading, nothing for every type.
    static func scope(_ arguments: ParsedArguments) -> String {
        let values = arguments.values(type)
        return values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")"
    }
}
