import TrackerTime

/// Time in zones week by week: the histograms of the activities in each weekly window (the same
/// windows as `weeks`), read against one scheme.
public struct WeeklyZones: Sendable {
    public let windows: WeekWindows
    public let scheme: ZoneScheme
    /// One per window, oldest first.
    public let weeks: [TimeInZones]
    /// Activities counted, over all weeks.
    public let activityCount: Int

    /// Sums `histograms` (each activity's start in Unix seconds, its type and its histogram) into
    /// `windows`, keeping the types `filters` select (all without filters). Activities outside every
    /// window are left out.
    public init(
        windows: WeekWindows, scheme: ZoneScheme, filters: [ActivityTypeFilter],
        histograms: [(start: Int64, type: ActivityType, histogram: ZoneHistogram)]
    ) {
        self.windows = windows
        self.scheme = scheme
        var sums = [ZoneHistogram](repeating: ZoneHistogram(kind: scheme.kind), count: windows.count)
        var counted = 0
        for entry in histograms {
            guard filters.isEmpty || filters.contains(where: { $0.contains(entry.type) }),
                  entry.start < windows.asOf, let index = windows.index(containing: entry.start) else { continue }
            sums[index].add(entry.histogram)
            counted += 1
        }
        weeks = sums.map { TimeInZones($0, scheme: scheme) }
        activityCount = counted
    }
}
