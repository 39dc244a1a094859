import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport

/// The one writer: derived values come from what is stored, every write path keeps the derived
/// tables, and a merge keeps what the row had.
@Suite struct ActivityWriterTests {
    let directory = TemporaryDirectory()

    /// A steady run whose distances fall between the codec's decimetres, so that the stream as
    /// stored differs from the one given (as a GPS track's do).
    static func unevenRun(seconds: Int) throws -> ActivityStream {
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(
            time: time, distance: time.map { $0 * 3.4567 + 0.0391 * sin($0) },
            heartRate: time.map { 140 + 12 * sin($0 / 50) })
    }

    /// Edits and deletes keep the spans and the type's bests as a rebuild from the rows gives them.
    @Test func everyWritePathKeepsTheDerivedTables() throws {
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        var ids: [Int64] = []
        for index in 0..<6 {
            let activity = Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(index) * 900_000, utcOffset: 0),
                type: index % 2 == 0 ? .run : .ride, distance: Double(1_000 + index * 700), duration: Double(600 + index * 60),
                elevationGain: Double(index * 11))
            ids.append(try #require(try store.insert(activity, createdAt: 0).id))
        }
        // The longest ride becomes a run, the longest run goes, another moves to a new span.
        var changed = try #require(try store.fetch(id: ids[5]))
        changed.type = .run
        try store.update(changed)
        try store.delete(id: ids[4])
        var moved = try #require(try store.fetch(id: ids[1]))
        moved.start = LocalInstant(secondsSince1970: 1_760_000_000, utcOffset: 0)
        moved.distance = 12_345
        try store.update(moved)
        let kept = try DerivedSnapshot(database)
        try BestEffortStore(database: database).rebuild()
        #expect(try DerivedSnapshot(database) == kept)
        #expect(kept.typeBests.count == 2)
    }
}

/// The bytes of every derived table, each REAL as its bit pattern.
struct DerivedSnapshot: Equatable {
    var efforts: [String]
    var typeBests: [String]
    var spans: [String]
    var loads: [String]

    init(_ database: Database) throws {
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
    }
}
