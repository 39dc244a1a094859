/// The kind of an activity, as stored in the database.
public enum ActivityType: String, CaseIterable, Sendable, Codable {
    case run, ride, walk, hike, swim, other

    /// Parses a type name or one of its common aliases (`cycling` → `ride`), case-insensitively.
    public init?(parsing text: String) {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let exact = ActivityType(rawValue: key) {
            self = exact
        } else if let aliased = ActivityType.aliases[key] {
            self = aliased
        } else {
            return nil
        }
    }

    /// Alternative names people and other apps use for each type.
    public static let aliases: [String: ActivityType] = [
        "running": .run, "jog": .run, "jogging": .run, "trailrun": .run, "trail run": .run,
        "trail_run": .run, "treadmill": .run, "virtualrun": .run, "virtual run": .run,
        "cycling": .ride, "bike": .ride, "biking": .ride, "bicycle": .ride, "cycle": .ride,
        "virtualride": .ride, "virtual ride": .ride, "ebikeride": .ride, "e-bike ride": .ride,
        "mountainbikeride": .ride, "gravelride": .ride, "mountain bike ride": .ride, "gravel ride": .ride,
        "walking": .walk,
        "hiking": .hike,
        "swimming": .swim,
    ]

    /// The capitalized name shown in tables.
    public var displayName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// Runs, walks and hikes read as pace per kilometer or mile; rides as speed (swims have a
    /// pace of their own, per 100 m: `DisplayFormatter.pace`).
    public var showsPace: Bool {
        switch self {
        case .run, .walk, .hike: return true
        case .ride, .swim, .other: return false
        }
    }

    /// The list shown in error messages.
    public static var acceptedList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
