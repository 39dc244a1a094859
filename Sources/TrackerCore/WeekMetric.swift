/// The figure a chart or a bar column shows per week.
public enum WeekMetric: String, Sendable, CaseIterable {
    case distance, duration, elevation
}
