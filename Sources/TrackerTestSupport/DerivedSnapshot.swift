import TrackerStore

/// The bytes of every table derived from the activities and their streams (best efforts, each
/// type's bests, the spans' totals, the loads, the curves), each REAL as its bit pattern: what an
/// import, an edit and a rebuild must leave alike.
public struct DerivedSnapshot: Equatable, CustomStringConvertible {
    public var efforts: [String]
    public var typeBests: [String]
    public var spans: [String]
    public var loads: [String]
    /// One line per activity and curve kind: its number of points and an FNV-1a hash of their bits.
    public var curves: [String]

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
        var curves: [String] = []
        var current = "", points = 0, hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func flush() { if points > 0 { curves.append("\(current) \(points) \(String(hash, radix: 16))") } }
        try database.fetch("SELECT activity_id, kind, duration_s, value FROM activity_curves ORDER BY 1, 2, 3") {
            ("\($0.int64(0)) \($0.string(1) ?? "")", UInt64($0.int64(2)), $0.double(3).bitPattern)
        }.forEach { key, duration, value in
            if key != current {
                flush()
                current = key
                points = 0
                hash = 0xcbf2_9ce4_8422_2325
            }
            points += 1
            for word in [duration, value] { hash = (hash ^ word) &* 0x100_0000_01b3 }
        }
        flush()
        self.curves = curves
    }
}

extension DerivedSnapshot {
    public var description: String {
        (["efforts:"] + efforts + ["type bests:"] + typeBests + ["spans:"] + spans + ["loads:"] + loads + ["curves:"] + curves).joined(separator: "\n")
    }
}
