#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// The plain-Swift reference of the month, year and calendar totals: one activity at a time,
/// with no SQL. `CalendarTotalsStore`'s statements must agree with it (tests compare the two on
/// random histories in several zones).
public enum PeriodBucketing {
    /// Totals of each range [lower, upper) of `ranges` (Unix seconds), of the activities of
    /// `types` (all when empty). Ranges may overlap (a period to date next to the whole one).
    public static func totals(activities: [Activity], ranges: [Range<Int64>], types: [ActivityType] = []) -> [WeekTotals] {
        var totals = ranges.map { WeekTotals(start: Self.date($0.lowerBound), end: Self.date($0.upperBound)) }
        for activity in activities where types.isEmpty || types.contains(activity.type) {
            let start = activity.start.secondsSince1970
            for (index, range) in ranges.enumerated() where range.contains(start) {
                totals[index].activities += 1
                totals[index].distance += activity.distance
                totals[index].duration += activity.duration
                totals[index].elevation += activity.elevationGain
                totals[index].longest = max(totals[index].longest, activity.distance)
            }
        }
        return totals
    }

    /// The training load of each period of `windows` (the stored one, else the estimate from
    /// type, duration and effort).
    public static func loads(activities: [Activity], windows: PeriodWindows, types: [ActivityType] = []) -> [Double] {
        var loads = [Double](repeating: 0, count: windows.count)
        for activity in activities where types.isEmpty || types.contains(activity.type) {
            guard let index = windows.index(containing: activity.start.secondsSince1970) else { continue }
            loads[index] += (activity.load ?? activity.trainingLoad()).value
        }
        return loads
    }

    static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }
}
