#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The current instant and the local time zone, passed in rather than read globally
/// so that commands and tests are reproducible (`TRACKER_NOW`, `TZ`).
public struct Clock: Sendable {
    public var now: Date
    public var timeZone: Zone
    /// Where counting stops when a command is given no `--as-of`, when that is not `now`: a clock
    /// set to a whole day stands at its last second, and counts the whole of it.
    public var countingEnd: Date?

    public init(now: Date, timeZone: Zone, countingEnd: Date? = nil) {
        self.now = now
        self.timeZone = timeZone
        self.countingEnd = countingEnd
    }

    /// A clock at the end of `day`: now is its last second, and counting takes in all of it,
    /// as `--as-of` does with a day.
    public init(endOf day: LocalDay, timeZone: Zone) {
        let end = day.adding(days: 1).instant(in: timeZone)
        self.init(now: end.addingTimeInterval(-1), timeZone: timeZone, countingEnd: end)
    }

    public var today: LocalDay { LocalDay(date: now, timeZone: timeZone) }

    /// Where weekly views, the summary and the charts stop counting by default, with the zone.
    public var asOf: AsOf { AsOf(countingEnd ?? now, timeZone: timeZone) }
}
