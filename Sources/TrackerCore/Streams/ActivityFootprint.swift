/// What decides whether two records are one activity: when, how long, how far, what, and Strava's id.
public struct ActivityFootprint: Equatable, Sendable {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var start: Double
    /// Elapsed seconds.
    public var duration: Double
    /// Metres.
    public var distance: Double
    /// The stored type; `other` when a file's sport was not recognised.
    public var type: ActivityType
    /// Strava's activity id, when the record came from Strava.
    public var stravaID: String?

    public init(start: Double, duration: Double, distance: Double, type: ActivityType, stravaID: String? = nil) {
        self.start = start
        self.duration = duration
        self.distance = distance
        self.type = type
        self.stravaID = stravaID
    }

    /// The footprint of a stored or parsed activity.
    public init(_ activity: Activity, stravaID: String? = nil) {
        self.init(
            start: Double(activity.start.secondsSince1970), duration: activity.duration, distance: activity.distance,
            type: activity.type, stravaID: stravaID)
    }

    /// Seconds since 1970 at the end.
    public var end: Double { start + max(0, duration) }
}
