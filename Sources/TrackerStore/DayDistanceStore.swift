import TrackerCore
import TrackerTime

/// Each local day's distance by type (`day_distances`, migration 0018), in whole millimetres, kept
/// by `ActivityWriter.afterWrite`: what the Eddington number counts.
public struct DayDistanceStore {
    let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// Takes the removed rows out and adds the stored ones, one upsert per day and type of the batch.
    /// - Throws: `DatabaseError`.
    func keep(_ batch: WriteBatch) throws {
        // A dictionary: a batch of a long CSV holds a day per row or so, too many to look up in a list.
        struct Key: Hashable {
            var day: Int64
            var type: ActivityType
        }
        var sums: [Key: (activities: Int64, millimetres: Int64)] = [:]
        func add(_ activity: Activity, _ sign: Int64) {
            let key = Key(day: Int64(activity.start.localDay.daysSince1970), type: activity.type)
            let sum = sums[key, default: (0, 0)]
            sums[key] = (sum.activities + sign, sum.millimetres + Self.millimetres(activity.distance) * sign)
        }
        for old in batch.removed { add(old, -1) }
        for new in batch.stored { add(new, 1) }
        let changes = sums.map { (day: $0.key.day, type: $0.key.type.rawValue, activities: $0.value.activities, millimetres: $0.value.millimetres) }
        guard !changes.isEmpty else { return }
        let upsert = try database.cachedStatement(
            """
            INSERT INTO day_distances (day, type, activities, distance_mm) VALUES (?1, ?2, ?3, ?4)
            ON CONFLICT (day, type) DO UPDATE SET
                activities = activities + excluded.activities, distance_mm = distance_mm + excluded.distance_mm
            """)
        let drop = try database.cachedStatement("DELETE FROM day_distances WHERE day = ? AND type = ? AND activities + ? <= 0")
        // SQLite checks an upsert's new row against the CHECK before it finds the conflict, so a row
        // that only loses activities (or only changes its distance) is updated, never upserted.
        let update = try database.cachedStatement(
            "UPDATE day_distances SET activities = activities + ?3, distance_mm = distance_mm + ?4 WHERE day = ?1 AND type = ?2")
        for change in changes where change.activities != 0 || change.millimetres != 0 {
            if change.activities > 0 {
                // Bound in place: a long import runs this once per day of its rows.
                try upsert.bind(change.day, at: 1)
                try upsert.bind(change.type, at: 2)
                try upsert.bind(change.activities, at: 3)
                try upsert.bind(change.millimetres, at: 4)
                while try upsert.step() {}
                upsert.reset()
                continue
            }
            let arguments: [SQLBindable] = [change.day, change.type, change.activities, change.millimetres]
            // The day's last activities of the type leave: the row goes rather than hold a zero.
            try drop.execute([change.day, change.type, change.activities])
            if database.changes == 0 { try update.execute(arguments) }
        }
    }

    /// Millimetres, as `day_distances` adds them (migration 0018 rounds alike).
    static func millimetres(_ metres: Double) -> Int64 {
        guard metres.isFinite else { return 0 }
        return Int64((metres * 1000).rounded())
    }

    /// Empties the table (`ActivityWriter.rebuild`).
    func removeAll() throws {
        try database.execute("DELETE FROM day_distances")
    }

    // MARK: - Reading

    /// Each day's distance in metres and the types done that day, for days from `from` up to
    /// `through` (both included when given), oldest first.
    /// - Throws: `DatabaseError`.
    public func days(from: LocalDay? = nil, through: LocalDay? = nil) throws -> [(day: Int, type: ActivityType, metres: Double)] {
        let lower = Int64(from?.daysSince1970 ?? Int.min / 2)
        let upper = Int64(through?.daysSince1970 ?? Int.max / 2)
        return try database.fetch(
            "SELECT day, type, distance_mm FROM day_distances WHERE day BETWEEN ? AND ? AND distance_mm > 0 ORDER BY day", [lower, upper]
        ) { row in
            guard let type = row.string(1).flatMap(ActivityType.init(rawValue:)) else { return nil }
            return (row.int(0), type, Double(row.int64(2)) / 1000)
        }.compactMap { $0 }
    }
}
