import TrackerCore

extension RecordEntry {
    /// A stored record row (`BestEffortStore.records`): its value read as the category measures it.
    init(_ record: PersonalRecord) {
        let kind: Kind
        var distance = 0.0, time = 0.0, power: Double?, climb = 0.0
        switch record.category {
        case .effort(let target):
            kind = .effort(target)
            switch target {
            case .distance(let metres): (distance, time) = (metres, record.value)
            case .duration(let seconds): (time, power) = (seconds, record.value)
            }
        case .longestDistance: (kind, distance) = (.longestDistance, record.value)
        case .longestTime: (kind, time) = (.longestTime, record.value)
        case .biggestClimb: (kind, climb) = (.biggestClimb, record.value)
        }
        self.init(kind: kind, type: record.activityType, activityID: record.activityID, start: record.start,
                  distance: distance, time: time, averagePower: power, climb: climb)
    }
}
