#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerCore
import TrackerSegments
import TrackerTime

/// The segments (user data) and their efforts (derived), migration 0027. Efforts are written here
/// only: for every stored activity when a segment is added (`insert`), and for one activity's
/// stream by `ActivityWriter.afterWrite` (`keepEfforts`).
public struct SegmentStore {
    public let database: Database

    public init(database: Database) {
        self.database = database
    }

    /// One effort as the leaderboard shows it: the pass and the activity it is in.
    public struct StoredEffort: Equatable, Sendable {
        public var activityID: Int64
        public var type: ActivityType
        public var start: LocalInstant
        public var effort: SegmentEffort
    }

    static let columns = "id, name, points, length_m, source, created_at"

    // MARK: - Reading

    /// Every segment by name.
    /// - Throws: `DatabaseError`; `StoreError.corruptRow` for points that are not pairs of numbers.
    public func all() throws -> [Segment] {
        try database.fetch("SELECT \(Self.columns) FROM segments ORDER BY name COLLATE NOCASE", [], Self.segment)
    }

    /// The segment of this name, whatever its letter case.
    public func find(name: String) throws -> Segment? {
        try database.fetchOne("SELECT \(Self.columns) FROM segments WHERE name = ? COLLATE NOCASE", [name], Self.segment)
    }

    /// Each segment's efforts and best time, by segment id; a segment without efforts has none.
    public func summaries() throws -> [Int64: (efforts: Int, best: Double)] {
        var result: [Int64: (efforts: Int, best: Double)] = [:]
        for (id, count, best) in try database.fetch(
            "SELECT segment_id, count(*), min(elapsed_s) FROM segment_efforts GROUP BY segment_id", [], { ($0.int64(0), $0.int(1), $0.double(2)) }) {
            result[id] = (count, best)
        }
        return result
    }

    /// The efforts on segment `id`, fastest first (then earliest).
    public func efforts(ofSegment id: Int64) throws -> [StoredEffort] {
        try database.fetch(
            """
            SELECT e.activity_id, a.type, a.start_utc, a.utc_offset, e.start_index, e.end_index, e.elapsed_s, e.heart_rate, e.power
            FROM segment_efforts e JOIN activities a ON a.id = e.activity_id
            WHERE e.segment_id = ? ORDER BY e.elapsed_s, a.start_utc, e.start_index
            """, [id]) { row in
            StoredEffort(
                activityID: row.int64(0), type: ActivityType(rawValue: row.string(1) ?? "") ?? .other,
                start: LocalInstant(secondsSince1970: row.int64(2), utcOffset: row.int(3)),
                effort: SegmentEffort(startIndex: row.int(4), endIndex: row.int(5), elapsed: row.double(6),
                                      heartRate: row.optionalDouble(7), power: row.optionalDouble(8)))
        }
    }

    /// The efforts in activity `id`, with their segment's name, in track order.
    public func efforts(inActivity id: Int64) throws -> [(segment: String, effort: SegmentEffort, rank: Int)] {
        try database.fetch(
            """
            SELECT s.name, e.start_index, e.end_index, e.elapsed_s, e.heart_rate, e.power,
                (SELECT count(*) FROM segment_efforts o WHERE o.segment_id = e.segment_id AND o.elapsed_s < e.elapsed_s) + 1
            FROM segment_efforts e JOIN segments s ON s.id = e.segment_id
            WHERE e.activity_id = ? ORDER BY e.start_index
            """, [id]) { row in
            (row.string(0) ?? "", SegmentEffort(startIndex: row.int(1), endIndex: row.int(2), elapsed: row.double(3),
                                                heartRate: row.optionalDouble(4), power: row.optionalDouble(5)), row.int(6))
        }
    }

    // MARK: - Writing

    /// Stores `segment` and finds its efforts in every stored activity that can touch it (the
    /// visited zoom-17 tiles near both its ends); returns it with its id and how many efforts.
    /// - Throws: `DatabaseError` (a taken name breaks the UNIQUE constraint), `SegmentMatchError`,
    ///   `StoreError.corruptRow` for a stream that cannot be decoded.
    public func insert(_ segment: Segment) throws -> (segment: Segment, efforts: Int) {
        let bounds = segment.shape.bounds
        try database.execute(
            "INSERT INTO segments (name, points, length_m, south, west, north, east, source, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [segment.name, SQLValue.blob(Self.encode(segment.shape)), segment.shape.length, bounds.south, bounds.west, bounds.north,
             bounds.east, segment.source, segment.createdAt])
        var stored = segment
        let id = database.lastInsertedRowID
        stored.id = id
        let matcher = try SegmentMatcher(shape: segment.shape)
        let streams = StreamStore(database: database)
        var count = 0
        for activity in try candidates(for: segment.shape) {
            guard let stream = try streams.stream(forActivity: activity) else { continue }
            let efforts = try matcher.efforts(in: stream)
            try save(efforts, segment: id, activity: activity)
            count += efforts.count
        }
        return (stored, count)
    }

    /// Deletes segment `id`; its efforts go with it (the foreign key).
    public func delete(id: Int64) throws {
        try database.execute("DELETE FROM segments WHERE id = ?", [id])
    }

    /// Replaces the efforts of activity `id` with those `stream` holds on every segment (none for a
    /// deleted activity or one without positions). Only segments inside the track's box are matched.
    /// - Throws: `DatabaseError`, `SegmentMatchError`.
    func keepEfforts(ofActivity id: Int64, stream: ActivityStream?) throws {
        try database.cachedStatement("DELETE FROM segment_efforts WHERE activity_id = ?").execute([id])
        guard let stream, let latitude = stream.latitude, let longitude = stream.longitude, !latitude.isEmpty else { return }
        // About 20 m in degrees of latitude, and of longitude up to 70° north or south.
        let margin = 0.0006
        let south = (latitude.min() ?? 0) - margin, north = (latitude.max() ?? 0) + margin
        let west = (longitude.min() ?? 0) - margin, east = (longitude.max() ?? 0) + margin
        let inside = try database.fetch(
            "SELECT \(Self.columns) FROM segments WHERE south >= ? AND north <= ? AND west >= ? AND east <= ?",
            [south, north, west, east], Self.segment)
        for segment in inside {
            guard let segmentID = segment.id else { continue }
            try save(try SegmentMatcher(shape: segment.shape).efforts(in: stream), segment: segmentID, activity: id)
        }
    }

    /// Empties the efforts (`ActivityWriter.rebuild`, which replays every stream).
    func removeAllEfforts() throws {
        try database.execute("DELETE FROM segment_efforts")
    }

    private func save(_ efforts: [SegmentEffort], segment: Int64, activity: Int64) throws {
        guard !efforts.isEmpty else { return }
        let insert = try database.cachedStatement(
            "INSERT INTO segment_efforts (segment_id, activity_id, start_index, end_index, elapsed_s, heart_rate, power) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for effort in efforts {
            try insert.execute([segment, activity, effort.startIndex, effort.endIndex, effort.elapsed, effort.heartRate, effort.power])
        }
    }

    /// The activities whose tracks visit a zoom-17 tile within the tolerance of the segment's start
    /// and one within it of its end (`activity_tiles`): a pass has a sample that near each.
    func candidates(for shape: SegmentShape) throws -> [Int64] {
        func tileRange(_ index: Int) -> [SQLBindable] {
            let latitude = shape.latitude[index], longitude = shape.longitude[index]
            let metres = SegmentRule.tolerance + 1
            let dLatitude = metres / 111_000, dLongitude = metres / (111_000 * max(0.01, cos(latitude * .pi / 180)))
            let low = WebMercator.tile(latitude: min(WebMercator.maximumLatitude, latitude + dLatitude), longitude: max(-180, longitude - dLongitude), zoom: .squadratinho)
            let high = WebMercator.tile(latitude: max(-WebMercator.maximumLatitude, latitude - dLatitude), longitude: min(180, longitude + dLongitude), zoom: .squadratinho)
            return [low?.x ?? 0, high?.x ?? 0, low?.y ?? 0, high?.y ?? 0]
        }
        let near = "SELECT activity_id FROM activity_tiles WHERE zoom = 17 AND x BETWEEN ? AND ? AND y BETWEEN ? AND ?"
        return try database.fetch("\(near) INTERSECT \(near)", tileRange(0) + tileRange(shape.count - 1)) { $0.int64(0) }
    }

    // MARK: - Encoding

    /// Points as little-endian float64 pairs, latitude then longitude.
    static func encode(_ shape: SegmentShape) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(shape.count * 16)
        for index in 0..<shape.count {
            for value in [shape.latitude[index], shape.longitude[index]] {
                withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            }
        }
        return bytes
    }

    static func segment(_ row: Row) throws -> Segment {
        let id = row.int64(0)
        guard case .blob(let bytes) = row.value(2), bytes.count % 16 == 0 else {
            throw StoreError.corruptRow(table: "segments", id: id, reason: "the points are not pairs of float64")
        }
        var latitude: [Double] = [], longitude: [Double] = []
        for offset in stride(from: 0, to: bytes.count, by: 16) {
            func value(at start: Int) -> Double {
                var bits: UInt64 = 0
                for byte in 0..<8 { bits |= UInt64(bytes[start + byte]) << (8 * UInt64(byte)) }
                return Double(bitPattern: bits)
            }
            latitude.append(value(at: offset))
            longitude.append(value(at: offset + 8))
        }
        let shape: SegmentShape
        do {
            shape = try SegmentShape(storedLatitude: latitude, longitude: longitude, length: row.double(3))
        } catch {
            throw StoreError.corruptRow(table: "segments", id: id, reason: "fewer than two points")
        }
        return Segment(id: id, name: row.string(1) ?? "", shape: shape, source: row.string(4) ?? "", createdAt: row.int64(5))
    }
}
