#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime

/// What every reader needs besides the bytes.
public struct ImportOptions: Sendable {
    /// Files give UTC instants; each activity is shown at this zone's offset at its start.
    public var timeZone: Zone
    /// Starts after this instant plus a day are refused as absurd.
    public var now: Date
    /// The type of activities whose file does not name one (`--type`).
    public var defaultType: ActivityType?
    /// Mood names of a Daylio export and their levels (`--map`), lowercased; consulted before
    /// `MoodLevel`'s own names and words.
    public var moodNames: [String: MoodLevel] = [:]

    /// Options for one import run.
    public init(timeZone: Zone, now: Date, defaultType: ActivityType? = nil) {
        self.timeZone = timeZone
        self.now = now
        self.defaultType = defaultType
    }

    /// A type named by a file, as `ActivityTypeNames` reads it, else `other`; the default when the file names none.
    func type(named name: String?) -> ActivityType {
        guard let name, !name.trimmingSpaces().isEmpty else { return defaultType ?? .other }
        return ActivityTypeNames.type(named: name) ?? .other
    }

    /// A UTC instant with the offset of `timeZone` at that moment.
    func localInstant(utcSeconds: Int64) -> LocalInstant {
        LocalInstant(secondsSince1970: utcSeconds, utcOffset: timeZone.secondsFromGMT(at: utcSeconds))
    }
}
