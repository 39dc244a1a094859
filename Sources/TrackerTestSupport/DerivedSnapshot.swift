import TrackerStore

/// The bytes of every table derived from the activities and their streams (best efforts, each
/// type's bests, the spans' totals, the loads, the curves), each REAL as its bit pattern: what an
/// import, an edit and a rebuild must leave alike.
public struct DerivedSnapshot: Equatable, CustomStringConvertible {
    public var efforts: [String]
    public var typeBests: [String]
    public var spans: [String]
    public var loads: [String]
    public var activityTiles: [String]
    public var tiles: [String]
    public var days: [String]
    /// `activity_buckets`: each type's totals per hour, quarter day and day.
    public var buckets: [String]
    /// One line per activity and curve kind: its stored values, in hexadecimal.
    public var curves: [String]
    /// One line per activity and zone kind: its histogram's bytes, in hexadecimal.
    public var zones: [String]
    /// One line per stream: its activity, samples, elapsed seconds and bytes in hexadecimal.
    public var streams: [String]
    /// One line per route signature (its route, family, length, heart rate and track), then one per
    /// row of the R*Tree of their ends.
    public var routes: [String]

    public init(_ database: Database) throws {
        func bits(_ row: Row, _ index: Int) -> String {
            row.isNull(index) ? "NULL" : String(row.double(index).bitPattern, radix: 16)
        }
        efforts = try database.fetch("SELECT activity_id, kind, target, value, start_offset, distance_m FROM best_efforts ORDER BY 1, 2, 3") {
            "\($0.int64(0)) \($0.string(1) ?? "") \(bits($0, 2)) \(bits($0, 3)) \(bits($0, 4)) \(bits($0, 5))"
        }
        typeBests = try database.fetch("SELECT type, distance_m, duration_s, elevation_m FROM type_bests ORDER BY type") {
            "\($0.string(0) ?? "") \(bits($0, 1)) \(bits($0, 2)) \(bits($0, 3))"
        }
        spans = try database.fetch("SELECT span, type, activities, distance_m, duration_s, elevation_m, longest_m FROM activity_spans ORDER BY 1, 2") {
            "\($0.int64(0)) \($0.string(1) ?? "") \($0.int(2)) \(bits($0, 3)) \(bits($0, 4)) \(bits($0, 5)) \(bits($0, 6))"
        }
        loads = try database.fetch("SELECT id, load, load_method, load_estimated FROM activities ORDER BY id") {
            "\($0.int64(0)) \(bits($0, 1)) \($0.string(2) ?? "") \($0.int(3))"
        }
        activityTiles = try database.fetch("SELECT activity_id, zoom, x, y FROM activity_tiles ORDER BY 1, 2, 3, 4") {
            "\($0.int64(0)) \($0.int(1)) \($0.int(2)) \($0.int(3))"
        }
        tiles = try database.fetch("SELECT zoom, x, y, first_activity_id, first_visit_utc, first_visit_day FROM tiles ORDER BY 1, 2, 3") {
            "\($0.int(0)) \($0.int(1)) \($0.int(2)) \($0.int64(3)) \($0.int64(4)) \($0.int(5))"
        }
        days = try database.fetch("SELECT day, type, activities, distance_mm FROM day_distances ORDER BY 1, 2") {
            "\($0.int(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.int64(3))"
        }
        buckets = try database.fetch("SELECT size, bucket, type, activities, distance_m, duration_s, elevation_m, longest_m FROM activity_buckets ORDER BY 1, 2, 3") {
            "\($0.int64(0)) \($0.int64(1)) \($0.string(2) ?? "") \($0.int(3)) \(bits($0, 4)) \(bits($0, 5)) \(bits($0, 6)) \(bits($0, 7))"
        }
        curves = try database.fetch("SELECT activity_id, kind, hex(points) FROM activity_curves ORDER BY 1, 2") {
            "\($0.int64(0)) \($0.string(1) ?? "") \($0.string(2) ?? "")"
        }
        zones = try database.fetch("SELECT activity_id, kind, seconds, hex(buckets) FROM zone_histograms ORDER BY 1, 2") {
            "\($0.int64(0)) \($0.string(1) ?? "") \(bits($0, 2)) \($0.string(3) ?? "")"
        }
        streams = try database.fetch("SELECT activity_id, samples, elapsed_s, hex(stream) FROM activity_streams ORDER BY 1") {
            "\($0.int64(0)) \($0.int(1)) \(bits($0, 2)) \($0.string(3) ?? "")"
        }
        routes = try database.fetch("SELECT activity_id, route_id, family, length_m, heart_rate_bpm, hex(track) FROM route_signatures ORDER BY 1") {
            "\($0.int64(0)) \($0.int64(1)) \($0.string(2) ?? "") \(bits($0, 3)) \(bits($0, 4)) \($0.string(5) ?? "")"
        } + database.fetch("SELECT * FROM route_ends ORDER BY 1") { row in (0..<11).map { bits(row, $0) }.joined(separator: " ") }
    }
}

extension DerivedSnapshot {
    public var description: String {
        (["efforts:"] + efforts + ["type bests:"] + typeBests + ["spans:"] + spans + ["loads:"] + loads + ["curves:"] + curves + ["zones:"] + zones + ["streams:"] + streams
            + ["activity tiles:"] + activityTiles + ["tiles:"] + tiles + ["days:"] + days + ["buckets:"] + buckets + ["routes:"] + routes).joined(separator: "\n")
    }
}
