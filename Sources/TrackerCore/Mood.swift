import TrackerTime

/// The mood recorded for one calendar day.
public struct Mood: Equatable, Sendable {
    public var day: LocalDay
    public var level: MoodLevel
    public var note: String?
    /// The mood's own word where it came from another app (Daylio's `awful`, a custom mood),
    /// kept beside the level it maps to; `nil` when the level's name says it all.
    public var word: String?
    /// The day's tags (Daylio's activities), distinct, in the order given.
    public var tags: [String]

    public init(day: LocalDay, level: MoodLevel, note: String? = nil, word: String? = nil, tags: [String] = []) {
        self.day = day
        self.level = level
        self.note = note
        let trimmed = word?.trimmingSpacesAndLineBreaks()
        self.word = trimmed?.isEmpty == false ? trimmed : nil
        self.tags = Mood.distinctTags(tags)
    }

    /// `tags` split at `|` (the separator of their text), trimmed, without empty ones, and without a repeat that differs only in case (the
    /// first spelling is kept): `insights --tag` matches without regard to case.
    public static func distinctTags(_ tags: [String]) -> [String] {
        var seen: Set<String> = []
        var kept: [String] = []
        for tag in tags.flatMap({ $0.split(separator: "|") }) {
            let trimmed = String(tag).trimmingSpacesAndLineBreaks()
            guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
            kept.append(trimmed)
        }
        return kept
    }

    /// Tags as one text, as Daylio writes its activities: `friends | gym`. A tag never holds
    /// the separator, since Daylio's own text is split there.
    public static let tagSeparator = " | "

    /// Splits a text of tags joined by `|`, as Daylio's activities column and tracker's CSV hold them.
    public static func tags(fromText text: String) -> [String] {
        distinctTags([text])
    }

    /// Whether the day is tagged `tag`, without regard to case.
    public func isTagged(_ tag: String) -> Bool {
        let key = tag.lowercased()
        return tags.contains { $0.lowercased() == key }
    }
}
