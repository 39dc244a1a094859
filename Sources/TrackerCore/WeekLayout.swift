/// The default layout of weekly windows (`tracker config week`): 7-day windows counted back
/// from now, or calendar weeks starting on Monday or Sunday.
public enum WeekLayout: String, Sendable, CaseIterable {
    case rolling, monday, sunday

    /// The layout of `mode` and `weekStart`.
    public init(mode: WindowMode, weekStart: WeekStart) {
        switch (mode, weekStart) {
        case (.rolling, _): self = .rolling
        case (.calendar, .monday): self = .monday
        case (.calendar, .sunday): self = .sunday
        }
    }

    public var mode: WindowMode { self == .rolling ? .rolling : .calendar }

    /// The first day of a calendar week; Monday for rolling windows, should one ask for calendar weeks.
    public var weekStart: WeekStart { self == .sunday ? .sunday : .monday }
}
