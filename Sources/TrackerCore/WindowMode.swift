/// How weekly windows are laid out.
public enum WindowMode: String, Sendable, CaseIterable {
    /// Seven-day windows counted back from the as-of instant (Strava's "last 12 weeks").
    case rolling
    /// Calendar weeks in local time; the newest contains the as-of instant and may be partial.
    case calendar
}
