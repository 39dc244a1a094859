import TrackerCore
import TrackerTime

/// Reads and writes the one mood per day, with its word and tags. All SQL about the `moods`
/// and `mood_tags` tables lives here (the importer's batch statements aside, in `ImportWriter`).
public struct MoodStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Records `mood` for its day, replacing any earlier one's level, note and word, and returns
    /// the one it replaced. The day's tags are replaced by the mood's, unless `keepingTags`
    /// (`tracker mood` says how the day felt, not what was done in it).
    @discardableResult
    public func upsert(_ mood: Mood, updatedAt: Int64, keepingTags: Bool = false) throws -> Mood? {
        try database.inTransaction(.immediate) {
            let previous = try fetch(day: mood.day)
            try database.execute(
                """
                INSERT INTO moods (day, level, note, word, updated_utc) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (day) DO UPDATE SET level = excluded.level, note = excluded.note,
                    word = excluded.word, updated_utc = excluded.updated_utc
                """,
                [mood.day.iso, mood.level.rawValue, mood.note, mood.word, updatedAt])
            if !keepingTags {
                try database.execute("DELETE FROM mood_tags WHERE day = ?", [mood.day.iso])
                try Self.insertTags(of: mood, with: database.makeStatement(Self.insertTagSQL))
            }
            return previous
        }
    }

    public func fetch(day: LocalDay) throws -> Mood? {
        guard var mood = try database.fetchOne("SELECT day, level, note, word FROM moods WHERE day = ?", [day.iso], Self.mood) else { return nil }
        mood.tags = try database.fetch("SELECT tag FROM mood_tags WHERE day = ? ORDER BY position", [day.iso]) { $0.string(0) ?? "" }
        return mood
    }

    /// Moods of the days in [from, through], newest first, with their tags; `nil` leaves a side open.
    public func fetch(from: LocalDay? = nil, through: LocalDay? = nil) throws -> [Mood] {
        let range: [SQLBindable] = [from?.iso ?? "0000-00-00", through?.iso ?? "9999-99-99"]
        var moods = try database.fetch(
            "SELECT day, level, note, word FROM moods WHERE day >= ? AND day <= ? ORDER BY day DESC", range, Self.mood)
        var tagsByDay: [String: [String]] = [:]
        _ = try database.fetch(
            "SELECT day, tag FROM mood_tags WHERE day >= ? AND day <= ? ORDER BY day, position", range) { row in
            tagsByDay[row.string(0) ?? "", default: []].append(row.string(1) ?? "")
        }
        guard !tagsByDay.isEmpty else { return moods }
        for index in moods.indices {
            moods[index].tags = tagsByDay[moods[index].day.iso] ?? []
        }
        return moods
    }

    // MARK: - Tags

    static let insertTagSQL = "INSERT INTO mood_tags (day, tag, position) VALUES (?, ?, ?)"

    /// Inserts `mood`'s tags through `statement` (`insertTagSQL`), numbered in their order.
    static func insertTags(of mood: Mood, with statement: Statement) throws {
        for (position, tag) in mood.tags.enumerated() {
            try statement.execute([mood.day.iso, tag, Int64(position)])
        }
    }

    /// Deletes the mood of `day`.
    /// - Throws: `StoreError.notFound` when that day has none.
    public func delete(day: LocalDay) throws {
        try database.execute("DELETE FROM moods WHERE day = ?", [day.iso])
        guard database.changes == 1 else { throw StoreError.notFound(kind: "mood on", id: day.iso) }
    }

    static func mood(_ row: Row) throws -> Mood {
        guard let dayText = row.string(0), let day = LocalDay(iso: dayText),
              let level = MoodLevel(rawValue: row.int(1)) else {
            throw StoreError.corruptRow(table: "moods", id: 0, reason: "day '\(row.string(0) ?? "NULL")' level \(row.int(1))")
        }
        return Mood(day: day, level: level, note: row.string(2), word: row.string(3))
    }
}
