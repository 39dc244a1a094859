import TrackerCore

extension Theme {
    /// The colour of every ring measuring `metric`: distance, time and elevation keep theirs
    /// whichever goals are set.
    public func ringColor(for metric: WeekMetric) -> Color {
        let index = WeekMetric.allCases.firstIndex(of: metric) ?? 0
        return ringColors[index % max(1, ringColors.count)]
    }
}
