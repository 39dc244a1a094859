import TrackerCore

/// Writes imported records with prepared statements reused for every row, and decides what
/// is a duplicate: the database's side of TrackerImport's `ImportDestination` (the command
/// line declares the conformance, so that neither module depends on the other).
///
/// Each file is written in its own immediate transaction (`writeFile`), or, inside an open
/// transaction (a dry run's, see `Database.inDiscardedTransaction`), in a savepoint, so that a
/// refused file leaves nothing behind and later files of the run still see the earlier ones.
///
/// An activity is a duplicate when one of the same family starts within
/// `duplicateWindow` seconds of it (the same activity from another source or another
/// run of the import: a watch's trail run and Strava's run of it), or, for Strava, when its
/// activity id is already stored. A mood is a duplicate when its day already has one (an
/// import never overwrites a mood).
///
/// Activities are inserted `batchSize` rows per statement: one statement run per batch rather
/// than per row.
public final class ImportWriter {
    /// Two starts closer than this, of the same family, are the same activity.
    public static let duplicateWindow: Int64 = 60
    /// Rows per INSERT statement.
    public static let batchSize = 256
    /// A batch spanning at most this many seconds is checked with one range query...
    static let rangeSpanLimit: Int64 = 30 * 86_400
    /// ...unless the range holds this many stored activities; then row by row.
    static let rangeRowLimit = 256

    /// Records of the file being (or last) written that were added (or queued to be), and
    /// skipped as duplicates.
    public private(set) var added = 0
    public private(set) var duplicates = 0

    private struct Pending {
        var activity: Activity
        var source: String
        var sourceID: String?
    }

    private let database: Database
    private let createdAt: Int64
    private var insertStatements: [Int: Statement] = [:]
    private let findNearby: Statement
    private let findInRange: Statement
    private let findStravaID: Statement
    private let insertMood: Statement
    private let findMood: Statement
    private var pending: [Pending] = []
    /// The queued rows' starts and families, for the duplicate check within a batch.
    private var pendingKeys: [(start: Int64, family: ActivityFamily)] = []
    /// The queued rows' starts by family and minute (`start / duplicateWindow`): a start within
    /// the window of another lies in the same or a neighbouring minute.
    private var pendingMinutes: [PendingMinute: [Int64]] = [:]

    private struct PendingMinute: Hashable {
        var minute: Int64
        var family: ActivityFamily
    }

    /// - Throws: `DatabaseError` when a statement cannot be prepared.
    public init(database: Database, createdAt: Int64) throws {
        self.database = database
        self.createdAt = createdAt
        findNearby = try database.makeStatement(
            "SELECT type FROM activities WHERE start_utc BETWEEN ? AND ?")
        findInRange = try database.makeStatement(
            "SELECT start_utc, type FROM activities WHERE start_utc BETWEEN ? AND ? LIMIT \(ImportWriter.rangeRowLimit)")
        // `source = 'strava'` literally, so that the partial index applies.
        findStravaID = try database.makeStatement(
            "SELECT 1 FROM activities WHERE source = 'strava' AND source_id = ? LIMIT 1")
        insertMood = try database.makeStatement(
            "INSERT INTO moods (day, level, note, updated_utc) VALUES (?, ?, ?, ?)")
        findMood = try database.makeStatement("SELECT 1 FROM moods WHERE day = ?")
        pending.reserveCapacity(ImportWriter.batchSize)
        pendingKeys.reserveCapacity(ImportWriter.batchSize)
    }

    /// Begins a file, runs `body` (which adds its records), writes what is queued and commits
    /// the file; when anything throws, nothing of the file stays and the first error is rethrown.
    /// - Throws: what `body` throws, or `DatabaseError`.
    public func writeFile(_ body: () throws -> Void) throws {
        added = 0
        duplicates = 0
        func write() throws {
            do {
                try body()
                try flush()
            } catch {
                discard()
                throw error
            }
        }
        if database.isInTransaction {
            try database.inSavepoint(write)
        } else {
            try database.inTransaction(.immediate, write)
        }
    }

    /// A value the schema refuses (a CHECK or NOT NULL constraint) is the file's problem, to be
    /// reported against it; any other database error is the database's.
    public func refusalReason(for error: Error) -> String? {
        guard let error = error as? DatabaseError, error.isConstraintViolation else { return nil }
        return "a value the database refuses (\(error.message))"
    }

    /// Queues `activity` for insertion; at the next `flush()` it is written unless a stored
    /// activity makes it a duplicate. `source` and `sourceID` are kept on the row.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, source: String, sourceID: String?) throws {
        let start = activity.start.secondsSince1970
        let window = ImportWriter.duplicateWindow
        let minute = start >= 0 ? start / window : (start - window + 1) / window
        for neighbour in (minute - 1)...(minute + 1) {
            if let starts = pendingMinutes[PendingMinute(minute: neighbour, family: activity.type.family)],
               starts.contains(where: { abs($0 - start) <= window }) {
                duplicates += 1
                return
            }
        }
        if source == "strava", let sourceID {
            let queued = pending.contains { $0.source == "strava" && $0.sourceID == sourceID }
            if try queued || exists(findStravaID, [sourceID]) {
                duplicates += 1
                return
            }
        }
        pending.append(Pending(activity: activity, source: source, sourceID: sourceID))
        pendingKeys.append((start, activity.type.family))
        pendingMinutes[PendingMinute(minute: minute, family: activity.type.family), default: []].append(start)
        if pending.count == ImportWriter.batchSize { try flush() }
    }

    /// Inserts the queued activities.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    func flush() throws {
        guard !pending.isEmpty else { return }
        defer { discard() }
        let stored = try storedDuplicates()
        let rows = pending.indices.filter { !stored[$0] }
        duplicates += pending.count - rows.count
        added += rows.count
        guard !rows.isEmpty else { return }
        let statement = try insertStatement(rows: rows.count)
        // Bound by position rather than through `bind(_: [SQLBindable])`: no boxed argument
        // array for the hundreds of values of a batch.
        statement.reset()
        var index: Int32 = 0
        func next() -> Int32 {
            index += 1
            return index
        }
        for position in rows {
            let row = pending[position]
            try statement.bind(row.activity.start.secondsSince1970, at: next())
            try statement.bind(Int64(row.activity.start.utcOffset), at: next())
            try statement.bind(row.activity.type.rawValue, at: next())
            try statement.bind(row.activity.name, at: next())
            try statement.bind(row.activity.notes, at: next())
            try statement.bind(row.activity.distance, at: next())
            try statement.bind(row.activity.duration, at: next())
            try statement.bind(row.activity.elevationGain, at: next())
            try statement.bind(createdAt, at: next())
            try statement.bind(row.source, at: next())
            try statement.bind(row.sourceID, at: next())
        }
        while try statement.step() {}
        statement.reset()
    }

    /// Drops the queued activities (after a flush, or when their file was refused).
    func discard() {
        pending.removeAll(keepingCapacity: true)
        pendingKeys.removeAll(keepingCapacity: true)
        pendingMinutes.removeAll(keepingCapacity: true)
    }

    /// Inserts `mood` unless its day already has one.
    public func add(_ mood: Mood) throws {
        if try exists(findMood, [mood.day.iso]) {
            duplicates += 1
            return
        }
        try insertMood.execute([mood.day.iso, mood.level.rawValue, mood.note, createdAt])
        added += 1
    }

    /// Which queued activities a stored one duplicates. A batch whose starts lie close
    /// together (the usual, chronological file) takes one range query; a scattered one, or
    /// one over a crowded range, a query per row.
    private func storedDuplicates() throws -> [Bool] {
        let window = ImportWriter.duplicateWindow
        let starts = pendingKeys.map(\.start)
        guard let low = starts.min(), let high = starts.max() else { return [] }
        var stored: [(start: Int64, family: ActivityFamily?)] = []
        if high - low <= ImportWriter.rangeSpanLimit {
            try findInRange.forEach([low - window, high + window]) { row in
                stored.append((row.int64(0), Self.family(ofStoredType: row.string(1))))
            }
        }
        if high - low > ImportWriter.rangeSpanLimit || stored.count == ImportWriter.rangeRowLimit {
            return try pendingKeys.map { key in
                var found = false
                try findNearby.forEach([key.start - window, key.start + window]) { row in
                    if Self.family(ofStoredType: row.string(0)) == key.family { found = true }
                }
                return found
            }
        }
        guard !stored.isEmpty else { return Array(repeating: false, count: pendingKeys.count) }
        return pendingKeys.map { key in
            stored.contains { $0.family == key.family && abs($0.start - key.start) <= window }
        }
    }

    private func insertStatement(rows: Int) throws -> Statement {
        if let statement = insertStatements[rows] { return statement }
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
        let statement = try database.makeStatement(
            """
            INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m,
                created_utc, source, source_id)
            VALUES \(values)
            """)
        insertStatements[rows] = statement
        return statement
    }

    /// The family of a stored type name; `nil` for a name this tracker does not know, which
    /// then duplicates nothing.
    private static func family(ofStoredType name: String?) -> ActivityFamily? {
        name.flatMap(ActivityType.init(rawValue:))?.family
    }

    private func exists(_ statement: Statement, _ arguments: [SQLBindable]) throws -> Bool {
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step()
    }
}
