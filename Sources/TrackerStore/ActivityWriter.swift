import TrackerCore

/// The one writer of activities: every command that inserts, updates, deletes, merges into or
/// rebuilds an activity goes through it, and it runs one after-write step (`afterWrite(_:)`) that
/// keeps every derived table from the values just stored, inside the write's transaction:
/// `activity_spans` (the summary's totals), `activity_buckets` (the months' and days'), `type_bests` (the whole-activity records),
/// `best_efforts`, the search index (`ActivitySearchIndex`), `day_distances` (the Eddington number),
/// the visited tiles and the routes. A derived table has no other feeder: migration 0012 dropped the triggers that
/// kept the first two, and `rebuild()` empties them and replays every activity through the same step.
///
/// Derived values come from what is stored, never from what a command was given: a stream is
/// encoded, and its efforts and its activity's load are computed from the values its bytes decode
/// to (`StreamCodec.encodeStored` gives them beside the bytes), so an import, an edit and a rebuild
/// give the same bytes.
///
/// A row's values are bound by one encoding (`ActivityRow`).
final class ActivityWriter {
    let database: Database
    /// The thresholds loads are computed with, read once and only when a stream needs them
    /// (`add` never reads them).
    private var storedThresholds: Thresholds?
    /// Batch INSERTs by their number of rows (a row's statement comes from the database's cache).
    private var insertStatements: [Int: Statement] = [:]
    /// Each family's default gear, read once, on the first insert.
    private var defaultGear: [Gear]?

    init(database: Database) {
        self.database = database
    }

    /// The settings a stream's load is computed with (`ActivityStore.thresholdsForLoads`).
    func thresholds() throws -> Thresholds {
        if let storedThresholds { return storedThresholds }
        let read = try ActivityStore(database: database).thresholdsForLoads()
        storedThresholds = read
        return read
    }

    // MARK: - Writing

    /// One activity to insert, with where it came from.
    struct NewRow {
        var row: ActivityRow
        var source: String?
        var sourceID: String?
        /// The identity a row of tracker's own export came with (`ExportIdentities`).
        var originDatabase: Int64?
        var originID: Int64?
    }

    /// Inserts `rows` in one statement (no stream), then keeps the derived tables; with
    /// `deferringSearchWords` (a bulk load), their search words wait for `indexDeferredSearchWords()`.
    /// - Throws: `DatabaseError`, also for values the schema refuses.
    func insert(_ rows: [NewRow], createdAt: Int64, deferringSearchWords: Bool = false) throws {
        guard !rows.isEmpty else { return }
        var rows = rows
        for position in rows.indices {
            rows[position].row.activity.gearID = try gearID(for: rows[position].row.activity, source: rows[position].source)
        }
        let statement = try insertStatement(rows: rows.count)
        statement.reset()
        var index: Int32 = 0
        for new in rows {
            try new.row.encode(to: statement, at: &index)
            try ActivityRow.encodeInserted(
                createdAt: createdAt, source: new.source, sourceID: new.sourceID,
                originDatabase: new.originDatabase, originID: new.originID, to: statement, at: &index)
        }
        while try statement.step() {}
        statement.reset()
        // One INSERT numbers its rows one after another (AUTOINCREMENT, inside the write's
        // transaction), ending at the last id it gave.
        let first = database.lastInsertedRowID - Int64(rows.count) + 1
        var stored = rows.map(\.row.activity)
        for offset in stored.indices { stored[offset].id = first + Int64(offset) }
        guard deferringSearchWords else {
            _ = try afterWrite(WriteBatch(stored: stored))
            return
        }
        let ids = first...(first + Int64(rows.count) - 1)
        _ = try afterWrite(WriteBatch(stored: stored, searchWordsDeferred: true))
        if let last = database.unindexedActivities.last, last.upperBound &+ 1 == ids.lowerBound {
            database.unindexedActivities[database.unindexedActivities.count - 1] = last.lowerBound...ids.upperBound
        } else {
            database.unindexedActivities.append(ids)
        }
        if database.unindexedActivities.reduce(0, { $0 + $1.count }) >= Self.deferredSearchRows { try indexDeferredSearchWords() }
    }

    /// Inserts `activity` with `stream` (if any), stores the stream, keeps the derived tables, and
    /// returns the activity as stored (id and load) and its best efforts. `derived`, when given, holds
    /// what was derived from `stream` already (`DerivedStream`).
    /// - Throws: `DatabaseError`, also for values the schema refuses; `StreamError` for a stream
    ///   that cannot be stored.
    func insert(
        _ activity: Activity, stream: ActivityStream?, source: String?, sourceID: String?, createdAt: Int64,
        derived: DerivedStream? = nil
    ) throws -> (activity: Activity, efforts: StoredEfforts?) {
        let stored = try stream.map { try storedForm($0, derived: derived) }
        // The pauses of the stored stream, found once for its load and its best efforts.
        let moving = derived?.moving ?? stored?.stream.movingIntervals()
        var row = ActivityRow(activity, stream: stored?.stream, moving: moving, thresholds: stored == nil ? Thresholds() : try thresholds())
        row.activity.gearID = try gearID(for: activity, source: source)
        let statement = try insertStatement(rows: 1)
        statement.reset()
        var index: Int32 = 0
        try row.encode(to: statement, at: &index)
        try ActivityRow.encodeInserted(createdAt: createdAt, source: source, sourceID: sourceID, to: statement, at: &index)
        while try statement.step() {}
        statement.reset()
        var inserted = row.activity
        inserted.id = database.lastInsertedRowID
        guard let stored, let id = inserted.id else {
            _ = try afterWrite(WriteBatch(stored: [inserted]))
            return (inserted, nil)
        }
        try StreamStore(database: database).save(encoded: stored.bytes, of: stored.stream, forActivity: id)
        let change = WriteBatch.StreamChange(id: id, type: inserted.type, stream: stored.stream, moving: moving, derived: derived)
        let efforts = try afterWrite(WriteBatch(stored: [inserted], streams: [change]))
        return (inserted, efforts.first)
    }

    /// Replaces every field of the stored activity `activity.id` (its load from its new fields and
    /// stored stream), keeps the derived tables, and returns the load.
    /// - Throws: `StoreError.notFound` when no such activity exists.
    func update(_ activity: Activity) throws -> TrainingLoad {
        guard let id = activity.id else { throw StoreError.notFound(kind: "activity", id: "(none)") }
        guard let old = try ActivityStore(database: database).fetch(id: id) else {
            throw StoreError.notFound(kind: "activity", id: "#\(id)")
        }
        let stream = try StreamStore(database: database).stream(forActivity: id)
        return try write(activity, over: old, stream: stream).row.load
    }

    /// Deletes activity `id` (its stream and efforts go with it) and keeps the derived tables.
    /// - Throws: `StoreError.notFound` when no such activity exists.
    func delete(id: Int64) throws {
        guard let old = try ActivityStore(database: database).fetch(id: id) else {
            throw StoreError.notFound(kind: "activity", id: "#\(id)")
        }
        try database.cachedStatement("DELETE FROM activities WHERE id = ?").execute([id])
        // The stream and its efforts went through the foreign keys; the after-write step says so too,
        // so that every derived table is kept by it.
        _ = try afterWrite(WriteBatch(removed: [old], streams: [.init(id: id, type: old.type, stream: nil)]))
    }

    /// Attaches `stream`, recorded by a file that measured `measured`, to the stored activity `id`,
    /// which had none: the row takes the file's start and totals (`DuplicateIndex.merging`) and, when
    /// it has none, the file's source. Returns the merged activity and its best efforts; `nil` when
    /// there is no such activity. `derived` as for `insert`.
    /// - Throws: `DatabaseError`; `StreamError` for a stream that cannot be stored.
    func merge(
        _ measured: Activity, stream: ActivityStream, source: String, sourceID: String?, into id: Int64,
        derived: DerivedStream? = nil
    ) throws -> (activity: Activity, efforts: StoredEfforts?)? {
        guard let kept = try ActivityStore(database: database).fetch(id: id) else { return nil }
        let stored = try storedForm(stream, derived: derived)
        try StreamStore(database: database).save(encoded: stored.bytes, of: stored.stream, forActivity: id)
        var merged = DuplicateIndex.merging(measured: measured, source: source, into: kept)
        merged.id = id
        let (row, efforts) = try write(merged, over: kept, stream: stored.stream, derived: derived)
        try database.cachedStatement(
            "UPDATE activities SET source = coalesce(source, ?), source_id = CASE WHEN source IS NULL THEN ? ELSE source_id END WHERE id = ?"
        ).execute([source, sourceID, id])
        return (row.activity, efforts)
    }

    /// Computes activity `id`'s derived values again from its stored row and stream (after its stream
    /// was saved on its own); returns its best efforts.
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    func refreshDerived(forActivity id: Int64) throws -> [BestEffort] {
        guard let activity = try ActivityStore(database: database).fetch(id: id) else { return [] }
        let stream = try StreamStore(database: database).stream(forActivity: id)
        let efforts = try afterWrite(WriteBatch(streams: [.init(id: id, type: activity.type, stream: stream)]))
        return efforts.first?.efforts ?? []
    }

    /// Takes gear `id` off every activity done with it (before the gear is deleted); returns how
    /// many. No counted value changes, but the search index holds the gear's texts: the rows go
    /// through the after-write step as updated.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a row that cannot be read.
    func detachGear(_ id: Int64) throws -> Int {
        let old = try GearStore(database: database).activities(of: id)
        try database.execute("UPDATE activities SET gear_id = NULL WHERE gear_id = ?", [id])
        let detached = database.changes
        var stored = old
        for position in stored.indices { stored[position].gearID = nil }
        _ = try afterWrite(WriteBatch(removed: old, stored: stored))
        return detached
    }

    /// Gives gear `id` to the stored row of Strava activity `stravaID` when it has no gear, and
    /// keeps that row's search words (which hold the gear's) through the after-write step.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a row that cannot be read.
    func giveGear(_ id: Int64, toStravaActivity stravaID: String) throws {
        guard let old = try database.fetchOne(
            "SELECT \(ActivityStore.columns) FROM activities WHERE source = 'strava' AND source_id = ? AND gear_id IS NULL LIMIT 1",
            [stravaID], ActivityStore.activity), let activityID = old.id
        else { return }
        try database.cachedStatement("UPDATE activities SET gear_id = ? WHERE id = ?").execute([id, activityID])
        var stored = old
        stored.gearID = id
        _ = try afterWrite(WriteBatch(removed: [old], stored: [stored]))
    }

    /// Runs the activities done with gear `id` through the after-write step, unchanged, after the
    /// gear's name, brand or model changed (`GearStore`): the search index holds those texts.
    /// Their counted values are alike, so the totals and bests are left as they are.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for a row that cannot be read.
    func gearTextsChanged(_ id: Int64) throws {
        let activities = try GearStore(database: database).activities(of: id)
        guard !activities.isEmpty else { return }
        _ = try afterWrite(WriteBatch(removed: activities, stored: activities))
    }

    /// The gear an activity is inserted with: its own, else its family's default gear in use at its
    /// start (`Gear.isDefault(for:at:)`). Rows of tracker's own export (`csv`, `json`) are records
    /// brought back, not new activities: they keep the gear they name, and get no default.
    private func gearID(for activity: Activity, source: String?) throws -> Int64? {
        if let id = activity.gearID { return id }
        if source == "csv" || source == "json" { return nil }
        if defaultGear == nil {
            defaultGear = try GearStore(database: database).all(inUseOnly: true).filter(\.isDefault)
        }
        let start = activity.start.secondsSince1970
        return defaultGear?.first { $0.isDefault(for: activity.type.family, at: start) }?.id
    }

    /// Writes `activity` over the stored `old` with the load `stream` gives, and keeps the derived tables.
    private func write(_ activity: Activity, over old: Activity, stream: ActivityStream?,
                       derived: DerivedStream? = nil) throws -> (row: ActivityRow, efforts: StoredEfforts?) {
        guard let id = old.id else { throw StoreError.notFound(kind: "activity", id: "(none)") }
        let moving = derived?.moving ?? stream?.movingIntervals()
        let row = ActivityRow(activity, stream: stream, moving: moving, thresholds: stream == nil ? Thresholds() : try thresholds())
        let statement = try database.cachedStatement(ActivityRow.updateSQL)
        statement.reset()
        var index: Int32 = 0
        try row.encode(to: statement, at: &index)
        try statement.bind(id, at: index + 1)
        while try statement.step() {}
        statement.reset()
        guard database.changes == 1 else { throw StoreError.notFound(kind: "activity", id: "#\(id)") }
        var stored = row.activity
        stored.id = id
        let change = WriteBatch.StreamChange(id: id, type: stored.type, stream: stream, moving: moving, derived: derived)
        let efforts = try afterWrite(WriteBatch(removed: [old], stored: [stored], streams: [change]))
        return (row, efforts.first)
    }

    private func insertStatement(rows: Int) throws -> Statement {
        if rows == 1 { return try database.cachedStatement(Self.singleInsertSQL) }
        if let statement = insertStatements[rows] { return statement }
        let statement = try database.makeStatement(ActivityRow.insertSQL(rows: rows))
        insertStatements[rows] = statement
        return statement
    }

    private static let singleInsertSQL = ActivityRow.insertSQL(rows: 1)

    // MARK: - Streams as stored

    /// `stream`'s bytes and the stream they decode to: what every derived value is computed from.
    /// The stream comes with the bytes (`StreamCodec.encodeStored`), equal to decoding them, without
    /// reading them back; from `derived` when they were encoded before.
    /// - Throws: `StreamError` when a value cannot be encoded.
    func storedForm(_ stream: ActivityStream, derived: DerivedStream? = nil) throws -> (bytes: [UInt8], stream: ActivityStream) {
        if let derived { return (derived.encoded, derived.stored) }
        return try StreamCodec.encodeStored(stream)
    }

    /// What is stored from `stream` for an activity of `type` that needs no database, computed as the
    /// writer computes it (`storedForm`, then `DerivedStream`); `nil` for a stream that cannot be
    /// stored, which the write then refuses itself. Safe on any thread.
    static func derive(_ stream: ActivityStream, type: ActivityType) -> DerivedStream? {
        guard let (bytes, stored) = try? StreamCodec.encodeStored(stream) else { return nil }
        return DerivedStream(encoded: bytes, stored: stored, type: type)
    }

    // MARK: - After a write

    /// Keeps every derived table in step with `batch`, from the values as stored: the spans' totals,
    /// each type's whole-activity bests, the search index, and the best efforts and mean-maximal curves
    /// of the activities whose streams (or types) changed. Returns the efforts it stored, in the order of `batch.streams`. Every write path runs
    /// it, in its transaction.
    /// - Throws: `DatabaseError`.
    func afterWrite(_ batch: WriteBatch) throws -> [StoredEfforts] {
        // Names, notes and gear are searched: every stored row, also one whose counted values are unchanged.
        if !batch.searchWordsDeferred {
            try indexDeferredSearchWords()
            try ActivitySearchIndex(database: database).keep(batch)
        }
        let counted = batch.droppingUncountedUpdates()
        try PeriodTotalsStore(database: database).keep(counted)
        try BucketTotalsStore(database: database).keep(counted)
        let bests = BestEffortStore(database: database)
        try bests.keepTypeBests(counted)
        try DayDistanceStore(database: database).keep(counted)
        let tiles = TileStore(database: database)
        let curves = CurveStore(database: database)
        let routes = RouteStore(database: database)
        var efforts: [StoredEfforts] = []
        for change in batch.streams {
            // The start as stored; none for a deleted activity.
            var start = batch.stored.last(where: { $0.id == change.id })?.start
            if start == nil, !batch.removed.contains(where: { $0.id == change.id }) {
                start = try ActivityStore(database: database).fetch(id: change.id)?.start
            }
            try tiles.replaceTiles(ofActivity: change.id, start: start, stream: change.stream, computed: change.derived?.tiles)
            try routes.keep(activity: change.id, family: start == nil ? nil : change.type.family, stream: change.stream, moving: change.moving)
            let computed = change.derived?.efforts(for: change.type) ?? change.stream?.bestEfforts(for: change.type, moving: change.moving) ?? []
            efforts.append(StoredEfforts(id: change.id, type: change.type, efforts: try bests.replace(computed, forActivity: change.id)))
            try curves.replace(change.derived?.curves ?? change.stream?.meanMaxCurves() ?? [], forActivity: change.id)
            try SegmentStore(database: database).keepEfforts(ofActivity: change.id, stream: change.stream)
        }
        let zones = ZoneHistogramStore(database: database)
        for change in batch.streams {
            try zones.replace(forActivity: change.id, type: change.type, stream: change.stream, histograms: change.derived?.histograms(for: change.type))
        }
        return efforts
    }

    // MARK: - Bulk loads

    /// Rows a bulk load inserts before their search words are indexed: 32 batches, few enough that
    /// their pages are still in SQLite's cache when the index reads them back.
    static let deferredSearchRows = 8_192

    /// Indexes the search words of the rows a bulk load inserted (`insert(_:createdAt:deferringSearchWords:)`),
    /// one statement per run of ids, in the write's transaction. FTS5 writes its pending words out at every
    /// statement transaction once it is written in the transaction (each batch INSERT has one), so a statement
    /// per batch of 256 rows left a segment per batch to merge: 2.2 s of a 200,000-row import's CPU time.
    /// The index ends with the same rows and texts as the per-batch path (`doctor` compares them).
    /// - Throws: `DatabaseError`.
    func indexDeferredSearchWords() throws {
        guard !database.unindexedActivities.isEmpty else { return }
        let runs = database.unindexedActivities
        database.unindexedActivities = []
        try ActivitySearchIndex(database: database).fill(runs)
    }

    /// Forgets the deferred search words of a bulk load whose transaction is rolled back.
    func dropDeferredSearchWords() {
        database.unindexedActivities = []
    }

    // MARK: - Rebuilding

    /// Rows read per step of `rebuild()`.
    static let rebuildBatch = 256

    /// Empties every derived table and replays every stored activity through `afterWrite(_:)`, in one
    /// transaction, also computing again the load of each activity; returns the number
    /// of activities with a stream (`tracker records --rebuild`).
    /// - Throws: `StoreError` for a damaged stream or row, `DatabaseError`.
    func rebuild() throws -> Int {
        try database.inTransaction(.immediate) {
            try database.execute("DELETE FROM activity_spans")
            try database.execute("DELETE FROM type_bests")
            try database.execute("DELETE FROM best_efforts")
            try DayDistanceStore(database: database).removeAll()
            try BucketTotalsStore(database: database).removeAll()
            try TileStore(database: database).removeAll()
            try RouteStore(database: database).removeAll()
            try database.execute("DELETE FROM zone_histograms")
            try database.execute("DELETE FROM activity_curves")
            try database.execute("DELETE FROM activity_search")
            try SegmentStore(database: database).removeAllEfforts()
            let thresholds = try thresholds()
            var withStreams = 0
            var after: Int64 = Int64.min
            while true {
                // Keyset pages by id, read whole before anything is written.
                let rows = try database.fetch(
                    "SELECT \(ActivityStore.prefixedColumns), s.stream FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id "
                        + "WHERE a.id > ? ORDER BY a.id LIMIT \(Self.rebuildBatch)", [after]
                ) { row in (try ActivityStore.activity(row), row.value(ActivityRow.columnCount + 1)) }
                guard let last = rows.last?.0.id else { break }
                after = last
                var batch = WriteBatch(stored: rows.map(\.0))
                for (activity, value) in rows {
                    guard let id = activity.id else { continue }
                    let stream = try StreamStore.decode(value, forActivity: id)
                    if let stream { batch.streams.append(.init(id: id, type: activity.type, stream: stream)) }
                    // Rows without a stream too: a load stored before the one scale (migration 0022) is NULL.
                    let load = ActivityRow(activity, stream: stream, thresholds: stream == nil ? Thresholds() : thresholds).load
                    if load != activity.load { try ActivityStore(database: database).saveLoad(load, forActivity: id) }
                }
                withStreams += batch.streams.count
                _ = try afterWrite(batch)
            }
            return withStreams
        }
    }
}
