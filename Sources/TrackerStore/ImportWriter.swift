import TrackerCore

/// Writes imported records with prepared statements reused for every row, and decides what
/// is a duplicate: the database's side of TrackerImport's `ImportDestination` (the command
/// line declares the conformance, so that neither module depends on the other).
///
/// Each file is written in its own immediate transaction (`writeFile`), or, inside an open
/// transaction (a dry run's, see `Database.inDiscardedTransaction`), in a savepoint, so that a
/// refused file leaves nothing behind and later files of the run still see the earlier ones.
///
/// An activity is one already kept (from this file or stored) when `SameActivityRule.standard`
/// says so: compatible types, time spans sharing half of the shorter one, distances within 10%
/// or 200 m, and never two different Strava ids. When the imported activity brings a stream and
/// the kept one has none (typed with `add`, a Strava CSV row), the stream is attached to the kept
/// one (`merged`): its start and measured totals come from the file, its name, notes and type
/// stay (the type is taken from the file only when the kept one is `other`). Otherwise it is a
/// duplicate and skipped. A mood is a duplicate when its day already has one.
///
/// Activities without a stream are inserted `batchSize` rows per statement, so the work of running
/// a statement (a step and a reset) is paid once per batch instead of once per row. The
/// `type IN (...)` CHECK that batching was first measured against is gone (migration 0007 checks
/// only a type name's shape); the `load_method IN (...)` CHECK of migration 0009 builds its small
/// temporary table for every row, batched or not. An activity with a stream is inserted on its
/// own, with its stream and best efforts.
public final class ImportWriter {
    /// Rows per INSERT statement.
    public static let batchSize = 256
    /// The rule that recognises one activity from two sources.
    public static let rule = SameActivityRule.standard
    /// A batch spanning at most this many seconds is checked with one range query...
    static let rangeSpanLimit: Int64 = 30 * 86_400
    /// ...unless the range holds this many stored activities; then row by row.
    static let rangeRowLimit = 256
    /// Queued activities are looked up by the hour their span starts in.
    static let bucketSeconds: Int64 = 3_600

    /// Records of the file being (or last) written that were added (or queued to be), and
    /// skipped as duplicates.
    public private(set) var added = 0
    public private(set) var duplicates = 0
    /// Ids of stored activities the file last written attached its streams to.
    public private(set) var merged: [Int64] = []
    /// Ids of the activities given a stream during this writer's life (added or merged into),
    /// kept with the files that were kept: what may have set new records.
    public private(set) var activitiesWithNewStreams: [Int64] = []

    private struct Pending {
        var activity: Activity
        var stream: ActivityStream?
        var source: String
        var sourceID: String?
        var footprint: ActivityFootprint
        /// The row's identity in tracker's own export, with its database's number here.
        var identity: ActivityIdentity?
        var originNumber: Int64?
    }

    /// A stored activity that may be the same as a queued one.
    private struct Candidate {
        var id: Int64
        var footprint: ActivityFootprint
        var type: ActivityType
        var hasStream: Bool
        var hasSource: Bool
        /// Its origin's number in `identity_databases`; `nil` for a row first stored here.
        var originNumber: Int64?
    }

    private let database: Database
    private let createdAt: Int64
    private var insertStatements: [Int: Statement] = [:]
    private let findInRange: Statement
    /// The stored activities starting in a range whose span reaches a given instant (no row limit).
    private let findOverlapping: Statement
    private let findStravaID: Statement
    private let findStravaRow: Statement
    private let insertMood: Statement
    private let findMood: Statement
    private let mergeInto: Statement
    private var pending: [Pending] = []
    /// Queued rows by the bucket of their start (`start / bucketSeconds`).
    private var pendingBuckets: [Int64: [Int]] = [:]
    private var longestPendingSpan: Int64 = 0
    /// The longest span stored: how far before a start a stored activity may begin and still overlap.
    private var longestStoredSpan: Int64
    private var fileStreamIDs: [Int64] = []
    /// Rows of tracker's own export: their identities (see `add(_:stream:source:sourceID:identity:)`).
    private let identities: ExportIdentities
    /// The largest id stored before the current file (0 for none): rows above it are the file's own.
    private var lastIDBeforeFile: Int64 = 0
    /// The heart-rate settings, read once: an activity with a heart-rate stream is stored with its TRIMP.
    private let heartRateBounds: HeartRateBounds?

    /// - Throws: `DatabaseError` when a statement cannot be prepared.
    public init(database: Database, createdAt: Int64) throws {
        self.database = database
        self.createdAt = createdAt
        findInRange = try database.makeStatement(
            """
            SELECT a.id, a.start_utc, a.duration_s, a.distance_m, a.type, a.source, a.source_id, s.elapsed_s, a.origin_database
            FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc BETWEEN ? AND ? LIMIT \(ImportWriter.rangeRowLimit)
            """)
        findOverlapping = try database.makeStatement(
            """
            SELECT a.id, a.start_utc, a.duration_s, a.distance_m, a.type, a.source, a.source_id, s.elapsed_s, a.origin_database
            FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc BETWEEN ? AND ? AND a.start_utc + max(a.duration_s, coalesce(s.elapsed_s, 0)) >= ?
            """)
        // `source = 'strava'` literally, so that the partial index applies.
        findStravaID = try database.makeStatement(
            "SELECT 1 FROM activities WHERE source = 'strava' AND source_id = ? LIMIT 1")
        findStravaRow = try database.makeStatement(
            """
            SELECT a.id, a.start_utc, a.duration_s, a.distance_m, a.type, a.source, a.source_id, s.elapsed_s, a.origin_database
            FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.source = 'strava' AND a.source_id = ? LIMIT 1
            """)
        insertMood = try database.makeStatement(
            "INSERT INTO moods (day, level, note, updated_utc) VALUES (?, ?, ?, ?)")
        findMood = try database.makeStatement("SELECT 1 FROM moods WHERE day = ?")
        mergeInto = try database.makeStatement(
            """
            UPDATE activities SET start_utc = ?, utc_offset = ?, type = ?, distance_m = ?, duration_s = ?, elevation_m = ?,
                source = coalesce(source, ?), source_id = CASE WHEN source IS NULL THEN ? ELSE source_id END
            WHERE id = ?
            """)
        let longestDuration = try database.fetchOne("SELECT max(duration_s) FROM activities", [], { $0.double(0) }) ?? 0
        let longestElapsed = try database.fetchOne("SELECT max(elapsed_s) FROM activity_streams", [], { $0.double(0) }) ?? 0
        longestStoredSpan = Int64(max(longestDuration, longestElapsed).rounded(.up))
        heartRateBounds = try ActivityStore(database: database).heartRateBoundsForLoads()
        identities = try ExportIdentities(database: database)
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
        func write() throws {
            do {
                identities.beginFile()
                lastIDBeforeFile = try database.fetchInt("SELECT max(id) FROM activities") ?? 0
                try body()
                try flush()
            } catch {
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
        let footprint = Self.footprint(of: activity, stream: stream, source: source, sourceID: sourceID)
        var originNumber: Int64?
        if let identity {
            if try identities.isStored(identity, hadRows: lastIDBeforeFile > 0) {
                duplicates += 1
                return
            }
            originNumber = try identities.number(for: identity.database)
        } else if let index = queuedMatch(for: footprint) {
            // Two records of one activity in the same file: the one without a stream takes the other's.
            if let stream, pending[index].stream == nil {
                pending[index].stream = stream
                pending[index].activity = Self.merging(measured: activity, into: pending[index].activity)
            }
            duplicates += 1
            return
        }
        if source == "strava", let sourceID, try exists(findStravaID, [sourceID]) {
            duplicates += 1
            return
        }
        let start = footprint.startSeconds
        pendingBuckets[Self.bucket(start), default: []].append(pending.count)
        longestPendingSpan = max(longestPendingSpan, footprint.spanSeconds)
        pending.append(Pending(activity: activity, stream: stream, source: source, sourceID: sourceID, footprint: footprint,
                               identity: identity, originNumber: originNumber))
        if pending.count == ImportWriter.batchSize { try flush() }
    }

    /// Merges `activity` and its `stream`, read from a file a Strava `activities.csv` lists, into
    /// the row stored with that Strava id, as a merge by the rule does (start and measured totals
    /// from the file; name, notes and type kept); a row with a stream keeps it. Found by the id
    /// alone, whatever the two spans, so a file is never given to a neighbouring row.
    /// - Throws: `DatabaseError`, `StreamError`.
    public func attach(_ activity: Activity, stream: ActivityStream, source: String, sourceID: String?,
                       toStravaActivity stravaID: String) throws -> StreamAttachment {
        try flush()
        var match: Candidate?
        try findStravaRow.forEach([stravaID]) { match = Self.candidate($0) }
        guard let match else { return .rowNotStored }
        if match.hasStream { return .alreadyRecorded(activityID: match.id) }
        let row = Pending(
            activity: activity, stream: stream, source: source, sourceID: sourceID,
            footprint: Self.footprint(of: activity, stream: stream, source: source, sourceID: sourceID))
        try merge(row, stream: stream, into: match)
        return .attached(activityID: match.id)
    }

    /// Writes the queued activities: inserted, merged into a stored one, or skipped.
    /// - Throws: `DatabaseError`, also for values the schema refuses; `StreamError`.
    func flush() throws {
        guard !pending.isEmpty else { return }
        defer { discard() }
        let candidates = try storedCandidates()
        var run: [Int] = []
        var mergedNow = Set<Int64>()
        for position in pending.indices {
            let row = pending[position]
            if let match = candidates[position].first(where: { isSame(row, $0) }) {
                if let stream = row.stream, !match.hasStream, !mergedNow.contains(match.id) {
                    try insert(run)
                    run = []
                    try merge(row, stream: stream, into: match)
                    mergedNow.insert(match.id)
                } else {
                    duplicates += 1
                }
                continue
            }
            added += 1
            if let stream = row.stream {
                try insert(run)
                run = []
                try insert([position])
                let id = database.lastInsertedRowID
                try store(stream, forActivity: id, type: row.activity.type)
            } else {
                run.append(position)
                if run.count == ImportWriter.batchSize { try insert(run); run = [] }
            }
        }
        try insert(run)
        longestStoredSpan = max(longestStoredSpan, longestPendingSpan)
    }

    /// Drops the queued activities (after a flush, or when their file was refused).
    func discard() {
        pending.removeAll(keepingCapacity: true)
        pendingBuckets.removeAll(keepingCapacity: true)
        longestPendingSpan = 0
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

    // MARK: - Matching

    /// The footprint the rule compares: the span is the stream's elapsed time when longer than the
    /// stored duration (a moving time), and a Strava id only for Strava's own rows.
    static func footprint(of activity: Activity, stream: ActivityStream?, source: String?, sourceID: String?) -> ActivityFootprint {
        let elapsed = stream.map { $0.time.last ?? 0 } ?? 0
        return ActivityFootprint(
            start: Double(activity.start.secondsSince1970), duration: max(activity.duration, elapsed),
            distance: activity.distance, type: activity.type, stravaID: source == "strava" ? sourceID : nil)
    }

    /// Whether a queued row is the stored `candidate`. A row with an identity is never one stored by
    /// its own file, nor one whose identity is of the same database (looked up by identity instead).
    private func isSame(_ row: Pending, _ candidate: Candidate) -> Bool {
        if let originNumber = row.originNumber {
            if candidate.id > lastIDBeforeFile { return false }
            if (candidate.originNumber ?? ExportIdentities.ownNumber) == originNumber { return false }
        }
        return Self.rule.isSame(row.footprint, candidate.footprint)
    }

    /// The queued row `footprint` is the same as, if any.
    private func queuedMatch(for footprint: ActivityFootprint) -> Int? {
        guard !pending.isEmpty else { return nil }
        let start = footprint.startSeconds
        let first = Self.bucket(start - longestPendingSpan), last = Self.bucket(start + footprint.spanSeconds)
        for bucket in first...last {
            for index in pendingBuckets[bucket] ?? [] where Self.rule.isSame(pending[index].footprint, footprint) {
                return index
            }
        }
        return nil
    }

    /// For each queued row, the stored activities whose span may overlap its own. A batch whose
    /// spans lie close together (the usual, chronological file) takes one range query; a scattered
    /// one, or one over a crowded range, a query per row.
    private func storedCandidates() throws -> [[Candidate]] {
        // Rows with identities are compared only with rows stored before their file.
        if lastIDBeforeFile == 0 && pending.allSatisfy({ $0.originNumber != nil }) {
            return Array(repeating: [], count: pending.count)
        }
        let starts = pending.map(\.footprint.startSeconds)
        guard let low = starts.min(), let high = starts.max() else { return [] }
        let highEnd = pending.map { $0.footprint.startSeconds + $0.footprint.spanSeconds }.max() ?? high
        func overlapping(_ stored: [Candidate], _ row: Pending) -> [Candidate] {
            stored.filter { $0.footprint.start <= row.footprint.end && $0.footprint.end >= row.footprint.start }
        }
        if high - low <= ImportWriter.rangeSpanLimit {
            let stored = try candidates(from: low - longestStoredSpan, to: highEnd)
            if stored.count < ImportWriter.rangeRowLimit {
                return pending.map { overlapping(stored, $0) }
            }
        }
        // Row by row, SQL keeps only the spans reaching the row's start, with no row limit: a
        // long stored span widens the range scanned, never hides the match.
        return try pending.map { row in
            let start = row.footprint.startSeconds
            var stored: [Candidate] = []
            try findOverlapping.forEach([start - longestStoredSpan, start + row.footprint.spanSeconds, start]) { stored.append(Self.candidate($0)) }
            return overlapping(stored, row)
        }
    }

    private func candidates(from low: Int64, to high: Int64) throws -> [Candidate] {
        var result: [Candidate] = []
        try findInRange.forEach([low, high]) { result.append(Self.candidate($0)) }
        return result
    }

    /// A row of `findInRange` or `findOverlapping`.
    private static func candidate(_ row: Row) -> Candidate {
        let type = ActivityType(rawValue: row.string(4) ?? "") ?? .other
        let source = row.string(5)
        let elapsed = row.optionalDouble(7)
        return Candidate(
            id: row.int64(0),
            footprint: ActivityFootprint(
                start: Double(row.int64(1)), duration: max(row.double(2), elapsed ?? 0), distance: row.double(3),
                type: type, stravaID: source == "strava" ? row.string(6) : nil),
            type: type, hasStream: elapsed != nil, hasSource: source != nil,
            originNumber: row.isNull(8) ? nil : row.int64(8))
    }

    // MARK: - Writing

    /// `kept` with the start and totals the file measured; name, notes and type stay, unless the
    /// kept type is `other` (no one chose it).
    static func merging(measured: Activity, into kept: Activity) -> Activity {
        var result = kept
        result.start = measured.start
        result.distance = measured.distance
        result.duration = measured.duration
        result.elevationGain = measured.elevationGain
        if kept.type == .other { result.type = measured.type }
        return result
    }

    private func merge(_ row: Pending, stream: ActivityStream, into match: Candidate) throws {
        let type = match.type == .other ? row.activity.type : match.type
        let activity = row.activity
        try mergeInto.execute([
            activity.start.secondsSince1970, activity.start.utcOffset, type.rawValue, activity.distance,
            activity.duration, activity.elevationGain, row.source, row.sourceID, match.id,
        ])
        try store(stream, forActivity: match.id, type: type)
        // The kept effort and the file's moving time and heart rate give the load.
        try ActivityStore(database: database).refreshLoad(forActivity: match.id, stream: stream, bounds: heartRateBounds)
        merged.append(match.id)
    }

    private func store(_ stream: ActivityStream, forActivity id: Int64, type: ActivityType) throws {
        try StreamStore(database: database).save(stream, forActivity: id)
        try BestEffortStore(database: database).replace(stream.bestEfforts(for: type), forActivity: id)
        fileStreamIDs.append(id)
    }

    /// Inserts the queued rows at `positions` in one statement.
    private func insert(_ positions: [Int]) throws {
        guard !positions.isEmpty else { return }
        let statement = try insertStatement(rows: positions.count)
        // Bound by position rather than through `bind(_: [SQLBindable])`: no boxed argument
        // array for the hundreds of values of a batch.
        statement.reset()
        var index: Int32 = 0
        func next() -> Int32 {
            index += 1
            return index
        }
        for position in positions {
            let row = pending[position]
            try statement.bind(row.activity.start.secondsSince1970, at: next())
            try statement.bind(Int64(row.activity.start.utcOffset), at: next())
            try statement.bind(row.activity.type.rawValue, at: next())
            try statement.bind(row.activity.name, at: next())
            try statement.bind(row.activity.notes, at: next())
            try statement.bind(row.activity.distance, at: next())
            try statement.bind(row.activity.duration, at: next())
            try statement.bind(row.activity.elevationGain, at: next())
            let load = row.activity.trainingLoad(stream: row.stream, bounds: heartRateBounds)
            try statement.bind(row.activity.effort.map { SQLValue.integer(Int64($0)) } ?? .null, at: next())
            try statement.bind(load.value, at: next())
            try statement.bind(load.method.rawValue, at: next())
            try statement.bind(Int64(load.isEstimated ? 1 : 0), at: next())
            try statement.bind(createdAt, at: next())
            try statement.bind(row.source, at: next())
            try statement.bind(row.sourceID, at: next())
            try statement.bind(row.originNumber.map(SQLValue.integer) ?? .null, at: next())
            try statement.bind(row.identity.map { SQLValue.integer($0.id) } ?? .null, at: next())
        }
        while try statement.step() {}
        statement.reset()
        try PeriodTotalsStore(database: database).countInserted(contentsOf: positions.lazy.map { self.pending[$0].activity })
        try BestEffortStore(database: database).countInserted(contentsOf: positions.lazy.map { self.pending[$0].activity })
    }

    private func insertStatement(rows: Int) throws -> Statement {
        if let statement = insertStatements[rows] { return statement }
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", ")
        let statement = try database.makeStatement(
            """
            INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m,
                effort, load, load_method, load_estimated, created_utc, source, source_id, origin_database, origin_id)
            VALUES \(values)
            """)
        insertStatements[rows] = statement
        return statement
    }

    private func exists(_ statement: Statement, _ arguments: [SQLBindable]) throws -> Bool {
        try statement.bind(arguments)
        defer { statement.reset() }
        return try statement.step()
    }

    private static func bucket(_ seconds: Int64) -> Int64 {
        seconds >= 0 ? seconds / bucketSeconds : (seconds - bucketSeconds + 1) / bucketSeconds
    }
}

private extension ActivityFootprint {
    var startSeconds: Int64 { Int64(start.rounded(.down)) }
    var spanSeconds: Int64 { Int64(max(0, duration).rounded(.up)) }
}
