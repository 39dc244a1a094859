/// A record an activity just set: it beats the best value another activity of its type held
/// by at least the category's resolution (`RecordCategory.improves`).
public struct NewRecord: Equatable, Sendable {
    public var category: RecordCategory
    public var type: ActivityType
    public var value: Double
    /// The best value of the other activities of the type, which this one beats.
    public var previous: Double
    public var activityID: Int64

    public init(category: RecordCategory, type: ActivityType, value: Double, previous: Double, activityID: Int64) {
        self.category = category
        self.type = type
        self.value = value
        self.previous = previous
        self.activityID = activityID
    }

    /// The whole-activity records `activity`, just stored, sets against `previous`, the type's bests
    /// before it (`BestEffortStore.wholeActivityBests`). A category nobody had reached says nothing.
    public static func wholeActivity(of activity: Activity, previous: [RecordCategory: Double]) -> [NewRecord] {
        guard let id = activity.id else { return [] }
        return RecordCategory.wholeActivity.compactMap { category in
            guard let value = category.value(of: activity), let old = previous[category], category.improves(value, on: old) else { return nil }
            return NewRecord(category: category, type: activity.type, value: value, previous: old, activityID: id)
        }
    }
}
