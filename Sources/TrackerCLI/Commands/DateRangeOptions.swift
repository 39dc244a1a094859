import TrackerCore

/// `--since` and `--until` as Unix-second bounds [from, until).
enum DateRangeOptions {
    struct Range {
        var from: Int64?
        var until: Int64?
        var fromDay: LocalDay?
        var throughDay: LocalDay?
    }

    static func parse(_ arguments: ParsedArguments, clock: Clock) throws -> Range {
        let since = try arguments.parse("since") { try When(parsing: $0, clock: clock) }
        let until = try arguments.parse("until") { try When(parsing: $0, clock: clock) }
        var range = Range()
        if let since {
            range.from = Int64(since.lowerBound(clock: clock).timeIntervalSince1970.rounded(.down))
            range.fromDay = since.day
        }
        if let until {
            range.until = Int64(until.upperBound(clock: clock).timeIntervalSince1970.rounded(.down))
            range.throughDay = until.day
        }
        if let from = range.from, let end = range.until, from >= end {
            throw UsageError.invalid("--since must be before --until")
        }
        return range
    }
}
