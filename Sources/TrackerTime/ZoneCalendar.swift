/// Local days and clock times in one zone, as arithmetic on the zone's offsets: no `Calendar`,
/// whose named zones need ICU. A time the zone skips (the hour clocks jump over) moves past the
/// gap and a time it repeats is the first of the two, as `Calendar.date(from:)` has them.
public struct ZoneCalendar: Sendable {
    private let zone: Zone

    public init(_ zone: Zone) {
        self.zone = zone
    }

    /// The local day holding the instant `seconds`.
    public func day(_ seconds: Int64) -> LocalDay {
        localInstant(seconds).localDay
    }

    /// `hour`:00 local time on `day`; when DST skips that hour, the first instant after the gap.
    public func instant(of day: LocalDay, hour: Int) -> Int64 {
        instant(of: day, hour: hour, minute: 0, second: 0)
    }

    /// The instant of `day` at the local clock time of the instant `reference`.
    public func instant(of day: LocalDay, clockOf reference: Int64) -> Int64 {
        instant(local: day.localSeconds(secondOfDay: localInstant(reference).localSecondOfDay))
    }

    /// `hour`:`minute`:`second` local time on `day`.
    public func instant(of day: LocalDay, hour: Int, minute: Int, second: Int) -> Int64 {
        instant(local: day.localSeconds(hour: hour, minute: minute, second: second))
    }

    /// The instant `seconds` at the offset the zone has then.
    private func localInstant(_ seconds: Int64) -> LocalInstant {
        LocalInstant(secondsSince1970: seconds, utcOffset: zone.secondsFromGMT(at: seconds))
    }

    /// The instant of the local wall-clock seconds `local`.
    private func instant(local: Int64) -> Int64 {
        switch zone.resolve(localSeconds: local) {
        case .unique(let instant), .repeated(let instant, _), .skipped(let instant): return instant
        }
    }
}
