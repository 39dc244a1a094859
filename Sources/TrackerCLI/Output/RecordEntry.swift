import TrackerCore
import TrackerTime

/// One candidate for a record: an activity's best effort, or one of its totals.
struct RecordEntry: Equatable {
    /// What is measured.
    var kind: RecordCategory
    var type: ActivityType
    var activityID: Int64
    var start: LocalInstant
    /// Metres: the effort's, or the activity's distance.
    var distance: Double
    /// Seconds: the effort's elapsed time, or the activity's duration.
    var time: Double
    /// Watts, for a power effort.
    var averagePower: Double?
    /// Metres climbed, for the biggest climb.
    var climb: Double

    /// The activity's three totals as candidates for longest distance, longest time and biggest climb.
    static func totals(of activity: Activity) -> [RecordEntry] {
        guard let id = activity.id else { return [] }
        return RecordCategory.wholeActivity.map {
            RecordEntry(kind: $0, type: activity.type, activityID: id, start: activity.start,
                        distance: activity.distance, time: activity.duration, climb: activity.elevationGain)
        }
    }

    /// The activity's best efforts as candidates.
    static func efforts(_ efforts: [BestEffort], of activity: Activity) -> [RecordEntry] {
        guard let id = activity.id else { return [] }
        return efforts.map {
            RecordEntry(kind: .effort($0.target), type: activity.type, activityID: id, start: activity.start,
                        distance: $0.distance, time: $0.elapsedTime, averagePower: $0.averagePower, climb: 0)
        }
    }

    /// The entry as the record it competes as: its value read as its category measures it (less
    /// time for a distance, more watts, more distance, time or climb), ranked and filtered by year
    /// with `PersonalRecord.ranks(above:)` and `isIn(year:)`.
    var record: PersonalRecord {
        let value: Double
        switch kind {
        case .effort(.distance), .longestTime: value = time
        case .effort(.duration): value = averagePower ?? 0
        case .longestDistance: value = distance
        case .biggestClimb: value = climb
        }
        return PersonalRecord(category: kind, value: value, activityID: activityID, activityType: type, start: start)
    }
}
