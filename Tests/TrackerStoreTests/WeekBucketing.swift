import TrackerCore

/// The plain-Swift reference of weekly bucketing: one activity or mood at a time, with no
/// SQL. The database query must agree with it (tests compare the two on random histories).
enum WeekBucketing {
    /// Totals per window of `windows`, oldest first, of the activities of `types` (all when
    /// empty) and the moods of the days each window's label names, up to today.
    static func totals(activities: [Activity], moods: [Mood], windows: WeekWindows, types: [ActivityType] = []) -> [WeekTotals] {
        var weeks = (0..<windows.count).map { WeekTotals(start: windows.date($0), end: windows.date($0 + 1)) }
        for activity in activities where types.isEmpty || types.contains(activity.type) {
            guard let index = windows.index(containing: activity.start.secondsSince1970) else { continue }
            weeks[index].activities += 1
            weeks[index].distance += activity.distance
            weeks[index].duration += activity.duration
            weeks[index].elevation += activity.elevationGain
            weeks[index].longest = max(weeks[index].longest, activity.distance)
            FamilyTotals.add(
                FamilyTotals(family: activity.type.family, activities: 1, distance: activity.distance,
                             duration: activity.duration, elevation: activity.elevationGain),
                to: &weeks[index].families)
        }
        var moodSums = Array(repeating: (total: 0, days: 0), count: windows.count)
        for mood in moods {
            guard let index = windows.index(ofDay: mood.day) else { continue }
            moodSums[index].total += mood.level.rawValue
            moodSums[index].days += 1
        }
        for (index, sum) in moodSums.enumerated() where sum.days > 0 {
            weeks[index].moodAverage = Double(sum.total) / Double(sum.days)
        }
        return weeks
    }
}
