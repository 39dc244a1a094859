import TrackerCore

/// Writes imported records, and decides with `DuplicateIndex` what is one already kept: the
/// database's side of TrackerImport's `ImportDestination` (the command line declares the
/// conformance, so that neither module depends on the other).
///
/// Each file is written in its own immediate transaction (`writeFile`), or, inside an open
/// transaction (a dry run's, see `Database.inDiscardedTransaction`), in a savepoint, so that a
/// refused file leaves nothing behind and later files of the run still see the earlier ones.
///
/// An activity is one already kept (from this file or stored) when `DuplicateIndex.rule` says so.
/// When the imported activity brings a stream and the kept one has none (typed with `add`, a
/// Strava CSV row), the stream is attached to the kept one (`merged`, `DuplicateIndex.merging`):
/// its start and measured totals come from the file, its offset, name, notes and type stay (the
/// type is taken from the file only when the kept one is `other`). Otherwise it is a duplicate
/// and skipped. A mood is a duplicate when its day already has one.
///
/// Rows go through the one writer (`ActivityWriter`). Activities without a stream are inserted
/// `batchSize` rows per statement, so the work of running a statement (a step and a reset) is paid
/// once per batch instead of once per row; the `load_method IN (...)` CHECK of migration 0009 builds
/// its small temporary table for every row, batched or not. An activity with a stream is inserted on
/// its own, with its stream, and its best efforts and load are computed from the stream as stored.
public final class ImportWriter {
    /// Rows per INSERT statement.
    public static let batchSize = 256
    /// The rule that recognises one activity from two sources.
    public static let rule = DuplicateIndex.rule

    /// Records of the file being (or last) written that were added (or queued to be), and
    /// skipped as duplicates.
    public private(set) var added = 0
    public private(set) var duplicates = 0
    /// Ids of stored activities the file last written attached its streams to.
    public private(set) var merged: [Int64] = []
    /// Ids of the activities given a stream during this writer's life (added or merged into),
    /// kept with the files that were kept: what may have set new records.
    public private(set) var activitiesWithNewStreams: [Int64] = []
    /// The best efforts stored for those activities, as the writer computed them.
    public private(set) var newEfforts: [StoredEfforts] = []

    private struct Pending {
        var activity: Activity
        var stream: ActivityStream?
        var source: String
        var sourceID: String?
        /// The row's identity in tracker's own export, with its database's number here.
        var identity: ActivityIdentity?
        var originNumber: Int64?
        /// What was derived from `stream` before it was queued (on the reading thread).
        var derived: DerivedStream?
    }

    let database: Database
    let createdAt: Int64
    private let writer: ActivityWriter
    private let index: DuplicateIndex
    private let insertMood: Statement
    private let findMood: Statement
    private let insertMoodTag: Statement
    /// The queued records, at the positions of `index.queued`.
    private var pending: [Pending] = []
    private var fileStreamIDs: [Int64] = []
    private var fileEfforts: [StoredEfforts] = []
    /// Rows of tracker's own export: their identities (see `add(_:stream:source:sourceID:identity:)`).
    private let identities: ExportIdentities
    private let findStravaRow: Statement

    /// - Throws: `DatabaseError` when a statement cannot be prepared.
    public init(database: Database, createdAt: Int64) throws {
        self.database = database
        self.createdAt = createdAt
        writer = ActivityWriter(database: database)
        index = try DuplicateIndex(database: database)
        insertMood = try database.makeStatement(
            "INSERT INTO moods (day, level, note, word, updated_utc) VALUES (?, ?, ?, ?, ?)")
        findMood = try database.makeStatement("SELECT 1 FROM moods WHERE day = ?")
        insertMoodTag = try database.makeStatement(MoodStore.insertTagSQL)
        identities = try ExportIdentities(database: database)
        // A multi-row INSERT that may fail a constraint keeps a statement journal (the pages it changes,
        // to undo it alone). In a temporary file, 200,000 rows wrote 78 MB there, more than the database
        // (31 MB) and its log together; in memory it is a copy, freed after each statement.
        try database.execute("PRAGMA temp_store = MEMORY")
        // A long import's pages spill out of the default 2 MiB cache into the log and are read back by
        // the search index and the kept tables: 16 MiB keeps the pages being appended to.
        try database.execute("PRAGMA cache_size = -16384")
        findStravaRow = try database.makeStatement(
            """
            SELECT a.id, a.type, s.activity_id IS NOT NULL FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.source = 'strava' AND a.source_id = ? LIMIT 1
            """)
        // Read once for the whole import: an activity with a stream is stored with the load its thresholds give.
        _ = try writer.thresholds()
        pending.reserveCapacity(ImportWriter.batchSize)
    }

    /// Begins a file, runs `body` (which adds its records), writes what is queued and commits
    /// the file; when anything throws, nothing of the file stays and the first error is rethrown.
    /// - Throws: what `body` throws, or `DatabaseError`.
    public func writeFile(_ body: () throws -> Void) throws {
        added = 0
        duplicates = 0
        merged = []
        fileStreamIDs = []
        fileEfforts = []
        func write() throws {
            do {
                identities.beginFile()
                index.beginFile(lastStoredID: try database.fetchInt("SELECT max(id) FROM activities") ?? 0)
                try body()
                try flush()
                try writer.indexDeferredSearchWords()
            } catch {
                writer.dropDeferredSearchWords()
                discard()
                identities.discardFile()
                throw error
            }
        }
        if database.isInTransaction {
            try database.inSavepoint(write)
        } else {
            try database.inTransaction(.immediate, write)
        }
        activitiesWithNewStreams += fileStreamIDs
        newEfforts += fileEfforts
    }

    /// The best-effort records the activities given a stream so far set
    /// (`BestEffortStore.newRecords(among:)`), from the efforts the writer stored for them.
    /// - Throws: `DatabaseError`.
    public func newRecords() throws -> [NewRecord] {
        try BestEffortStore(database: database).newRecords(among: newEfforts)
    }

    /// A value the schema refuses (a CHECK or NOT NULL constraint) is the file's problem, to be
    /// reported against it; any other database error is the database's.
    public func refusalReason(for error: Error) -> String? {
        if let error = error as? StreamError { return "a stream that cannot be stored (\(error.description))" }
        guard let error = error as? DatabaseError, error.isConstraintViolation else { return nil }
        return "a value the database refuses (\(error.message))"
    }

    /// Queues `activity` without a stream (see `add(_:stream:source:sourceID:)`).
    public func add(_ activity: Activity, source: String, sourceID: String?) throws {
        try add(activity, stream: nil, source: source, sourceID: sourceID)
    }

    /// Queues `activity` and its `stream` for insertion; at the next `flush()` it is written unless
    /// a stored activity is the same one (then its stream, if the stored one has none, is attached
    /// to it). `source` and `sourceID` are kept on the row.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?) throws {
        try add(activity, stream: stream, source: source, sourceID: sourceID, identity: nil)
    }

    /// Queues `activity` as `add(_:stream:source:sourceID:)` does. With an `identity` (a row of
    /// tracker's own export), it is a duplicate when a stored row has that identity; it is never
    /// the same as another row of its file, nor as a stored row whose identity is of the same
    /// database (they were separate rows there), and the rule compares it with the others.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?) throws {
        try add(activity, stream: stream, source: source, sourceID: sourceID, identity: identity, gear: nil)
    }

    /// Queues `activity` as `add(_:stream:source:sourceID:identity:)` does, done with `gear`, which is
    /// found among the stored gear or stored now, in the file's transaction (`GearStore.resolve`).
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
                    gear: GearReference?) throws {
        try add(activity, stream: stream, source: source, sourceID: sourceID, identity: identity, gear: gear, derived: nil)
    }

    /// Computes what is stored from a stream that needs no database, on any thread (`DerivedStream`):
    /// an import derives on its reading threads, and its writer only writes.
    public var streamDeriver: (@Sendable (ActivityStream, ActivityType) -> DerivedStream?)? {
        { stream, type in ActivityWriter.derive(stream, type: type) }
    }

    /// Queues `activity` as `add(_:stream:source:sourceID:identity:gear:)` does, with `derived`, the
    /// values `streamDeriver` derived from `stream` (or `nil`: the writer derives them).
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    public func add(_ activity: Activity, stream: ActivityStream?, source: String, sourceID: String?, identity: ActivityIdentity?,
                    gear: GearReference?, derived: DerivedStream?) throws {
        var activity = activity
        if let gear {
            activity.gearID = try GearStore(database: database).resolve(gear, family: activity.type.family, createdAt: createdAt)
        }
        let footprint = DuplicateIndex.footprint(of: activity, stream: stream, source: source, sourceID: sourceID)
        var originNumber: Int64?
        if let identity {
            guard let number = try identities.unstoredNumber(of: identity, hadRows: index.lastStoredID > 0) else {
                duplicates += 1
                return
            }
            originNumber = number
        } else if let position = index.queuedMatch(for: footprint) {
            // Two records of one activity in the same file: the one without a stream takes the other's.
            if let stream, pending[position].stream == nil {
                pending[position].stream = stream
                pending[position].derived = derived
                pending[position].activity = DuplicateIndex.merging(measured: activity, source: source, into: pending[position].activity)
            }
            duplicates += 1
            return
        }
        if source == "strava", let sourceID, try index.isStravaIDStored(sourceID) {
            // A row stored before it had gear (an export imported before gear was kept) takes the gear now.
            if let gearID = activity.gearID { try writer.giveGear(gearID, toStravaActivity: sourceID) }
            duplicates += 1
            return
        }
        index.enqueue(footprint, originNumber: originNumber)
        pending.append(Pending(activity: activity, stream: stream, source: source, sourceID: sourceID,
                               identity: identity, originNumber: originNumber, derived: derived))
        if pending.count == ImportWriter.batchSize { try flush() }
    }

    /// Merges `activity` and its `stream`, read from a file a Strava `activities.csv` lists, into
    /// the row stored with that Strava id, as a merge by the rule does (start and measured totals
    /// from the file; name, notes and type kept); a row with a stream keeps it. Found by the id
    /// alone, whatever the two spans, so a file is never given to a neighbouring row.
    /// - Throws: `DatabaseError`, `StreamError`.
    public func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?,
                       toStravaActivity stravaID: String) throws -> StreamAttachment {
        try attach(activity, stream: stream, source: source, sourceID: sourceID, toStravaActivity: stravaID, derived: nil)
    }

    /// Merges as `attach(_:stream:source:sourceID:toStravaActivity:)` does, with the values derived
    /// from `stream` before (`streamDeriver`), or `nil`.
    /// - Throws: `DatabaseError`, `StreamError`.
    public func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?,
                       toStravaActivity stravaID: String, derived: DerivedStream?) throws -> StreamAttachment {
        try flush()
        var found: (id: Int64, hasStream: Bool)?
        try findStravaRow.forEach([stravaID]) { found = ($0.int64(0), $0.int64(2) != 0) }
        guard let found else { return .rowNotStored }
        if found.hasStream { return .alreadyRecorded(activityID: found.id) }
        guard let (_, efforts) = try writer.merge(activity, stream: stream, source: source, sourceID: sourceID, into: found.id, derived: derived) else {
            return .rowNotStored
        }
        merged.append(found.id)
        fileStreamIDs.append(found.id)
        if let efforts { fileEfforts.append(efforts) }
        return .attached(activityID: found.id)
    }

    /// Writes the queued activities: inserted, merged into a stored one, or skipped.
    /// - Throws: `DatabaseError`, also for values the schema refuses; `StreamError`.
    func flush() throws {
        guard !pending.isEmpty else { return }
        defer { discard(stored: true) }
        let matches = try index.storedMatches()
        var run: [ActivityWriter.NewRow] = []
        var mergedNow = Set<Int64>()
        func insertRun() throws {
            try writer.insert(run, createdAt: createdAt, deferringSearchWords: true)
            run.removeAll(keepingCapacity: true)
        }
        for (position, row) in pending.enumerated() {
            if let match = matches[position] {
                if let stream = row.stream, !match.hasStream, !mergedNow.contains(match.id) {
                    try insertRun()
                    if let (_, efforts) = try writer.merge(row.activity, stream: stream, source: row.source, sourceID: row.sourceID, into: match.id,
                                                           derived: row.derived) {
                        merged.append(match.id)
                        fileStreamIDs.append(match.id)
                        if let efforts { fileEfforts.append(efforts) }
                    }
                    mergedNow.insert(match.id)
                } else {
                    duplicates += 1
                }
                continue
            }
            added += 1
            if let stream = row.stream {
                try insertRun()
                let (stored, efforts) = try writer.insert(row.activity, stream: stream, source: row.source, sourceID: row.sourceID, createdAt: createdAt,
                                                          derived: row.derived)
                if let id = stored.id { fileStreamIDs.append(id) }
                if let efforts { fileEfforts.append(efforts) }
            } else {
                run.append(ActivityWriter.NewRow(
                    row: ActivityRow(row.activity, stream: nil, thresholds: Thresholds()), source: row.source, sourceID: row.sourceID,
                    originDatabase: row.originNumber, originID: row.identity?.id))
                if run.count == ImportWriter.batchSize { try insertRun() }
            }
        }
        try insertRun()
    }

    /// Drops the queued activities (after a flush, `stored`, or when their file was refused).
    func discard(stored: Bool = false) {
        pending.removeAll(keepingCapacity: true)
        index.clearQueue(stored: stored)
    }

    /// Stores a gear a file lists unless a stored one is it (`GearStore.resolve`).
    /// - Throws: `DatabaseError`.
    public func addGear(_ gear: GearReference) throws {
        _ = try GearStore(database: database).resolve(gear, family: nil, createdAt: createdAt)
    }

    /// Inserts `mood` unless its day already has one.
    public func add(_ mood: Mood) throws {
        if try exists(findMood, [mood.day.iso]) {
            duplicates += 1
            return
        }
        try insertMood.execute([mood.day.iso, mood.level.rawValue, mood.note, mood.word, createdAt])
        try MoodStore.insertTags(of: mood, with: insertMoodTag)
        added += 1
    }

    private func exists(_ statement: Statement, _ arguments: [SQLBindable]) throws -> Bool {
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step()
    }
}
