import TrackerCore
import TrackerTime

/// What `tracker predict` reads: a period's best time at each distance, and its longest run.
extension BestEffortStore {
    /// For each distance target, the fastest stored effort of an activity of `types` starting in
    /// [from, until) (the earliest on a tie), shortest distance first.
    /// - Throws: `DatabaseError`.
    public func raceEfforts(types: [ActivityType], from: Int64?, until: Int64?) throws -> [RaceEffort] {
        var best: [RaceEffort] = []
        let (filter, arguments) = Self.activityFilter(types: types, from: from, until: until)
        try database.cachedStatement(
            """
            SELECT e.target, e.value, a.id, a.start_utc, a.utc_offset FROM best_efforts e
            JOIN activities a ON a.id = e.activity_id
            WHERE e.kind = 'distance' AND \(filter)
            ORDER BY a.start_utc, a.id
            """
        ).forEach(arguments) { row in
            let effort = RaceEffort(distance: row.double(0), time: row.double(1), activityID: row.int64(2),
                                    start: LocalInstant(secondsSince1970: row.int64(3), utcOffset: row.int(4)))
            if let index = best.firstIndex(where: { $0.distance == effort.distance }) {
                if effort.time < best[index].time { best[index] = effort }
            } else {
                best.append(effort)
            }
        }
        return best.sorted { $0.distance < $1.distance }
    }

    /// Metres of the longest activity of `types` starting in [from, until), zero without one.
    /// - Throws: `DatabaseError`.
    public func longestDistance(types: [ActivityType], from: Int64?, until: Int64?) throws -> Double {
        let (filter, arguments) = Self.activityFilter(types: types, from: from, until: until)
        var longest = 0.0
        try database.cachedStatement("SELECT max(a.distance_m) FROM activities a WHERE \(filter)").forEach(arguments) { row in
            longest = row.double(0)
        }
        return longest
    }

    /// Whether any activity of `types` has a distance best effort at all.
    /// - Throws: `DatabaseError`.
    public func hasRaceEfforts(types: [ActivityType]) throws -> Bool {
        let (filter, arguments) = Self.activityFilter(types: types, from: nil, until: nil)
        let sql = "SELECT 1 FROM best_efforts e JOIN activities a ON a.id = e.activity_id WHERE e.kind = 'distance' AND \(filter) LIMIT 1"
        return try !database.fetch(sql, arguments) { _ in true }.isEmpty
    }

    private static func activityFilter(types: [ActivityType], from: Int64?, until: Int64?) -> (String, [SQLBindable]) {
        var sql = "a.start_utc >= ? AND a.start_utc < ?"
        var arguments: [SQLBindable] = [from ?? Int64.min, until ?? Int64.max]
        if !types.isEmpty {
            sql += " AND a.type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
            arguments += types.map(\.rawValue)
        }
        return (sql, arguments)
    }
}
