import TrackerTime

/// Mood on the days with a tag against the days without it ("mood on days tagged friends"):
/// each side's mean level (0 terrible ... 3 excellent) and its number of days.
public struct MoodTagComparison: Equatable, Sendable {
    /// The tag as first spelled in the moods given (tags match without regard to case).
    public var tag: String
    public var taggedDays: Int
    /// The mean level of the tagged days; `nil` when there are none.
    public var taggedAverage: Double?
    public var otherDays: Int
    /// The mean level of the other days with a mood; `nil` when every day has the tag.
    public var otherAverage: Double?

    /// How much higher the tagged days' mean is; `nil` when a side has no days.
    public var difference: Double? {
        guard let taggedAverage, let otherAverage else { return nil }
        return taggedAverage - otherAverage
    }

    /// The two sides of `tag` over `moods` (one a day).
    public init(tag: String, moods: [Mood]) {
        var tagged = (sum: 0, count: 0), other = (sum: 0, count: 0)
        var spelling: String?
        let key = tag.lowercased()
        for mood in moods {
            if let match = mood.tags.first(where: { $0.lowercased() == key }) {
                spelling = spelling ?? match
                tagged.sum += mood.level.rawValue
                tagged.count += 1
            } else {
                other.sum += mood.level.rawValue
                other.count += 1
            }
        }
        self.tag = spelling ?? tag
        taggedDays = tagged.count
        taggedAverage = tagged.count > 0 ? Double(tagged.sum) / Double(tagged.count) : nil
        otherDays = other.count
        otherAverage = other.count > 0 ? Double(other.sum) / Double(other.count) : nil
    }

    /// Every tag of `moods` with at least `minimumDays` days on each side, the most used first
    /// (then by name): a mean of two days says nothing, and a tag on every day has no "without".
    public static func all(_ moods: [Mood], minimumDays: Int) -> [MoodTagComparison] {
        tagsByUse(moods)
            .map { MoodTagComparison(tag: $0.tag, moods: moods) }
            .filter { $0.taggedDays >= minimumDays && $0.otherDays >= minimumDays }
    }

    /// The distinct tags of `moods` with their number of days, the most used first, then by name.
    public static func tagsByUse(_ moods: [Mood]) -> [(tag: String, days: Int)] {
        var counts: [String: (tag: String, days: Int)] = [:]
        for mood in moods {
            for tag in mood.tags {
                counts[tag.lowercased(), default: (tag, 0)].days += 1
            }
        }
        return counts.values.sorted { $0.days != $1.days ? $0.days > $1.days : $0.tag.lowercased() < $1.tag.lowercased() }
    }
}
