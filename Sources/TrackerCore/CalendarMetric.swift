/// What a calendar's days are shaded by.
public enum CalendarMetric: String, Sendable, CaseIterable {
    case distance, time, load
}
