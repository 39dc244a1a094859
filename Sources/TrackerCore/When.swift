#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// A point in time as a person types it: a whole day (`2026-11-29`, `yesterday`, `monday`,
/// `-3d`, `Nov 20`), a moment (`yesterday 7am`, `2026-11-29T7:30`, ISO 8601 with an offset,
/// `now`), or, where a range is meant, a whole month (`2024-12`, `Nov 2025`). The forms are
/// listed once, in `When.forms`, which the error and docs/REFERENCE.md repeat.
public enum When: Equatable, Sendable {
    /// A whole calendar day in the local zone.
    case day(LocalDay)
    /// One instant, with the offset it was given in (or the local zone's).
    case instant(LocalInstant)
    /// A whole calendar month in the local zone, named by its first day.
    case month(LocalDay)

    /// The hour a day given without a time stands for as an activity's start: noon, which no
    /// zone's clock change skips, and which keeps the activity on its day in any nearby zone.
    public static let defaultHour = 12

    /// The forms accepted, as the error lists them.
    public static let forms = "YYYY-MM-DD, today, yesterday, a weekday (monday, last fri), -3d or 2w (ago), Nov 20 or 20 Nov, "
        + "a time alone or after a day (7:30, 7am, yesterday 7am, 2026-11-20T7:30), ISO 8601 with Z or an offset, or now"

    static let hint = "is not a date; use " + forms
    static let monthsHint = "is not a date; use " + forms + ", or a month (2024-12, Nov 2025)"

    /// Parses the forms above; local times are read in `clock.timeZone`.
    /// - Parameter allowingMonths: whether a month is accepted (a range's bound, `--as-of`); where
    ///   it is not, `2024-12` is refused with a reason that says a day is needed.
    /// - Throws: `ValueParseError` naming the text and the forms accepted.
    public init(parsing text: String, clock: Clock, allowingMonths: Bool = false) throws {
        let trimmed = text.trimmingSpaces()
        if let day = LocalDay(iso: trimmed) {
            self = .day(day)
            return
        }
        if let instant = try When.parseDateTime(trimmed, timeZone: clock.timeZone) {
            self = .instant(instant)
            return
        }
        let hint = allowingMonths ? When.monthsHint : When.hint
        guard let parsed = try When.parsePhrase(trimmed, original: text, clock: clock) else {
            throw ValueParseError(value: text, reason: hint)
        }
        if case .month = parsed, !allowingMonths {
            throw ValueParseError(value: text, reason: "is a month; this option takes a day or a time (\(When.forms))")
        }
        self = parsed
    }

    /// The instant an activity recorded at this time starts. A day other than today takes
    /// `defaultHour` (so `--date yesterday` is yesterday at 12:00, whatever the clock says now);
    /// today is now itself, as leaving out `--date` is. A month takes its first day's.
    public func activityStart(clock: Clock) -> LocalInstant {
        switch self {
        case .instant(let instant):
            return instant
        case .day(let day), .month(let day):
            let now = LocalInstant(date: clock.now, timeZone: clock.timeZone)
            if case .day = self, day == now.localDay { return now }
            let seconds = ZoneCalendar(clock.timeZone).instant(of: day, hour: When.defaultHour)
            return LocalInstant(secondsSince1970: seconds, utcOffset: clock.timeZone.secondsFromGMT(at: seconds))
        }
    }

    /// Whether the start is a default rather than a time the person gave: a day other than today.
    public func startsAtDefaultHour(clock: Clock) -> Bool {
        switch self {
        case .instant: return false
        case .month: return true
        case .day(let day): return day != clock.today
        }
    }

    /// The first instant this value covers (a day's or a month's first local midnight).
    public func lowerBound(clock: Clock) -> Date {
        switch self {
        case .instant(let instant): return instant.date
        case .day(let day), .month(let day): return day.instant(in: clock.timeZone)
        }
    }

    /// The instant just after this value: the next local midnight for a day or a month's last
    /// day, so `--until 2026-11-29` includes the whole of that day and `--until 2024-12` all of December.
    public func upperBound(clock: Clock) -> Date {
        switch self {
        case .instant(let instant): return instant.date.addingTimeInterval(1)
        case .day, .month: return lastDay.adding(days: 1).instant(in: clock.timeZone)
        }
    }

    /// The calendar day this value names: a day itself, a month's first day, or an instant's day
    /// in its own offset.
    public var day: LocalDay {
        switch self {
        case .day(let day), .month(let day): return day
        case .instant(let instant): return LocalDay(date: instant.date, timeZone: instant.timeZone)
        }
    }

    /// The last calendar day this value covers: a month's last day, else `day`.
    public var lastDay: LocalDay {
        guard case .month(let first) = self else { return day }
        return first.adding(days: LocalDay.daysIn(month: first.month, year: first.year) - 1)
    }

    // MARK: - Private

    /// `YYYY-MM-DD[T ]HH:MM[:SS][Z|±HH:MM|±HHMM]`, or nil when the text is not one.
    ///
    /// A local time that the zone skips (the hour clocks jump over when daylight saving time
    /// starts) is refused rather than moved: it names no instant. One that happens twice (the
    /// hour repeated when it ends) is the first of the two; an offset picks the other.
    /// - Throws: `ValueParseError` for a skipped local time.
    static func parseDateTime(_ text: String, timeZone: Zone) throws -> LocalInstant? {
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
    static func skippedReason(day: LocalDay, timeZone: Zone) -> String {
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
