/// The calendar periods the month, year and calendar views count in, in local time.
public enum PeriodUnit: String, Sendable, CaseIterable {
    case day, month, year
}
