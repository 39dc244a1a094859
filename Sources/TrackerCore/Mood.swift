import TrackerTime

/// The mood recorded for one calendar day.
public struct Mood: Equatable, Sendable {
    public var day: LocalDay
    public var level: MoodLevel
    public var note: String?

    public init(day: LocalDay, level: MoodLevel, note: String? = nil) {
        self.day = day
        self.level = level
        self.note = note
    }
}
