#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An instant together with the UTC offset in force where it happened.
///
/// A run at 07:30 in Lisbon keeps showing 07:30 after its owner flies to Tokyo,
/// because it is displayed in its own offset, not the viewer's zone.
public struct LocalInstant: Equatable, Hashable, Sendable, Comparable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    public var secondsSince1970: Int64
    /// Seconds east of UTC.
    public var utcOffset: Int

    public init(secondsSince1970: Int64, utcOffset: Int) {
        self.secondsSince1970 = secondsSince1970
        self.utcOffset = utcOffset
    }

    /// The instant `date` with the offset `timeZone` had at that instant.
    public init(date: Date, timeZone: Zone) {
        self.secondsSince1970 = Int64(date.timeIntervalSince1970.rounded(.down))
        self.utcOffset = timeZone.secondsFromGMT(at: secondsSince1970)
    }

    public var date: Date { Date(timeIntervalSince1970: TimeInterval(secondsSince1970)) }

    /// A fixed-offset zone for displaying this instant at its own wall-clock time.
    public var timeZone: Zone { Zone(secondsFromGMT: utcOffset) ?? .utc }

    /// The calendar day at this instant's own offset.
    public var localDay: LocalDay { LocalDay(daysSince1970: localDayNumber) }

    /// Seconds since local midnight at this instant's own offset.
    public var localSecondOfDay: Int {
        Int(secondsSince1970 + Int64(utcOffset) - Int64(localDayNumber) * 86_400)
    }

    private var localDayNumber: Int { LocalDay.daysSince1970(containing: secondsSince1970 + Int64(utcOffset)) }

    public static func < (lhs: LocalInstant, rhs: LocalInstant) -> Bool {
        lhs.secondsSince1970 < rhs.secondsSince1970
    }
}
