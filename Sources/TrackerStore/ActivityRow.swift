import TrackerCore

/// How an activity becomes a row of `activities`, said once: the columns, their order and each
/// value's encoding, bound by insert, update, merge and the import batches alike (the idea of
/// GRDB's `EncodableRecord.encode(to:)`).
///
/// The load is part of the row: it is computed here, from the activity and the stream as stored
/// (`ActivityWriter.stored(_:)`), so every command that writes a row gives it the same load.
struct ActivityRow {
    /// The columns `encode` binds, in order.
    static let columns = "start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, effort, load, load_method, load_estimated, gear_id"
    static let columnCount = 13
    /// The columns only an insert writes, after `columns`.
    static let insertedColumns = "created_utc, source, source_id, origin_database, origin_id"
    static let insertedColumnCount = 5

    var activity: Activity
    var load: TrainingLoad

    /// The row of `activity`, with the load its stream (as stored) and the thresholds give; `moving`
    /// is the stream's `movingIntervals()` when the writer has them.
    init(_ activity: Activity, stream: ActivityStream?, moving: [Bool]? = nil, thresholds: Thresholds) {
        self.activity = activity
        load = activity.trainingLoad(stream: stream, moving: moving, thresholds: thresholds)
        self.activity.load = load
    }

    /// Binds the row's values to `columns`' placeholders, from `index` + 1 on, advancing `index`.
    /// Bound by position: no boxed argument array for the hundreds of values of a batch.
    /// - Throws: `DatabaseError` when SQLite refuses a value.
    func encode(to statement: Statement, at index: inout Int32) throws {
        func next() -> Int32 {
            index += 1
            return index
        }
        try statement.bind(activity.start.secondsSince1970, at: next())
        try statement.bind(Int64(activity.start.utcOffset), at: next())
        try statement.bind(activity.type.rawValue, at: next())
        try statement.bind(activity.name, at: next())
        try statement.bind(activity.notes, at: next())
        try statement.bind(activity.distance, at: next())
        try statement.bind(activity.duration, at: next())
        try statement.bind(activity.elevationGain, at: next())
        if let effort = activity.effort { try statement.bind(Int64(effort), at: next()) } else { try statement.bindNull(at: next()) }
        try statement.bind(load.value, at: next())
        try statement.bind(load.method.rawValue, at: next())
        try statement.bind(Int64(load.isEstimated ? 1 : 0), at: next())
        if let gearID = activity.gearID { try statement.bind(gearID, at: next()) } else { try statement.bindNull(at: next()) }
    }

    /// Binds what an insert adds to `columns`: when it was written and where it came from.
    /// `originDatabase` and `originID` are the identity a row of tracker's own export came with
    /// (migration 0013); `nil` for a row first stored here.
    static func encodeInserted(createdAt: Int64, source: String?, sourceID: String?, originDatabase: Int64? = nil, originID: Int64? = nil,
                               to statement: Statement, at index: inout Int32) throws {
        index += 1
        try statement.bind(createdAt, at: index)
        index += 1
        try statement.bind(source, at: index)
        index += 1
        try statement.bind(sourceID, at: index)
        index += 1
        if let originDatabase { try statement.bind(originDatabase, at: index) } else { try statement.bindNull(at: index) }
        index += 1
        if let originID { try statement.bind(originID, at: index) } else { try statement.bindNull(at: index) }
    }

    /// An INSERT of `rows` rows of `columns` and `insertedColumns`, built by appends: `add` runs it
    /// once per process, and the generic `joined` would cost it a runtime conformance lookup.
    static func insertSQL(rows: Int) -> String {
        var placeholders = "(?"
        for _ in 1..<(columnCount + insertedColumnCount) { placeholders += ", ?" }
        placeholders += ")"
        var sql = "INSERT INTO activities (" + columns + ", " + insertedColumns + ") VALUES " + placeholders
        for _ in 1..<max(1, rows) { sql += ", " + placeholders }
        return sql
    }

    /// The UPDATE of every column of `columns` of the row whose id is bound last.
    static let updateSQL = """
        UPDATE activities SET start_utc = ?, utc_offset = ?, type = ?, name = ?, notes = ?, distance_m = ?, duration_s = ?,
            elevation_m = ?, effort = ?, load = ?, load_method = ?, load_estimated = ?, gear_id = ?
        WHERE id = ?
        """
}
