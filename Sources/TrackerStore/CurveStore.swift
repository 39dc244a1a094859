import TrackerCore
import TrackerTime

/// Reads and writes the activities' mean-maximal curves (`activity_curves`, migration 0017). All SQL
/// about that table lives here; `ActivityWriter.afterWrite(_:)` is its one feeder.
public struct CurveStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    // MARK: - Writing

    /// Replaces the stored curves of activity `id` with `curves`.
    /// - Throws: `DatabaseError`.
    func replace(_ curves: [MeanMaxCurve], forActivity id: Int64) throws {
        try database.cachedStatement("DELETE FROM activity_curves WHERE activity_id = ?").execute([id])
        guard !curves.isEmpty else { return }
        let insert = try database.cachedStatement("INSERT INTO activity_curves (activity_id, kind, duration_s, value) VALUES (?, ?, ?, ?)")
        for curve in curves {
            for point in curve.points where point.value.isFinite {
                try insert.execute([id, curve.kind.name, point.duration, point.value])
            }
        }
    }

    // MARK: - Reading

    /// Activity `id`'s curve of `kind`, or `nil` when it has none.
    /// - Throws: `DatabaseError`.
    public func curve(_ kind: CurveKind, forActivity id: Int64) throws -> MeanMaxCurve? {
        let points = try database.fetch(
            "SELECT duration_s, value FROM activity_curves WHERE activity_id = ? AND kind = ? ORDER BY duration_s", [id, kind.name]
        ) { CurvePoint(duration: $0.int(0), value: $0.double(1)) }
        return points.isEmpty ? nil : MeanMaxCurve(kind: kind, points: points)
    }

    /// The point-wise best of the stored curves of `kind` over the activities starting in
    /// [from, until) of `types` (every type when empty), each point with the activity holding it.
    /// Reads no stream: one GROUP BY over the curve rows.
    /// - Throws: `DatabaseError`.
    public func periodCurve(_ kind: CurveKind, from: Int64?, until: Int64?, types: [ActivityType]) throws -> PeriodCurve {
        // SQLite takes the bare columns of a max() aggregate from the row holding the maximum.
        var sql = """
            SELECT c.duration_s, max(c.value), c.activity_id, a.start_utc, a.utc_offset
            FROM activity_curves c JOIN activities a ON a.id = c.activity_id
            WHERE c.kind = ? AND a.start_utc >= ? AND a.start_utc < ?
            """
        var arguments: [SQLBindable] = [kind.name, from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        sql += " GROUP BY c.duration_s ORDER BY c.duration_s"
        let points = try database.fetch(sql, arguments) { row in
            PeriodCurve.Point(
                duration: row.int(0), value: row.double(1), activityID: row.int64(2),
                start: LocalInstant(secondsSince1970: row.int64(3), utcOffset: row.int(4)))
        }
        return PeriodCurve(kind: kind, points: points)
    }

    /// How many activities have a stream but no curve at all: stored before the curves were kept,
    /// or written outside tracker, until `tracker records --rebuild`.
    /// - Throws: `DatabaseError`.
    public func streamsWithoutCurves() throws -> Int {
        try database.fetchOne(
            "SELECT count(*) FROM activity_streams s WHERE NOT EXISTS (SELECT 1 FROM activity_curves c WHERE c.activity_id = s.activity_id)"
        ) { $0.int(0) } ?? 0
    }
}
