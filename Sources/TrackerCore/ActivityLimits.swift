#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

/// The values an activity may hold, typed or imported; anything outside is refused as absurd.
/// The largest values are beyond any single activity, and small enough that sums and paces
/// print without overflow.
public enum ActivityLimits {
    /// 5,000 km: longer than any single recorded activity.
    public static let maximumDistance = 5_000_000.0
    /// 31 days (744 h).
    public static let maximumDuration = 31.0 * 86_400
    /// 100 km of climbing.
    public static let maximumElevationGain = 100_000.0
    /// ±18 hours, the widest offset ISO 8601 text may carry.
    public static let maximumUTCOffset = 64_800

    /// The limits as people read them, for messages: `5000 km`, `100 km (100000 m)`, `744h (31 days)`,
    /// `±18 hours`, `31 days`.
    public static let distanceText = "\(Int(maximumDistance / 1000)) km"
    public static let elevationText = "\(Int(maximumElevationGain / 1000)) km (\(Int(maximumElevationGain)) m)"
    public static let durationDaysText = "\(Int(maximumDuration / 86_400)) days"
    public static let durationText = "\(Int(maximumDuration / 3600))h (\(durationDaysText))"
    public static let utcOffsetText = "±\(maximumUTCOffset / 3600) hours"

    /// Checks `activity` (its start with `AcceptedDates`), returning the reason it is refused,
    /// or `nil` when it is acceptable.
    public static func problem(with activity: Activity, now: Double) -> String? {
        if let problem = AcceptedDates.problem(withStart: activity.start, now: Date(timeIntervalSince1970: now)) {
            return "the start \(ISO8601.string(activity.start)) \(problem.reason)"
        }
        if abs(activity.start.utcOffset) > maximumUTCOffset {
            return "the UTC offset \(activity.start.utcOffset) s is beyond \(utcOffsetText)"
        }
        if !activity.distance.isFinite || activity.distance < 0 || activity.distance > maximumDistance {
            return "the distance \(activity.distance) m is not between 0 and \(Int(maximumDistance)) m"
        }
        if !activity.duration.isFinite || activity.duration <= 0 || activity.duration > maximumDuration {
            return "the duration \(activity.duration) s is not more than 0 and at most \(Int(maximumDuration)) s (\(durationDaysText))"
        }
        if !activity.elevationGain.isFinite || activity.elevationGain < 0 || activity.elevationGain > maximumElevationGain {
            return "the elevation gain \(activity.elevationGain) m is not between 0 and \(Int(maximumElevationGain)) m"
        }
        return nil
    }

    /// Checks the span of an activity's samples, first to last (pauses included), returning the
    /// reason it is refused, or `nil`. A recording longer than the longest activity is two
    /// recordings, or a clock that jumped; the duplicate check also relies on this bound.
    public static func problem(withElapsed seconds: Double) -> String? {
        guard !seconds.isFinite || seconds > maximumDuration else { return nil }
        let days = seconds.isFinite ? String(printf: "%.0f", seconds / 86_400) : "unknown"
        return "the samples span \(days) days from first to last; an activity spans at most \(durationDaysText)"
    }
}
