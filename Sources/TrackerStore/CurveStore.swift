import TrackerCore
import TrackerTime

/// Reads and writes the activities' mean-maximal curves (`activity_curves`, migration 0017). All SQL
/// about that table lives here; `ActivityWriter.afterWrite(_:)` is its one feeder.
///
/// A curve is stored as one BLOB of float32 values, one per kept duration from the first
/// (`CurveDurations`), so a period's curve reads one row per activity instead of hundreds.
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
        let insert = try database.cachedStatement("INSERT INTO activity_curves (activity_id, kind, points) VALUES (?, ?, ?)")
        for curve in curves where !curve.points.isEmpty {
            try insert.execute([id, curve.kind.name, SQLValue.blob(Self.encode(curve))])
        }
    }

    /// The curve's values as little-endian float32, in the order of `CurveDurations`.
    static func encode(_ curve: MeanMaxCurve) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(curve.points.count * 4)
        for point in curve.points {
            let bits = Float(point.value).bitPattern.littleEndian
            for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt32(shift))) }
        }
        return bytes
    }

    /// The values of a stored BLOB, or `nil` when its length is not whole float32s.
    static func decode(_ value: SQLValue) -> [Float]? {
        guard case .blob(let bytes) = value, bytes.count % 4 == 0 else { return nil }
        return stride(from: 0, to: bytes.count, by: 4).map { offset in
            let bits = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
            return Float(bitPattern: bits)
        }
    }

    // MARK: - Reading

    /// Activity `id`'s curve of `kind` as stored (float32 values), or `nil` when it has none.
    /// - Throws: `DatabaseError`.
    public func curve(_ kind: CurveKind, forActivity id: Int64) throws -> MeanMaxCurve? {
        guard let values = try database.fetchOne(
            "SELECT points FROM activity_curves WHERE activity_id = ? AND kind = ?", [id, kind.name], { Self.decode($0.value(0)) }
        ) ?? nil else { return nil }
        let durations = CurveDurations.first(values.count)
        return MeanMaxCurve(kind: kind, points: zip(durations, values).map { CurvePoint(duration: $0, value: Double($1)) })
    }

    /// The point-wise best of the stored curves of `kind` over the activities starting in
    /// [from, until) of `types` (every type when empty), each point with the activity holding it
    /// (the earliest, on a tie). Reads no stream: one row per activity.
    /// - Throws: `DatabaseError`.
    public func periodCurve(_ kind: CurveKind, from: Int64?, until: Int64?, types: [ActivityType]) throws -> PeriodCurve {
        var sql = """
            SELECT a.id, a.start_utc, a.utc_offset, c.points
            FROM activities a JOIN activity_curves c ON c.activity_id = a.id AND c.kind = ?
            WHERE a.start_utc >= ? AND a.start_utc < ?
            """
        var arguments: [SQLBindable] = [kind.name, from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        sql += " ORDER BY a.start_utc, a.id"
        var best: [Float] = []
        var holder: [Int] = []
        var activities: [(id: Int64, start: LocalInstant)] = []
        let statement = try database.cachedStatement(sql)
        try statement.forEach(arguments) { row in
            guard let values = Self.decode(row.value(3)) else { return }
            let index = activities.count
            activities.append((row.int64(0), LocalInstant(secondsSince1970: row.int64(1), utcOffset: row.int(2))))
            if values.count > best.count {
                best += [Float](repeating: -1, count: values.count - best.count)
                holder += [Int](repeating: -1, count: values.count - holder.count)
            }
            for (position, value) in values.enumerated() where value > best[position] {
                best[position] = value
                holder[position] = index
            }
        }
        let durations = CurveDurations.first(best.count)
        let points = durations.indices.compactMap { position -> PeriodCurve.Point? in
            guard holder[position] >= 0 else { return nil }
            let activity = activities[holder[position]]
            return PeriodCurve.Point(duration: durations[position], value: Double(best[position]), activityID: activity.id, start: activity.start)
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
