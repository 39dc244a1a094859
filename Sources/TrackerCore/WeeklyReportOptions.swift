#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerTime

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
    /// Which weeks get their per-family totals (`WeekTotals.families`).
    public var breakdown: FamilyBreakdown
    /// Only the activities done with this gear (`--gear`); all when `nil`.
    public var gearID: Int64?
    /// That gear's name, as the views name the filter.
    public var gearName: String?

    /// The weeks whose totals are split by family: only what the output shows, since the split
    /// sorts the rows of every window it covers.
    public enum FamilyBreakdown: Sendable {
        /// No week: outputs without family lines (the CSV, the activity chart).
        case none
        /// The selected week: the card's lines, the goal command, the rings.
        case selectedWeek
        /// Every week: the summary's span.
        case everyWeek
    }

    public init(
        asOf: AsOf, mode: WindowMode = .rolling, weekStart: WeekStart = .monday, weekCount: Int = WeeklyReportOptions.defaultWeekCount,
        typeFilters: [ActivityTypeFilter] = [], metric: WeekMetric = .distance, selectedWeeksAgo: Int = 0,
        breakdown: FamilyBreakdown = .selectedWeek
    ) {
        self.asOf = asOf
        self.mode = mode
        self.weekStart = weekStart
        self.weekCount = weekCount
        self.typeFilters = typeFilters
        self.metric = metric
        self.selectedWeeksAgo = selectedWeeksAgo
        self.breakdown = breakdown
    }

    /// The indices (oldest first) of the windows `breakdown` asks to split by family.
    public var breakdownIndices: [Int] {
        switch breakdown {
        case .none: return []
        case .selectedWeek: return [max(0, weekCount - 1 - min(selectedWeeksAgo, weekCount - 1))]
        case .everyWeek: return Array(0..<weekCount)
        }
    }

    /// What the report's totals and goals are about: every sport (no filter), one family (a
    /// filter selecting exactly its types, as `--type run` does), or anything else (one type of
    /// a family, several families), which no goal measures.
    public var scope: GoalScope {
        // No goal is about one gear.
        guard gearID == nil else { return .mixed }
        let types = self.types
        guard let first = types.first else { return .allSports }
        let family = first.family
        return types == family.types ? .family(family) : .mixed
    }

    /// The types `typeFilters` select, each once; empty (every type) without filters.
    public var types: [ActivityType] { typeFilters.types }

    /// The windows these options lay out.
    public var windows: WeekWindows {
        WeekWindows(asOf, mode: mode, weekStart: weekStart, count: weekCount)
    }
}
