import CSQLite
import TrackerCore

/// Writes imported records with statements prepared once and reused for every row, and
/// decides what is a duplicate. The caller wraps each file in a transaction.
///
/// An activity is a duplicate when one of the same type starts within
/// `duplicateWindow` seconds of it (the same activity from another source or another
/// run of the import), or, for Strava, when its activity id is already stored. A mood is
/// a duplicate when its day already has one (an import never overwrites a mood).
public final class ImportWriter {
    /// Two starts closer than this, of the same type, are the same activity.
    public static let duplicateWindow: Int64 = 60

    /// What happened to one record.
    public enum Outcome: Sendable, Equatable { case added, duplicate }

    private let database: Database
    private let createdAt: Int64
    private let insertActivity: Statement
    private let findNearby: Statement
    private let findSource: Statement
    private let insertMood: Statement
    private let findMood: Statement

    /// - Throws: `DatabaseError` when a statement cannot be prepared.
    public init(database: Database, createdAt: Int64) throws {
        self.database = database
        self.createdAt = createdAt
        insertActivity = try database.makeStatement(
            """
            INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m,
                created_utc, source, source_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        findNearby = try database.makeStatement(
            "SELECT 1 FROM activities WHERE start_utc BETWEEN ? AND ? AND type = ? LIMIT 1")
        findSource = try database.makeStatement(
            "SELECT 1 FROM activities WHERE source = ? AND source_id = ? LIMIT 1")
        insertMood = try database.makeStatement(
            "INSERT INTO moods (day, level, note, updated_utc) VALUES (?, ?, ?, ?)")
        findMood = try database.makeStatement("SELECT 1 FROM moods WHERE day = ?")
    }

    /// Inserts `activity` unless it is a duplicate. `source` and `sourceID` are kept on the row.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, source: String, sourceID: String?, checkSourceID: Bool) throws -> Outcome {
        let start = activity.start.secondsSince1970
        if try exists(findNearby, [start - ImportWriter.duplicateWindow, start + ImportWriter.duplicateWindow, activity.type.rawValue]) {
            return .duplicate
        }
        if checkSourceID, let sourceID, try exists(findSource, [source, sourceID]) {
            return .duplicate
        }
        try insertActivity.execute([
            start, activity.start.utcOffset, activity.type.rawValue, activity.name, activity.notes,
            activity.distance, activity.duration, activity.elevationGain, createdAt, source, sourceID,
        ])
        return .added
    }

    /// Inserts `mood` unless its day already has one.
    public func add(_ mood: Mood) throws -> Outcome {
        if try exists(findMood, [mood.day.iso]) { return .duplicate }
        try insertMood.execute([mood.day.iso, mood.level.rawValue, mood.note, createdAt])
        return .added
    }

    private func exists(_ statement: Statement, _ arguments: [SQLBindable]) throws -> Bool {
        try statement.bind(arguments)
        defer { sqlite3_reset(statement.handle) }
        return try statement.step()
    }
}
