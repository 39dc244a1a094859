#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where counting stops, and the time zone its days and weeks are read in. The two travel
/// together from `TRACKER_NOW`, `TZ` and `--as-of` to every weekly view, the summary and the
/// mood chart, so no layer pairs an instant with some other zone.
public struct AsOf: Equatable, Sendable {
    /// Counting stops here: nothing at or after it is counted.
    public let instant: Date
    public let timeZone: Zone

    public init(_ instant: Date, timeZone: Zone) {
        self.instant = instant
        self.timeZone = timeZone
    }

    /// The as-of instant in whole Unix seconds, rounded up: for whole-second activity starts
    /// `s < T` and `s < ceil(T)` are the same test.
    public var seconds: Int64 { Int64(instant.timeIntervalSince1970.rounded(.up)) }

    /// The last counted day: the local day of the last whole second before the as-of instant.
    /// At a local midnight that is the day just ended (`--as-of 2026-11-29` counts all of the 29th).
    public var lastDay: LocalDay {
        LocalDay(date: Date(timeIntervalSince1970: TimeInterval(seconds - 1)), timeZone: timeZone)
    }

    /// `count` days (at least 1) ending with the last counted day: the days of the mood chart,
    /// which never reach past today.
    public func daysEndingOnLastDay(count: Int) -> ClosedRange<LocalDay> {
        let last = lastDay
        return last.adding(days: 1 - max(1, count))...last
    }
}
