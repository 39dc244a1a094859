/// A group of activity types measured and counted together: `--type run` means every run
/// (road, trail, treadmill, virtual), and a goal or a weekly total of a family adds only
/// kilometres of that sport.
///
/// The raw value is the name typed after `--type`. Walks and hikes are one family: both are
/// on foot at walking speeds, a watch's `hike` and a hand-typed `walk` are often the same
/// outing, and `--type hike` still selects the hikes alone.
public enum ActivityFamily: String, CaseIterable, Sendable, Codable {
    case run, ride, swim, walk, winter, water, fitness, other

    /// The types of this family, in `ActivityType.allCases` order.
    public var types: [ActivityType] { ActivityType.allCases.filter { $0.family == self } }

    /// `Runs`, `Rides`, `Walks and hikes`...: the name shown over a family's figures.
    public var displayName: String {
        switch self {
        case .run: return "Runs"
        case .ride: return "Rides"
        case .swim: return "Swims"
        case .walk: return "Walks and hikes"
        case .winter: return "Winter sports"
        case .water: return "Rowing and paddling"
        case .fitness: return "Gym and studio"
        case .other: return "Other"
        }
    }

    /// Runs, walks and hikes read as pace per kilometer or mile; swims have a pace of their own
    /// (per 100 m); the rest as speed.
    public var showsPace: Bool {
        switch self {
        case .run, .walk: return true
        case .ride, .swim, .winter, .water, .fitness, .other: return false
        }
    }

    /// Whether its sessions are measured by distance and climb: a strength session or a yoga class
    /// is not, so a zero there is nothing to show (`0.00 km`, `+0 m`).
    public var measuresDistance: Bool { self != .fitness }

    /// Whether a bare distance (`-d 500`) is in metres, or yards in imperial units, rather than
    /// kilometres or miles: swimmers count lengths.
    public var countsInShortUnits: Bool { self == .swim }

    /// Parses a family name or an alias (`running`, `paddling`), in any letter case.
    public init?(parsing text: String) {
        let key = ActivityType.key(text)
        if let family = ActivityFamily.allCases.first(where: { $0.rawValue == key }) {
            self = family
        } else if let family = ActivityFamily.aliases[key] {
            self = family
        } else {
            return nil
        }
    }

    /// Other names for the families without a type of the same name.
    static let aliases: [String: ActivityFamily] = [
        "wintersports": .winter, "snow": .winter, "paddle": .water, "paddling": .water, "watersports": .water,
        "gym": .fitness, "studio": .fitness,
    ]
}
