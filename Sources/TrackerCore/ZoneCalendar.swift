#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Local days and clock times in one zone: plain arithmetic for a zone with one offset (UTC),
/// the Gregorian calendar otherwise. Making a `Calendar` loads the system's zone through ICU
/// even when another zone is set, a share of a short command's start that UTC need not pay.
struct ZoneCalendar: Sendable {
    private let fixedOffset: Int64?
    private let calendar: Calendar?

    init(_ timeZone: TimeZone) {
        if let offset = timeZone.fixedOffset {
            fixedOffset = Int64(offset)
            calendar = nil
        } else {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            self.calendar = calendar
            fixedOffset = nil
        }
    }

    /// The local day holding the instant `seconds`.
    func day(_ seconds: Int64) -> LocalDay {
        if let fixedOffset {
            return LocalDay(daysSince1970: Int(Self.floorDivide(seconds + fixedOffset, 86_400)))
        }
        let parts = calendar?.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        return LocalDay(year: parts?.year ?? 1970, month: parts?.month ?? 1, day: parts?.day ?? 1) ?? LocalDay(daysSince1970: 0)
    }

    /// `hour`:00 local time on `day`; when DST skips that hour, the first instant after the gap.
    func instant(of day: LocalDay, hour: Int) -> Int64 {
        instant(of: day, hour: hour, minute: 0, second: 0) ?? 0
    }

    /// The instant of `day` at the local clock time of the instant `reference`, or `nil` when
    /// the calendar finds none.
    func instant(of day: LocalDay, clockOf reference: Int64) -> Int64? {
        if let fixedOffset {
            let secondsOfDay = reference + fixedOffset - Self.floorDivide(reference + fixedOffset, 86_400) * 86_400
            return Int64(day.daysSince1970) * 86_400 + secondsOfDay - fixedOffset
        }
        guard let clock = calendar?.dateComponents([.hour, .minute, .second], from: Date(timeIntervalSince1970: TimeInterval(reference))) else { return nil }
        return instant(of: day, hour: clock.hour ?? 0, minute: clock.minute ?? 0, second: clock.second ?? 0)
    }

    /// `hour`:`minute`:`second` local time on `day`, or `nil` when the calendar finds none; a time
    /// that DST skips moves past the gap, as `Calendar.date(from:)` moves it.
    func instant(of day: LocalDay, hour: Int, minute: Int, second: Int) -> Int64? {
        if let fixedOffset {
            return Int64(day.daysSince1970) * 86_400 + Int64(hour * 3600 + minute * 60 + second) - fixedOffset
        }
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second)
        return calendar?.date(from: components).map { Int64($0.timeIntervalSince1970.rounded(.down)) }
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }
}
