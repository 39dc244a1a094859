#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The totals of one weekly window [start, end).
public struct WeekTotals: Equatable, Sendable {
    public var start: Date
    public var end: Date
    public var activities: Int
    /// Meters.
    public var distance: Double
    /// Seconds.
    public var duration: Double
    /// Meters of elevation gain.
    public var elevation: Double
    /// The longest single activity's distance, meters.
    public var longest: Double
    /// The mean mood value (0...3) of the days the window's label names (up to today), or `nil`.
    public var moodAverage: Double?
    /// The same totals per family present, in `FamilyTotals.order`; filled only for the weeks a
    /// report splits by family (`WeeklyReportOptions.breakdown`).
    public var families: [FamilyTotals]

    public init(start: Date, end: Date, activities: Int = 0, distance: Double = 0, duration: Double = 0,
                elevation: Double = 0, longest: Double = 0, moodAverage: Double? = nil, families: [FamilyTotals] = []) {
        self.start = start
        self.end = end
        self.activities = activities
        self.distance = distance
        self.duration = duration
        self.elevation = elevation
        self.longest = longest
        self.moodAverage = moodAverage
        self.families = families
    }

    /// The totals of `family`'s activities, zeros when none.
    public func totals(of family: ActivityFamily) -> FamilyTotals {
        families.first { $0.family == family } ?? FamilyTotals(family: family)
    }

    public func value(of metric: WeekMetric) -> Double {
        switch metric {
        case .distance: return distance
        case .duration: return duration
        case .elevation: return elevation
        }
    }
}
