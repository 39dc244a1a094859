/// The first day of a calendar week (`--week-start`).
public enum WeekStart: String, Sendable, CaseIterable {
    /// ISO 8601 weeks.
    case monday
    case sunday

    /// Monday 1 ... Sunday 7, as `LocalDay.isoWeekday`.
    public var isoWeekday: Int { self == .monday ? 1 : 7 }
}
