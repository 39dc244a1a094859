#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// Each type's totals per UTC hour, quarter day and day (`activity_buckets`, migration 0025),
/// kept by `ActivityWriter.afterWrite`: what `months`, `calendar` and the period goals add up, so
/// that a local day or month costs a few kept rows whatever the history holds.
public struct BucketTotalsStore {
    let database: Database

    /// The bucket sizes in seconds, largest first; each divides the one before it.
    static let sizes: [Int64] = [86_400, 21_600, 3_600]

    public init(database: Database) {
        self.database = database
    }

    /// `floor(seconds / size)`, also before 1970 (migration 0025 floors alike).
    static func bucket(_ seconds: Int64, size: Int64) -> Int64 {
        seconds >= 0 ? seconds / size : -((-seconds - 1) / size) - 1
    }

    // MARK: - Reading

    /// What a range is made of: whole buckets of one size, or the rows of a time range that no
    /// whole bucket covers.
    enum Piece: Equatable {
        case buckets(size: Int64, from: Int64, until: Int64)
        case rows(from: Int64, until: Int64)
    }

    /// `range` as the largest whole buckets inside it, then smaller ones at its ends, then rows.
    static func pieces(of range: Range<Int64>, level: Int = 0) -> [Piece] {
        guard !range.isEmpty else { return [] }
        guard level < sizes.count else { return [.rows(from: range.lowerBound, until: range.upperBound)] }
        let size = sizes[level]
        let first = bucket(range.lowerBound - 1, size: size) + 1
        let last = bucket(range.upperBound, size: size)
        guard first < last else { return pieces(of: range, level: level + 1) }
        return pieces(of: range.lowerBound..<(first * size), level: level + 1)
            + [.buckets(size: size, from: first, until: last)]
            + pieces(of: (last * size)..<range.upperBound, level: level + 1)
    }

    /// Totals of each range [lower, upper) of `ranges` (Unix seconds), of the activities of
    /// `types` (all when empty), in the order given: the kept buckets inside each range, and the
    /// rows of its uncovered ends from the covering start-time index. Equal to the row-by-row
    /// `scannedTotals` (the additions are grouped differently, which changes a sum only in its
    /// last bits, and only when the values are not exactly summable).
    /// - Throws: `DatabaseError`.
    public func totals(_ ranges: [Range<Int64>], types: [ActivityType] = []) throws -> [WeekTotals] {
        var totals = ranges.map { WeekTotals(start: Self.date($0.lowerBound), end: Self.date($0.upperBound)) }
        var bucketArguments: [SQLBindable] = []
        var rowArguments: [SQLBindable] = []
        var rowOwners: [Int] = []
        for (index, range) in ranges.enumerated() {
            for piece in Self.pieces(of: range) {
                switch piece {
                case let .buckets(size, from, until): bucketArguments += [index, size, from, until]
                case let .rows(from, until):
                    rowArguments += [rowOwners.count, from, until]
                    rowOwners.append(index)
                }
            }
        }
        let names: [SQLBindable] = types.map(\.rawValue)
        if !bucketArguments.isEmpty {
            let sql = """
                WITH pieces(k, size, lo, hi) AS (VALUES \(WeekTotalsStore.placeholders(rows: bucketArguments.count / 4, columns: 4)))
                SELECT p.k, sum(b.activities), total(b.distance_m), total(b.duration_s), total(b.elevation_m), max(b.longest_m)
                FROM pieces AS p CROSS JOIN activity_buckets AS b ON b.size = p.size AND b.bucket >= p.lo AND b.bucket < p.hi\(PeriodTotalsStore.typeFilter(types, alias: "b"))
                GROUP BY p.k
                """
            try database.cachedStatement(sql).forEach(bucketArguments + names) { row in
                let index = row.int(0)
                guard totals.indices.contains(index) else { return }
                Self.add(
                    activities: row.int(1), distance: row.double(2), duration: row.double(3), elevation: row.double(4),
                    longest: row.double(5), to: &totals[index])
            }
        }
        guard !rowOwners.isEmpty else { return totals }
        var ends = rowOwners.map { totals[$0] }
        for position in ends.indices { ends[position] = WeekTotals(start: ends[position].start, end: ends[position].end) }
        try WeekTotalsStore.addTotals(to: &ends, rangeCount: rowOwners.count, arguments: rowArguments + names, types: types, database: database)
        for (position, index) in rowOwners.enumerated() where ends[position].activities > 0 {
            let end = ends[position]
            Self.add(
                activities: end.activities, distance: end.distance, duration: end.duration, elevation: end.elevation,
                longest: end.longest, to: &totals[index])
        }
        return totals
    }

    private static func add(activities: Int, distance: Double, duration: Double, elevation: Double, longest: Double, to totals: inout WeekTotals) {
        totals.activities += activities
        totals.distance += distance
        totals.duration += duration
        totals.elevation += elevation
        totals.longest = max(totals.longest, longest)
    }

    private static func date(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

    // MARK: - Keeping the buckets

    /// One row of `activity_buckets`.
    private struct Key: Hashable {
        var size: Int64
        var bucket: Int64
        var type: String
    }

    private struct Sums {
        var activities: Int64 = 0
        var distance = 0.0
        var duration = 0.0
        var elevation = 0.0
        var longest = 0.0
    }

    /// Takes `batch`'s removed rows out of their buckets and adds its stored ones, in the write's
    /// transaction (`ActivityWriter.afterWrite(_:)`, its one caller).
    /// - Throws: `DatabaseError`.
    func keep(_ batch: WriteBatch) throws {
        for old in batch.removed { try remove(old) }
        try count(batch.stored)
    }

    /// Takes `old` out of its three buckets; a bucket's row goes with its last activity, and only
    /// a bucket whose longest distance `old` held reads its activities again (without `old`'s row).
    private func remove(_ old: Activity) throws {
        let drop = try database.cachedStatement("DELETE FROM activity_buckets WHERE size = ? AND bucket = ? AND type = ? AND activities = 1")
        let update = try database.cachedStatement(
            """
            UPDATE activity_buckets SET
                activities = activities - 1,
                distance_m = distance_m - ?4,
                duration_s = duration_s - ?5,
                elevation_m = elevation_m - ?6,
                longest_m = CASE WHEN ?4 < longest_m THEN longest_m ELSE coalesce((
                    SELECT max(a.distance_m) FROM activities AS a
                    WHERE a.start_utc >= ?2 * ?1 AND a.start_utc < (?2 + 1) * ?1 AND a.type = ?3 AND a.id IS NOT ?7), 0) END
            WHERE size = ?1 AND bucket = ?2 AND type = ?3
            """)
        let start = old.start.secondsSince1970
        for size in Self.sizes {
            let bucket = Self.bucket(start, size: size)
            try drop.execute([size, bucket, old.type.rawValue])
            if database.changes > 0 { continue }
            try update.execute([size, bucket, old.type.rawValue, old.distance, old.duration, old.elevationGain, old.id])
        }
    }

    /// Adds `activities`, just stored, with one upsert per bucket and type of the batch.
    private func count(_ activities: [Activity]) throws {
        guard !activities.isEmpty else { return }
        // A dictionary: a long import's batch spans many hours.
        var sums: [Key: Sums] = [:]
        var order: [Key] = []
        for activity in activities {
            for size in Self.sizes {
                let key = Key(size: size, bucket: Self.bucket(activity.start.secondsSince1970, size: size), type: activity.type.rawValue)
                if sums[key] == nil { order.append(key) }
                var sum = sums[key, default: Sums()]
                sum.activities += 1
                sum.distance += activity.distance
                sum.duration += activity.duration
                sum.elevation += activity.elevationGain
                sum.longest = max(sum.longest, activity.distance)
                sums[key] = sum
            }
        }
        let upsert = try database.cachedStatement(
            """
            INSERT INTO activity_buckets (size, bucket, type, activities, distance_m, duration_s, elevation_m, longest_m)
            VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
            ON CONFLICT (size, bucket, type) DO UPDATE SET
                activities = activities + excluded.activities,
                distance_m = distance_m + excluded.distance_m,
                duration_s = duration_s + excluded.duration_s,
                elevation_m = elevation_m + excluded.elevation_m,
                longest_m = max(longest_m, excluded.longest_m)
            """)
        for key in order {
            guard let sum = sums[key] else { continue }
            // Bound in place: a long import runs this a few times per hour of its rows.
            try upsert.bind(key.size, at: 1)
            try upsert.bind(key.bucket, at: 2)
            try upsert.bind(key.type, at: 3)
            try upsert.bind(sum.activities, at: 4)
            try upsert.bind(sum.distance, at: 5)
            try upsert.bind(sum.duration, at: 6)
            try upsert.bind(sum.elevation, at: 7)
            try upsert.bind(sum.longest, at: 8)
            while try upsert.step() {}
            upsert.reset()
        }
    }

    /// Empties the table (`ActivityWriter.rebuild`).
    func removeAll() throws {
        try database.execute("DELETE FROM activity_buckets")
    }

    // MARK: - Checking

    /// The SQL that adds the activities up by bucket as migration 0025 does.
    static let recountSQL = """
        SELECT s.size AS size, a.start_utc / s.size - (a.start_utc % s.size < 0) AS bucket, a.type AS type,
            count(*) AS activities, total(a.distance_m) AS distance_m, total(a.duration_s) AS duration_s,
            total(a.elevation_m) AS elevation_m, max(a.distance_m) AS longest_m
        FROM (SELECT 3600 AS size UNION ALL SELECT 21600 UNION ALL SELECT 86400) AS s CROSS JOIN activities AS a
        GROUP BY 1, 2, 3
        """

    /// What is wrong with the kept buckets, for `tracker doctor` (read-only): buckets missing,
    /// left over, or with other counts or longest distances than the activities give, or sums
    /// further from them than rounding explains. Empty when the table is in step.
    /// - Throws: `DatabaseError`.
    public func problems() throws -> [String] {
        // One sort of both sides by key (a join of either against the other's 3 rows an activity
        // would have no index on the recount).
        let sql = """
            WITH paired AS (
                SELECT size, bucket, type, max(kept) AS kept, max(counted) AS counted,
                    max(kept_count) AS kept_count, max(count) AS count, max(kept_longest) AS kept_longest, max(longest) AS longest,
                    max(kept_distance) AS kept_distance, max(distance) AS distance, max(kept_duration) AS kept_duration,
                    max(duration) AS duration, max(kept_elevation) AS kept_elevation, max(elevation) AS elevation
                FROM (
                    SELECT size, bucket, type, 1 AS kept, NULL AS counted, activities AS kept_count, NULL AS count,
                        longest_m AS kept_longest, NULL AS longest, distance_m AS kept_distance, NULL AS distance,
                        duration_s AS kept_duration, NULL AS duration, elevation_m AS kept_elevation, NULL AS elevation
                    FROM activity_buckets
                    UNION ALL
                    SELECT size, bucket, type, NULL, 1, NULL, activities, NULL, longest_m, NULL, distance_m, NULL, duration_s, NULL, elevation_m
                    FROM (\(Self.recountSQL)))
                GROUP BY size, bucket, type)
            SELECT coalesce(sum(kept IS NULL), 0), coalesce(sum(counted IS NULL), 0), coalesce(sum(kept AND counted AND (
                kept_count <> count OR kept_longest <> longest
                OR abs(kept_distance - distance) > 1e-6 * max(1, abs(distance))
                OR abs(kept_duration - duration) > 1e-6 * max(1, abs(duration))
                OR abs(kept_elevation - elevation) > 1e-6 * max(1, abs(elevation)))), 0)
            FROM paired
            """
        guard let (missing, extra, differing) = try database.fetchOne(sql, [], { ($0.int(0), $0.int(1), $0.int(2)) }) else { return [] }
        var problems: [String] = []
        if missing > 0 { problems.append("\(missing.counted("bucket")) of activities not kept") }
        if extra > 0 { problems.append("\(extra.counted("kept bucket")) without activities") }
        if differing > 0 { problems.append("\(differing.counted("kept bucket")) with other totals than the activities") }
        return problems
    }
}
