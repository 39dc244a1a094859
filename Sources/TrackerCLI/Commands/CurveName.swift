import TrackerCore

/// The curve `tracker curve` shows, as it is typed: pace is the speed curve shown as pace.
enum CurveName: String, CaseIterable, ExpressibleByArgument {
    case power
    case pace
    case heartRate = "heart-rate"

    static let argumentKind = "a curve"

    var kind: CurveKind {
        switch self {
        case .power: return .power
        case .pace: return .speed
        case .heartRate: return .heartRate
        }
    }

    /// What the "no data" line names: `no power recorded in this period`.
    var nothingRecorded: String {
        switch self {
        case .power: return "no power recorded in this period"
        case .pace: return "no pace recorded in this period"
        case .heartRate: return "no heart rate recorded in this period"
        }
    }
}
