import TrackerCore
import TrackerTime

/// Which imported records are an activity already kept, with each rule said once: the footprint
/// compared (`footprint`), the rule comparing two (`rule`), the span a stored row covers
/// (`storedSpanEnd`, the SQL form of the footprint's span), and what a merge keeps (`merging`).
///
/// Records are queued as their file is read (`enqueue`), looked up among the queued ones by the hour
/// their span starts in (`queuedMatch`), and, when their batch is written, among the stored activities
/// (`storedMatches`): a batch whose spans lie close together (the usual, chronological file) takes one
/// range query; a scattered one, or one over a crowded range, a query per row.
final class DuplicateIndex {
    /// The rule that recognises one activity from two sources: compatible types, time spans sharing
    /// half of the shorter one, distances within 10% or 200 m, and never two different Strava ids.
    static let rule = SameActivityRule.standard
    /// A batch spanning at most this many seconds is checked with one range query...
    static let rangeSpanLimit: Int64 = 30 * 86_400
    /// ...unless the range holds this many stored activities; then row by row.
    static let rangeRowLimit = 256
    /// Queued records are looked up by the hour their span starts in.
    static let bucketSeconds: Int64 = 3_600

    /// The end of a stored activity's span in SQL, over `activities a LEFT JOIN activity_streams s`:
    /// the start plus the duration, or the stream's elapsed time when longer (as `footprint` says).
    static let storedSpanEnd = "a.start_utc + max(a.duration_s, coalesce(s.elapsed_s, 0))"

    /// A stored activity that is the same as a queued record.
    struct Match {
        var id: Int64
        var type: ActivityType
        var hasStream: Bool
    }

    private struct Candidate {
        var match: Match
        var footprint: ActivityFootprint
        /// Its identity's database number (`ExportIdentities`); `nil` for a row first stored here.
        var originNumber: Int64?
    }

    private let findInRange: Statement
    /// The stored activities starting in a range whose span reaches a given instant (no row limit).
    private let findOverlapping: Statement
    private let findStravaID: Statement
    /// The queued footprints, in the order they were queued, and their positions by start bucket.
    private(set) var queued: [ActivityFootprint] = []
    /// For each queued record of tracker's own export, its identity's database number.
    private var queuedOrigins: [Int64?] = []
    /// The largest id stored before the current file (0 for none): rows above it are the file's own.
    private(set) var lastStoredID: Int64 = 0
    private var buckets: [Int64: [Int]] = [:]
    private var longestQueuedSpan: Int64 = 0
    /// The longest span stored: how far before a start a stored activity may begin and still overlap.
    private var longestStoredSpan: Int64

    /// - Throws: `DatabaseError` when a statement cannot be prepared.
    init(database: Database) throws {
        let columns = "a.id, a.start_utc, a.duration_s, a.distance_m, a.type, a.source, a.source_id, s.elapsed_s, a.origin_database"
        findInRange = try database.makeStatement(
            """
            SELECT \(columns) FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc BETWEEN ? AND ? LIMIT \(Self.rangeRowLimit)
            """)
        findOverlapping = try database.makeStatement(
            """
            SELECT \(columns) FROM activities a LEFT JOIN activity_streams s ON s.activity_id = a.id
            WHERE a.start_utc BETWEEN ? AND ? AND \(Self.storedSpanEnd) >= ?
            """)
        // `source = 'strava'` literally, so that the partial index applies.
        findStravaID = try database.makeStatement(
            "SELECT 1 FROM activities WHERE source = 'strava' AND source_id = ? LIMIT 1")
        let longestDuration = try database.fetchOne("SELECT max(duration_s) FROM activities", [], { $0.double(0) }) ?? 0
        let longestElapsed = try database.fetchOne("SELECT max(elapsed_s) FROM activity_streams", [], { $0.double(0) }) ?? 0
        longestStoredSpan = Int64(max(longestDuration, longestElapsed).rounded(.up))
    }

    // MARK: - The rules

    /// The footprint the rule compares: the span is the stream's elapsed time when longer than the
    /// duration (a moving time), and a Strava id only for Strava's own rows.
    static func footprint(
        start: Int64, duration: Double, elapsed: Double?, distance: Double, type: ActivityType, source: String?, sourceID: String?
    ) -> ActivityFootprint {
        ActivityFootprint(
            start: Double(start), duration: max(duration, elapsed ?? 0), distance: distance, type: type,
            stravaID: source == "strava" ? sourceID : nil)
    }

    /// The footprint of an imported record.
    static func footprint(of activity: Activity, stream: ActivityStream?, source: String?, sourceID: String?) -> ActivityFootprint {
        footprint(
            start: activity.start.secondsSince1970, duration: activity.duration, elapsed: stream.map { $0.time.last ?? 0 },
            distance: activity.distance, type: activity.type, source: source, sourceID: sourceID)
    }

    /// `kept` with the start and totals a file of `source` measured. Name, notes, effort and type stay,
    /// unless the kept type is `other` (no one chose it). The start keeps `kept`'s UTC offset: GPX and
    /// TCX times are UTC only, so the offset a file's reading gave is the importing zone's, not the
    /// activity's; a FIT file's start carries the offset its device recorded.
    static func merging(measured: Activity, source: String, into kept: Activity) -> Activity {
        var result = kept
        let offset = source == "fit" ? measured.start.utcOffset : kept.start.utcOffset
        result.start = LocalInstant(secondsSince1970: measured.start.secondsSince1970, utcOffset: offset)
        result.distance = measured.distance
        result.duration = measured.duration
        result.elevationGain = measured.elevationGain
        if kept.type == .other { result.type = measured.type }
        return result
    }

    // MARK: - Queued records

    /// Begins a file, whose rows are those stored after `lastStoredID`.
    func beginFile(lastStoredID: Int64) {
        self.lastStoredID = lastStoredID
    }

    /// Queues `footprint`, at the next position of `queued`; `originNumber` for a row of tracker's
    /// own export (its identity's database), which is never the same as a row of its own file or of
    /// that database (`ExportIdentities` finds its own row by identity).
    func enqueue(_ footprint: ActivityFootprint, originNumber: Int64? = nil) {
        // A row with an identity is never a queued row's match, so it needs no bucket.
        if originNumber == nil { buckets[Self.bucket(footprint.startSeconds), default: []].append(queued.count) }
        longestQueuedSpan = max(longestQueuedSpan, footprint.spanSeconds)
        queued.append(footprint)
        queuedOrigins.append(originNumber)
    }

    /// The position of the queued record `footprint` is the same as, if any.
    func queuedMatch(for footprint: ActivityFootprint) -> Int? {
        guard !queued.isEmpty else { return nil }
        let start = footprint.startSeconds
        let first = Self.bucket(start - longestQueuedSpan), last = Self.bucket(start + footprint.spanSeconds)
        for bucket in first...last {
            for index in buckets[bucket] ?? [] where Self.rule.isSame(queued[index], footprint) {
                return index
            }
        }
        return nil
    }

    /// Forgets the queued records; when they were written (`stored`), later ones may overlap them.
    func clearQueue(stored: Bool) {
        if stored { longestStoredSpan = max(longestStoredSpan, longestQueuedSpan) }
        queued.removeAll(keepingCapacity: true)
        queuedOrigins.removeAll(keepingCapacity: true)
        buckets.removeAll(keepingCapacity: true)
        longestQueuedSpan = 0
    }

    // MARK: - Stored activities

    /// Whether an activity with Strava id `id` is stored.
    func isStravaIDStored(_ id: String) throws -> Bool {
        try findStravaID.bind([id])
        defer { findStravaID.reset() }
        return try findStravaID.step()
    }

    /// For each queued record, the first stored activity (in the order SQLite gives them) that is
    /// the same, or `nil`.
    func storedMatches() throws -> [Match?] {
        // Rows of tracker's own export are compared only with rows stored before their file.
        if lastStoredID == 0 && queuedOrigins.allSatisfy({ $0 != nil }) {
            return Array(repeating: nil, count: queued.count)
        }
        return try storedCandidates().enumerated().map { position, candidates in
            candidates.first { isSame(position, $0) }?.match
        }
    }

    /// Whether queued record `position` is the stored `candidate`. A row with an identity is never
    /// one its own file stored, nor one whose identity is of the same database.
    private func isSame(_ position: Int, _ candidate: Candidate) -> Bool {
        if let origin = queuedOrigins[position] {
            if candidate.match.id > lastStoredID { return false }
            if (candidate.originNumber ?? ExportIdentities.ownNumber) == origin { return false }
        }
        return Self.rule.isSame(queued[position], candidate.footprint)
    }

    /// For each queued record, the stored activities whose span may overlap its own.
    private func storedCandidates() throws -> [[Candidate]] {
        let starts = queued.map(\.startSeconds)
        guard let low = starts.min(), let high = starts.max() else { return [] }
        let highEnd = queued.map { $0.startSeconds + $0.spanSeconds }.max() ?? high
        func overlapping(_ stored: [Candidate], _ footprint: ActivityFootprint) -> [Candidate] {
            stored.filter { $0.footprint.start <= footprint.end && $0.footprint.end >= footprint.start }
        }
        if high - low <= Self.rangeSpanLimit {
            var stored: [Candidate] = []
            try findInRange.forEach([low - longestStoredSpan, highEnd]) { stored.append(Self.candidate($0)) }
            if stored.count < Self.rangeRowLimit {
                return queued.map { overlapping(stored, $0) }
            }
        }
        // Row by row, SQL keeps only the spans reaching the row's start, with no row limit: a
        // long stored span widens the range scanned, never hides the match.
        return try queued.map { footprint in
            let start = footprint.startSeconds
            var stored: [Candidate] = []
            try findOverlapping.forEach([start - longestStoredSpan, start + footprint.spanSeconds, start]) { stored.append(Self.candidate($0)) }
            return overlapping(stored, footprint)
        }
    }

    /// A row of `findInRange` or `findOverlapping`.
    private static func candidate(_ row: Row) -> Candidate {
        let type = ActivityType(rawValue: row.string(4) ?? "") ?? .other
        let elapsed = row.optionalDouble(7)
        return Candidate(
            match: Match(id: row.int64(0), type: type, hasStream: elapsed != nil),
            footprint: footprint(
                start: row.int64(1), duration: row.double(2), elapsed: elapsed, distance: row.double(3), type: type,
                source: row.string(5), sourceID: row.string(6)),
            originNumber: row.isNull(8) ? nil : row.int64(8))
    }

    private static func bucket(_ seconds: Int64) -> Int64 {
        seconds >= 0 ? seconds / bucketSeconds : (seconds - bucketSeconds + 1) / bucketSeconds
    }
}

private extension ActivityFootprint {
    var startSeconds: Int64 { Int64(start.rounded(.down)) }
    var spanSeconds: Int64 { Int64(max(0, duration).rounded(.up)) }
}
