import TrackerCore

/// The values an imported activity may hold; anything outside is refused as absurd.
public enum ActivityLimits {
    /// 5,000 km: longer than any single recorded activity.
    public static let maximumDistance = 5_000_000.0
    /// 31 days.
    public static let maximumDuration = 31.0 * 86_400
    /// 100 km of climbing.
    public static let maximumElevationGain = 100_000.0

    /// Checks `activity`, returning the reason it is refused, or `nil` when it is acceptable.
    public static func problem(with activity: Activity, now: Double) -> String? {
        let start = activity.start.secondsSince1970
        if start < 0 {
            return "the start \(ISO8601.string(activity.start)) is before 1970; tracker accepts starts from 1970 to a day ahead of now"
        }
        if Double(start) > now + 86_400 {
            return "the start \(ISO8601.string(activity.start)) is more than a day in the future"
        }
        if abs(activity.start.utcOffset) > 64_800 {
            return "the UTC offset \(activity.start.utcOffset) s is beyond ±18 hours"
        }
        if !activity.distance.isFinite || activity.distance < 0 || activity.distance > maximumDistance {
            return "the distance \(activity.distance) m is not between 0 and \(Int(maximumDistance)) m"
        }
        if !activity.duration.isFinite || activity.duration <= 0 || activity.duration > maximumDuration {
            return "the duration \(activity.duration) s is not more than 0 and at most \(Int(maximumDuration)) s (31 days)"
        }
        if !activity.elevationGain.isFinite || activity.elevationGain < 0 || activity.elevationGain > maximumElevationGain {
            return "the elevation gain \(activity.elevationGain) m is not between 0 and \(Int(maximumElevationGain)) m"
        }
        return nil
    }
}
