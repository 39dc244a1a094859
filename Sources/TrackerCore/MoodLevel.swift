/// How a day felt, on the four-level scale of the mood chart.
public enum MoodLevel: Int, CaseIterable, Sendable, Comparable {
    case terrible = 0, usual = 1, good = 2, excellent = 3

    /// Parses a level name (`good`), one of its `aliases` (`meh`), case-insensitively, or its
    /// value (`2`).
    public init?(parsing text: String) {
        let key = text.trimmingSpaces().lowercased()
        if let value = Int(key), let level = MoodLevel(rawValue: value) {
            self = level
            return
        }
        guard let level = MoodLevel.allCases.first(where: { $0.name == key || $0.aliases.contains(key) }) else { return nil }
        self = level
    }

    /// The everyday words taken for each level. Daylio's five default moods are among them
    /// (rad → excellent, good, meh → usual, bad and awful → terrible): a four-level scale has
    /// no place for "bad" above "awful", and a bad day is closer to a terrible one than to an
    /// ordinary one.
    public var aliases: [String] {
        switch self {
        case .terrible: return ["bad", "awful", "sad", "horrible", "low"]
        case .usual: return ["ok", "okay", "meh", "fine", "normal", "average"]
        case .good: return ["happy", "nice"]
        case .excellent: return ["rad", "great", "amazing", "awesome"]
        }
    }

    public var name: String {
        switch self {
        case .terrible: return "terrible"
        case .usual: return "usual"
        case .good: return "good"
        case .excellent: return "excellent"
        }
    }

    public var displayName: String { name.prefix(1).uppercased() + name.dropFirst() }

    public static var acceptedList: String { allCases.map(\.name).joined(separator: ", ") }

    public static func < (lhs: MoodLevel, rhs: MoodLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}
