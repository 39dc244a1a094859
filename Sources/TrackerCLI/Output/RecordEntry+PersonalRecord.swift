import TrackerCore

extension RecordEntry {
    /// A stored record row (`BestEffortStore.records`): its value read as the category measures it.
    init(_ record: PersonalRecord) {
        var distance = 0.0, time = 0.0, power: Double?, climb = 0.0
        switch record.category {
        case .effort(.distance(let metres)): (distance, time) = (metres, record.value)
        case .effort(.duration(let seconds)): (time, power) = (seconds, record.value)
        case .longestDistance: distance = record.value
        case .longestTime: time = record.value
        case .biggestClimb: climb = record.value
        }
        self.init(kind: record.category, type: record.activityType, activityID: record.activityID, start: record.start,
                  distance: distance, time: time, averagePower: power, climb: climb)
    }
}
