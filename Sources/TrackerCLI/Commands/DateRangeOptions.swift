import TrackerCore
import TrackerTime

/// `--since` and `--until`, as `list`, `export` and `moods` declare them, read as Unix-second
/// bounds [from, until) and as days.
struct DateRangeOptions {
    struct Range {
        var from: Int64?
        var until: Int64?
        var fromDay: LocalDay?
        var throughDay: LocalDay?
    }

    static let activities = DateRangeOptions(
        since: "Only activities starting on or after this date or time.",
        until: "Only activities starting on or before this date (the whole day) or time.")
    static let activitiesOrMoods = DateRangeOptions(
        since: "Only activities (or moods) on or after this date or time.",
        until: "Only activities (or moods) on or before this date (the whole day) or time.")
    static let moods = DateRangeOptions(since: "Only days on or after this date.", until: "Only days on or before this date.")

    let since: OptionSpec
    let until: OptionSpec

    private init(since: String, until: String) {
        self.since = OptionSpec("since", value: "when", help: since)
        self.until = OptionSpec("until", value: "when", help: until)
    }

    var specs: [OptionSpec] { [since, until] }

    func parse(_ arguments: ParsedArguments, clock: Clock) throws -> Range {
        let since = try arguments.parse(since) { try When(parsing: $0, clock: clock, allowingMonths: true) }
        let until = try arguments.parse(until) { try When(parsing: $0, clock: clock, allowingMonths: true) }
        var range = Range()
        if let since {
            range.from = Int64(since.lowerBound(clock: clock).timeIntervalSince1970.rounded(.down))
            range.fromDay = since.day
        }
        if let until {
            range.until = Int64(until.upperBound(clock: clock).timeIntervalSince1970.rounded(.down))
            range.throughDay = until.lastDay
        }
        if let from = range.from, let end = range.until, from >= end {
            throw UsageError.invalid("--since \(arguments.value(self.since) ?? "") must be before --until \(arguments.value(self.until) ?? "")")
        }
        return range
    }
}
