/// How an activity's training load was obtained, stored beside the number so it can be shown
/// and filtered. Every method gives a number on one scale, where 100 is an hour at threshold.
public enum LoadMethod: String, CaseIterable, Sendable, Codable {
    /// Coggan's TSS from normalized power and FTP.
    case power
    /// Running stress from speed against threshold pace.
    case pace
    /// Heart-rate stress: Banister's TRIMP against that of an hour at threshold heart rate.
    case heartRate = "heart_rate"
    /// Foster's session RPE (effort x minutes) converted: an hour at effort 7 is 100.
    case sessionEffort = "session_effort"
    /// A guess from moving time and the activity's type, for activities with none of the above.
    case estimate

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .power: return "power"
        case .pace: return "pace"
        case .heartRate: return "heart rate"
        case .sessionEffort: return "session effort"
        case .estimate: return "estimate"
        }
    }
}
