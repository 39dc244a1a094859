import TrackerTime

/// One entry of a records table: the value an activity reached in a category.
public struct PersonalRecord: Equatable, Sendable {
    public var category: RecordCategory
    /// Seconds for a distance effort, watts for a power effort, metres for the longest distance and
    /// the biggest climb, seconds for the longest time.
    public var value: Double
    public var activityID: Int64
    public var activityType: ActivityType
    public var start: LocalInstant
    /// Seconds from the activity's start to the effort's start (0 for whole-activity categories).
    public var startOffset: Double

    public init(category: RecordCategory, value: Double, activityID: Int64, activityType: ActivityType, start: LocalInstant, startOffset: Double = 0) {
        self.category = category
        self.value = value
        self.activityID = activityID
        self.activityType = activityType
        self.start = start
        self.startOffset = startOffset
    }
}
