import Foundation

/// The current instant and the local time zone, passed in rather than read globally
/// so that commands and tests are reproducible (`TRACKER_NOW`, `TZ`).
public struct Clock: Sendable {
    public var now: Date
    public var timeZone: TimeZone

    public init(now: Date, timeZone: TimeZone) {
        self.now = now
        self.timeZone = timeZone
    }

    public var today: LocalDay { LocalDay(date: now, timeZone: timeZone) }
}
