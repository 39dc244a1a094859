import TrackerCore
import TrackerTime

/// Reads and writes the one mood per day. All SQL about the `moods` table lives here.
public struct MoodStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Records `mood` for its day, replacing any earlier one, and returns the one it replaced.
    @discardableResult
    public func upsert(_ mood: Mood, updatedAt: Int64) throws -> Mood? {
        try database.inTransaction(.immediate) {
            let previous = try fetch(day: mood.day)
            try database.execute(
                """
                INSERT INTO moods (day, level, note, updated_utc) VALUES (?, ?, ?, ?)
                ON CONFLICT (day) DO UPDATE SET level = excluded.level, note = excluded.note,
                    updated_utc = excluded.updated_utc
                """,
                [mood.day.iso, mood.level.rawValue, mood.note, updatedAt])
            return previous
        }
    }

    public func fetch(day: LocalDay) throws -> Mood? {
        try database.fetchOne("SELECT day, level, note FROM moods WHERE day = ?", [day.iso], Self.mood)
    }

    /// Moods of the days in [from, through], newest first; `nil` leaves a side open.
    public func fetch(from: LocalDay? = nil, through: LocalDay? = nil) throws -> [Mood] {
        try database.fetch(
            "SELECT day, level, note FROM moods WHERE day >= ? AND day <= ? ORDER BY day DESC",
            [from?.iso ?? "0000-00-00", through?.iso ?? "9999-99-99"], Self.mood)
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
        return Mood(day: day, level: level, note: row.string(2))
    }
}
