import TrackerTime

/// One activity on a route, as `tracker routes` lists it: its moving time is the effort's time.
public struct RouteEffort: Equatable, Sendable {
    public var activityID: Int64
    public var start: LocalInstant
    public var type: ActivityType
    public var name: String?
    /// Metres, as stored for the activity.
    public var distance: Double
    /// Seconds moving (the activity's stored duration).
    public var movingTime: Double
    /// Beats per minute over the stream, `nil` without heart rate.
    public var heartRate: Double?
    /// Metres along the moving track (the route signature's).
    public var trackLength: Double

    public init(activityID: Int64, start: LocalInstant, type: ActivityType, name: String?, distance: Double,
                movingTime: Double, heartRate: Double?, trackLength: Double) {
        self.activityID = activityID
        self.start = start
        self.type = type
        self.name = name
        self.distance = distance
        self.movingTime = movingTime
        self.heartRate = heartRate
        self.trackLength = trackLength
    }

    /// Metres per second over the moving time; `nil` without time.
    public var speed: Double? { movingTime > 0 && distance > 0 ? distance / movingTime : nil }

    /// Whether this effort ranks before `other`: less moving time, then the earlier start, then the lower id.
    public func ranks(before other: RouteEffort) -> Bool {
        (movingTime, start.secondsSince1970, activityID) < (other.movingTime, other.start.secondsSince1970, other.activityID)
    }
}
