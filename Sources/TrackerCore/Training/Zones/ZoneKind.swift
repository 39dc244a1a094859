/// What a zone measures: heart rate, power, or pace (speed, shown as pace).
public enum ZoneKind: String, CaseIterable, Sendable {
    case heartRate = "heart_rate"
    case power
    case pace

    /// The name shown to people.
    public var displayName: String {
        switch self {
        case .heartRate: return "heart rate"
        case .power: return "power"
        case .pace: return "pace"
        }
    }
}
