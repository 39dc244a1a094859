/// How an activity's training load was obtained, stored beside the number so it can be shown
/// and filtered.
public enum LoadMethod: String, CaseIterable, Sendable, Codable {
    /// Banister's TRIMP, summed sample by sample from a heart-rate series over moving time.
    case heartRate = "heart_rate"
    /// Foster's session RPE: the effort the person gave (1-10) times the minutes of moving time.
    case sessionEffort = "session_effort"
    /// A guess from moving time and the activity's type, for activities with neither.
    case estimate

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .heartRate: return "heart rate"
        case .sessionEffort: return "session effort"
        case .estimate: return "estimate"
        }
    }
}
