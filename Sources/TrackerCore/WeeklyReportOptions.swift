#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a weekly view asks for: the same options feed `tracker weeks`, `tracker goal`, `tracker summary`
/// and the charts.
public struct WeeklyReportOptions: Equatable, Sendable {
    /// The accepted range of `weekCount`.
    public static let weekCountRange = 1...520
    public static let defaultWeekCount = 12

    /// Counting stops here, and weeks and days are read in its zone: activities at or after it
    /// belong to no window.
    public var asOf: AsOf
    public var mode: WindowMode
    public var weekStart: WeekStart
    /// How many windows, 1...520.
    public var weekCount: Int
    /// Only the activities these select (a family or one type each); all when empty.
    public var typeFilters: [ActivityTypeFilter]
    /// The figure bars and the best week are about.
    public var metric: WeekMetric
    /// The selected week counted back from the newest: 0 = the newest window.
    public var selectedWeeksAgo: Int

    public init(
        asOf: AsOf, mode: WindowMode = .rolling, weekStart: WeekStart = .monday, weekCount: Int = WeeklyReportOptions.defaultWeekCount,
        typeFilters: [ActivityTypeFilter] = [], metric: WeekMetric = .distance, selectedWeeksAgo: Int = 0
    ) {
        self.asOf = asOf
        self.mode = mode
        self.weekStart = weekStart
        self.weekCount = weekCount
        self.typeFilters = typeFilters
        self.metric = metric
        self.selectedWeeksAgo = selectedWeeksAgo
    }

    /// The types `typeFilters` select, each once; empty (every type) without filters.
    public var types: [ActivityType] { typeFilters.types }

    /// The windows these options lay out.
    public var windows: WeekWindows {
        WeekWindows(asOf, mode: mode, weekStart: weekStart, count: weekCount)
    }
}
