import TrackerCore

/// `tracker predict --from 5k`: the best-effort distance the predictions start from.
enum PredictionSource: String, CaseIterable, ExpressibleByArgument {
    case oneKilometre = "1k"
    case mile = "1mi"
    case fiveKilometres = "5k"
    case tenKilometres = "10k"
    case half
    case marathon

    static let argumentKind = "a best-effort distance"

    init?(argument: String) {
        let aliases: [String: PredictionSource] = [
            "1km": .oneKilometre, "mile": .mile, "1mile": .mile, "5km": .fiveKilometres, "10km": .tenKilometres,
            "half-marathon": .half, "halfmarathon": .half,
        ]
        let key = argument.lowercased()
        guard let source = PredictionSource(rawValue: key) ?? aliases[key] else { return nil }
        self = source
    }

    /// Metres, as the best-effort target stores them.
    var metres: Double {
        switch self {
        case .oneKilometre: return 1_000
        case .mile: return BestEffortTarget.mile
        case .fiveKilometres: return 5_000
        case .tenKilometres: return 10_000
        case .half: return BestEffortTarget.halfMarathon
        case .marathon: return BestEffortTarget.marathon
        }
    }
}
