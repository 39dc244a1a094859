#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore

/// The summary's figures over long periods (the year to date, all time, the streaks), each
/// bounded however long the history is.
///
/// A period's whole spans are read from `activity_spans` (migration 0011): each type's totals
/// per span of 2^21 seconds, kept by `ActivityWriter`'s after-write step on every write to
/// `activities` (`keep(_:)`). Only the partial
/// spans at the period's two ends are read row by row, from the covering start-time index.
public struct PeriodTotalsStore {
    public let database: Database

    /// An activity's span is `start_utc >> spanShift`: 2^21 seconds, 24 days 6 hours.
    public static let spanShift: Int64 = 21

    /// Only the activities done with this gear (`summary --gear`), when set. `activity_spans` does
    /// not count by gear, so such totals are read row by row, from `activities_by_gear`.
    public let gearID: Int64?

    public init(database: Database, gearID: Int64? = nil) {
        self.database = database
        self.gearID = gearID
    }

    /// What one part of a period holds: the activities of a time range, or of a run of spans.
    /// One row of `activity_spans`: a span and a type.
    private struct SpanKey: Equatable {
        var span: Int64
        var type: String
    }

    private struct Part {
        var activities = 0
        var distance = 0.0
        var duration = 0.0
        var elevation = 0.0
        var longest: Double?
        /// The earliest start (rows), or the earliest span holding an activity (spans).
        var first: Int64?

        mutating func add(_ other: Part) {
            activities += other.activities
            distance += other.distance
            duration += other.duration
            elevation += other.elevation
            if let longest = other.longest { self.longest = max(self.longest ?? longest, longest) }
        }
    }

    // MARK: - Totals

    /// Totals of the activities of `types` (all when empty) starting in [from, until) (`from`
    /// open when `nil`); the start is `from`, or the first activity's start when it is open.
    /// - Throws: `DatabaseError`.
    public func totals(from: Int64?, until: Int64, types: [ActivityType] = []) throws -> WeekTotals {
        try totalsAndLastSpan(from: from, until: until, types: types).totals
    }

    /// The totals of every activity starting before `until`, and the activity with the longest
    /// distance among them (the earliest on ties).
    /// - Throws: `DatabaseError`.
    public func allTime(until: Int64, types: [ActivityType] = []) throws -> (totals: WeekTotals, longest: Activity?) {
        let (totals, lastSpan) = try totalsAndLastSpan(from: nil, until: until, types: types)
        guard totals.activities > 0 else { return (totals, nil) }
        if let gearID {
            let sql = """
                SELECT \(ActivityStore.columns) FROM activities AS a
                WHERE a.start_utc < ? AND a.distance_m = ?\(Self.typeFilter(types, alias: "a")) AND a.gear_id = ?
                ORDER BY a.start_utc, a.id LIMIT 1
                """
            return (totals, try database.fetchOne(sql, [until, totals.longest] + types.map(\.rawValue) + [gearID], ActivityStore.activity))
        }
        // The earliest whole span holding the longest distance, else the partial one at the end.
        let holder = try database.fetchOne(
            "SELECT min(s.span) FROM activity_spans AS s WHERE s.span < ? AND s.longest_m = ?\(Self.typeFilter(types, alias: "s"))",
            [lastSpan, totals.longest] + types.map(\.rawValue)) { $0.isNull(0) ? nil : $0.int64(0) } ?? nil
        let range = holder.map { ($0 << Self.spanShift)..<(($0 + 1) << Self.spanShift) } ?? (lastSpan << Self.spanShift)..<until
        let sql = """
            SELECT \(ActivityStore.columns) FROM activities AS a
            WHERE a.start_utc >= ? AND a.start_utc < ? AND a.distance_m = ?\(Self.typeFilter(types, alias: "a"))
            ORDER BY a.start_utc, a.id LIMIT 1
            """
        let longest = try database.fetchOne(sql, [range.lowerBound, range.upperBound, totals.longest] + types.map(\.rawValue), ActivityStore.activity)
        return (totals, longest)
    }

    /// The totals of [from, until) and the span `until` falls in (where the whole spans end).
    private func totalsAndLastSpan(from: Int64?, until: Int64, types: [ActivityType]) throws -> (totals: WeekTotals, lastSpan: Int64) {
        let lastSpan = until >> Self.spanShift
        // The first span starting at or after `from`.
        let firstSpan = from.map { (($0 &- 1) >> Self.spanShift) + 1 }
        var sum = Part()
        var first: Int64?
        if gearID != nil {
            let part = try rows(from: from ?? Int64.min, until: until, types: types)
            sum.add(part)
            first = part.first
        } else if let from, let firstSpan, firstSpan >= lastSpan {
            let part = try rows(from: from, until: until, types: types)
            sum.add(part)
        } else {
            if let from, let firstSpan { sum.add(try rows(from: from, until: firstSpan << Self.spanShift, types: types)) }
            let middle = try spans(from: firstSpan ?? Int64.min, until: lastSpan, types: types)
            let tail = try rows(from: lastSpan << Self.spanShift, until: until, types: types)
            sum.add(middle)
            sum.add(tail)
            if from == nil {
                // The first activity lies in the earliest span holding one: read that span alone.
                first = try middle.first.map { span in
                    try rows(from: span << Self.spanShift, until: (span + 1) << Self.spanShift, types: types).first
                } ?? tail.first
            }
        }
        let lower = from ?? first ?? until
        let totals = WeekTotals(
            start: Date(timeIntervalSince1970: TimeInterval(lower)), end: Date(timeIntervalSince1970: TimeInterval(until)),
            activities: sum.activities, distance: sum.distance, duration: sum.duration, elevation: sum.elevation,
            longest: sum.longest ?? 0)
        return (totals, lastSpan)
    }

    /// The activities starting in [from, until), row by row from the covering index.
    private func rows(from: Int64, until: Int64, types: [ActivityType]) throws -> Part {
        try part(
            """
            SELECT count(*), total(a.distance_m), total(a.duration_s), total(a.elevation_m), max(a.distance_m), min(a.start_utc)
            FROM activities AS a WHERE a.start_utc >= ? AND a.start_utc < ?\(Self.typeFilter(types, alias: "a"))\(gearID != nil ? " AND a.gear_id = ?" : "")
            """, from: from, until: until, types: types, gear: true)
    }

    /// The kept totals of the spans in [from, until).
    private func spans(from: Int64, until: Int64, types: [ActivityType]) throws -> Part {
        try part(
            """
            SELECT coalesce(sum(s.activities), 0), total(s.distance_m), total(s.duration_s), total(s.elevation_m), max(s.longest_m), min(s.span)
            FROM activity_spans AS s WHERE s.span >= ? AND s.span < ?\(Self.typeFilter(types, alias: "s"))
            """, from: from, until: until, types: types)
    }

    /// The one row of `sql` (count, three sums, a maximum, a minimum) over [from, until) of `types`.
    private func part(_ sql: String, from: Int64, until: Int64, types: [ActivityType], gear: Bool = false) throws -> Part {
        guard from < until else { return Part() }
        let gearArgument: [SQLBindable] = gear ? gearID.map { [$0] } ?? [] : []
        return try database.fetchOne(sql, [from, until] + types.map(\.rawValue) + gearArgument) { row in
            Part(
                activities: row.int(0), distance: row.double(1), duration: row.double(2), elevation: row.double(3),
                longest: row.isNull(4) ? nil : row.double(4), first: row.isNull(5) ? nil : row.int64(5))
        } ?? Part()
    }

    // MARK: - Streaks

    /// Every rolling week before `asOf` that holds an activity, as weeks before the newest
    /// (0 = [asOf - 7 days, asOf)), newest first.
    ///
    /// Jumps from one active week to the next with one index probe each (the latest start
    /// before the current week), so the cost follows the number of active weeks, not of rows.
    /// - Throws: `DatabaseError`.
    public func activeWeeksAgo(asOf: Int64, types: [ActivityType] = []) throws -> [Int] {
        let statement = try database.cachedStatement(
            "SELECT max(a.start_utc) FROM activities AS a WHERE a.start_utc < ?\(Self.typeFilter(types, alias: "a"))\(gearID != nil ? " AND a.gear_id = ?" : "")")
        var weeks: [Int] = []
        var bound = asOf
        while true {
            var latest: Int64?
            try statement.forEach([bound] + types.map(\.rawValue) + (gearID.map { [$0] } ?? [])) { row in
                if !row.isNull(0) { latest = row.int64(0) }
            }
            guard let latest else { return weeks }
            let weeksAgo = (asOf - 1 - latest) / WeekWindows.secondsPerWeek
            weeks.append(Int(weeksAgo))
            bound = asOf - (weeksAgo + 1) * WeekWindows.secondsPerWeek
        }
    }

    // MARK: - Keeping the spans

    /// Takes `batch`'s removed rows out of their spans and adds its stored ones, in the write's
    /// transaction: the one feeder of `activity_spans` (`ActivityWriter.afterWrite(_:)`).
    /// - Throws: `DatabaseError`.
    func keep(_ batch: WriteBatch) throws {
        for old in batch.removed { try remove(old) }
        try count(batch.stored)
    }

    /// Takes `old` (deleted, or updated and counted again by `count`) out of its span; the span's
    /// row goes with its last activity. Only when `old` held the span's longest distance is that span
    /// read again (its range of the covering start-time index), without `old`'s row.
    private func remove(_ old: Activity) throws {
        let span = old.start.secondsSince1970 >> Self.spanShift
        try database.cachedStatement("DELETE FROM activity_spans WHERE span = ? AND type = ? AND activities = 1")
            .execute([span, old.type.rawValue])
        try database.cachedStatement(
            """
            UPDATE activity_spans SET
                activities = activities - 1,
                distance_m = distance_m - ?3,
                duration_s = duration_s - ?4,
                elevation_m = elevation_m - ?5,
                longest_m = CASE WHEN ?3 < longest_m THEN longest_m ELSE coalesce((
                    SELECT max(a.distance_m) FROM activities AS a
                    WHERE a.start_utc >= ?1 << 21 AND a.start_utc < (?1 + 1) << 21 AND a.type = ?2 AND a.id IS NOT ?6), 0) END
            WHERE span = ?1 AND type = ?2
            """
        ).execute([span, old.type.rawValue, old.distance, old.duration, old.elevationGain, old.id])
    }

    /// Adds `activities`, just stored, to their spans with one upsert per span and type: a trigger
    /// per inserted row cost a 1M-row import a sixth to a third more CPU time.
    private func count(_ activities: [Activity]) throws {
        guard !activities.isEmpty else { return }
        // A list, not a dictionary: a batch falls in a few spans and types, found with no hashing.
        var sums: [(key: SpanKey, part: Part)] = []
        for activity in activities {
            let key = SpanKey(span: activity.start.secondsSince1970 >> Self.spanShift, type: activity.type.rawValue)
            let part = Part(activities: 1, distance: activity.distance, duration: activity.duration, elevation: activity.elevationGain, longest: activity.distance)
            if let index = sums.lastIndex(where: { $0.key == key }) {
                sums[index].part.add(part)
            } else {
                sums.append((key, part))
            }
        }
        let upsert = try database.cachedStatement(
            """
            INSERT INTO activity_spans (span, type, activities, distance_m, duration_s, elevation_m, longest_m)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (span, type) DO UPDATE SET
                activities = activities + excluded.activities,
                distance_m = distance_m + excluded.distance_m,
                duration_s = duration_s + excluded.duration_s,
                elevation_m = elevation_m + excluded.elevation_m,
                longest_m = max(longest_m, excluded.longest_m)
            """)
        for (key, part) in sums {
            try upsert.execute([key.span, key.type, part.activities, part.distance, part.duration, part.elevation, part.longest ?? 0])
        }
    }

    // MARK: - SQL text

    /// ` AND s.type IN (?, ?)` or nothing.
    static func typeFilter(_ types: [ActivityType], alias: String) -> String {
        types.isEmpty ? "" : " AND \(alias).type IN (\(Array(repeating: "?", count: types.count).joined(separator: ", ")))"
    }
}
