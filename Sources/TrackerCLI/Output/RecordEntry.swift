import TrackerCore
import TrackerTime

/// One candidate for a record: an activity's best effort, or one of its totals.
struct RecordEntry: Equatable {
    /// What is measured.
    enum Kind: Hashable {
        case effort(BestEffortTarget)
        case longestDistance, longestTime, biggestClimb

        var name: String {
            switch self {
            case .effort(let target): return target.name
            case .longestDistance: return "longest distance"
            case .longestTime: return "longest time"
            case .biggestClimb: return "biggest climb"
            }
        }
    }

    var kind: Kind
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
        return [Kind.longestDistance, .longestTime, .biggestClimb].map {
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

    /// Whether this entry ranks above `other` for the same kind: less time for a distance, more watts,
    /// more distance, time or climb; on a tie, the earlier one (it was set first).
    func ranks(above other: RecordEntry) -> Bool {
        let (mine, theirs): (Double, Double)
        switch kind {
        case .effort(.distance): (mine, theirs) = (-time, -other.time)
        case .effort(.duration): (mine, theirs) = (averagePower ?? 0, other.averagePower ?? 0)
        case .longestDistance: (mine, theirs) = (distance, other.distance)
        case .longestTime: (mine, theirs) = (time, other.time)
        case .biggestClimb: (mine, theirs) = (climb, other.climb)
        }
        if mine != theirs { return mine > theirs }
        if start != other.start { return start < other.start }
        return activityID < other.activityID
    }

    /// Whether the entry measures anything: a total of zero (a session without distance) is no record.
    var counts: Bool {
        switch kind {
        case .effort: return time > 0
        case .longestDistance: return distance > 0
        case .longestTime: return time > 0
        case .biggestClimb: return climb > 0
        }
    }
}
