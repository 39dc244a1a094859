#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// A point in time as a person types it: a whole day (`2026-11-29`, `today`,
/// `yesterday`, `tomorrow`) or a moment (`2026-11-29T07:30`, `2026-11-29T07:30:00+01:00`, `now`).
public enum When: Equatable, Sendable {
    /// A whole calendar day in the local zone.
    case day(LocalDay)
    /// One instant, with the offset it was given in (or the local zone's).
    case instant(LocalInstant)

    static let hint = "is not a date; use YYYY-MM-DD, YYYY-MM-DDTHH:MM[:SS] (local time), ISO 8601 with Z or an offset, today, yesterday, tomorrow or now"

    /// Parses the forms above; local times are read in `clock.timeZone`.
    public init(parsing text: String, clock: Clock) throws {
        let trimmed = text.trimmingSpaces()
        switch trimmed.lowercased() {
        case "today":
            self = .day(clock.today)
            return
        case "yesterday":
            self = .day(clock.today.adding(days: -1))
            return
        case "tomorrow":
            self = .day(clock.today.adding(days: 1))
            return
        case "now":
            self = .instant(LocalInstant(date: clock.now, timeZone: clock.timeZone))
            return
        default:
            break
        }
        if let day = LocalDay(iso: trimmed) {
            self = .day(day)
            return
        }
        guard let instant = try When.parseDateTime(trimmed, timeZone: clock.timeZone) else {
            throw ValueParseError(value: text, reason: When.hint)
        }
        self = .instant(instant)
    }

    /// The instant an activity recorded at this time starts. A whole day takes the
    /// current wall-clock time on that day, so `--date yesterday` means "this time yesterday".
    public func activityStart(clock: Clock) -> LocalInstant {
        switch self {
        case .instant(let instant):
            return instant
        case .day(let day):
            // Today is now itself: in the hour clocks repeat, the same clock time an hour earlier
            // would be the first of the two.
            let now = LocalInstant(date: clock.now, timeZone: clock.timeZone)
            if day == now.localDay { return now }
            let seconds = ZoneCalendar(clock.timeZone).instant(of: day, clockOf: now.secondsSince1970)
            return LocalInstant(secondsSince1970: seconds, utcOffset: clock.timeZone.secondsFromGMT(at: seconds))
        }
    }

    /// The first instant this value covers (a day's local midnight).
    public func lowerBound(clock: Clock) -> Date {
        switch self {
        case .instant(let instant): return instant.date
        case .day(let day): return day.instant(in: clock.timeZone)
        }
    }

    /// The instant just after this value: the next local midnight for a day, so
    /// `--until 2026-11-29` includes the whole of that day.
    public func upperBound(clock: Clock) -> Date {
        switch self {
        case .instant(let instant): return instant.date.addingTimeInterval(1)
        case .day(let day): return day.adding(days: 1).instant(in: clock.timeZone)
        }
    }

    /// The calendar day this value names: a day itself, or an instant's day in its own offset.
    public var day: LocalDay {
        switch self {
        case .day(let day): return day
        case .instant(let instant): return LocalDay(date: instant.date, timeZone: instant.timeZone)
        }
    }

    // MARK: - Private

    /// `YYYY-MM-DD[T ]HH:MM[:SS][Z|±HH:MM|±HHMM]`, or nil when the text is not one.
    ///
    /// A local time that the zone skips (the hour clocks jump over when daylight saving time
    /// starts) is refused rather than moved: it names no instant. One that happens twice (the
    /// hour repeated when it ends) is the first of the two; an offset picks the other.
    /// - Throws: `ValueParseError` for a skipped local time.
    private static func parseDateTime(_ text: String, timeZone: Zone) throws -> LocalInstant? {
        // Typed times are whole seconds: no fractions and no leap second.
        guard let parsed = ISO8601.parse(text), !parsed.hasFraction, parsed.second < 60 else { return nil }
        if let offset = parsed.offset {
            return LocalInstant(secondsSince1970: Int64(parsed.seconds.rounded(.down)), utcOffset: offset)
        }
        let local = parsed.day.localSeconds(hour: parsed.hour, minute: parsed.minute, second: parsed.second)
        switch timeZone.resolve(localSeconds: local) {
        case .unique(let seconds), .repeated(let seconds, _):
            return LocalInstant(secondsSince1970: seconds, utcOffset: timeZone.secondsFromGMT(at: seconds))
        case .skipped:
            throw ValueParseError(value: text, reason: When.skippedReason(day: parsed.day, timeZone: timeZone))
        }
    }

    /// Why a local time on `day` does not exist: the clocks' jump that night, as the zone has it.
    private static func skippedReason(day: LocalDay, timeZone: Zone) -> String {
        let calendar = ZoneCalendar(timeZone)
        let noon = calendar.instant(of: day, hour: 12)
        // The first instant of the day noon falls on (past the gap when the day itself is skipped).
        let start = calendar.instant(of: calendar.day(noon), hour: 0)
        let zone = timeZone.identifier
        guard let change = timeZone.nextTransition(after: start - 1), change < noon + 12 * 3600 else {
            return "does not exist in \(zone) (the clocks skip it); give another time or an offset such as +01:00"
        }
        let jump = timeZone.secondsFromGMT(at: change) - timeZone.secondsFromGMT(at: change - 1)
        if jump >= 86_400 {
            // Samoa and Tokelau moved across the date line at the end of 2011.
            return "does not exist in \(zone): the zone skipped that whole day; give another day or an offset"
        }
        let after = LocalInstant(secondsSince1970: change, utcOffset: timeZone.secondsFromGMT(at: change)).localSecondOfDay / 60
        let before = after - jump / 60
        func clock(_ minutes: Int) -> String {
            let wrapped = (minutes % 1440 + 1440) % 1440
            return String(printf: "%02d:%02d", wrapped / 60, wrapped % 60)
        }
        return "does not exist in \(zone): the clocks jump from \(clock(before)) to \(clock(before + jump / 60)) that night; give another time or an offset"
    }
}
