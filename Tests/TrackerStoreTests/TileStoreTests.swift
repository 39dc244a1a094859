import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerRandom
import TrackerTestSupport
import TrackerTime

/// The visited tiles and the day distances stay exactly what a computation from scratch gives,
/// through imports out of order, edits of the start, merges and deletes.
@Suite struct TileStoreTests {
    let directory = TemporaryDirectory()

    /// A wandering track of `count` fixes a few seconds apart around Frankfurt.
    static func track(_ random: inout SeededRandom, count: Int) throws -> ActivityStream {
        var latitude = 50.1 + random.uniform(-0.05...0.05)
        var longitude = 8.68 + random.uniform(-0.08...0.08)
        var heading = random.uniform(0...(2 * Double.pi))
        var latitudes: [Double] = [], longitudes: [Double] = []
        for _ in 0..<count {
            heading += random.uniform(-0.4...0.4)
            latitude += cos(heading) * 0.0004
            longitude += sin(heading) * 0.0006
            latitudes.append(latitude)
            longitudes.append(longitude)
        }
        return try ActivityStream(time: (0..<count).map { Double($0) * 4 }, latitude: latitudes, longitude: longitudes)
    }

    /// Each tile's first visitor worked out in plain Swift from every stored stream.
    static func fromScratch(_ database: Database) throws -> [String] {
        let activities = try database.fetch("SELECT id, start_utc, utc_offset FROM activities ORDER BY id") {
            ($0.int64(0), $0.int64(1), $0.int(2))
        }
        var first: [String: (start: Int64, id: Int64, day: Int)] = [:]
        for (id, start, offset) in activities {
            guard let stream = try StreamStore(database: database).stream(forActivity: id) else { continue }
            let day = LocalInstant(secondsSince1970: start, utcOffset: offset).localDay.daysSince1970
            for zoom in TileZoom.allCases {
                for tile in stream.visitedTiles(zoom: zoom) {
                    let key = "\(zoom.level) \(tile.x) \(tile.y)"
                    if let known = first[key], (known.start, known.id) < (start, id) { continue }
                    first[key] = (start, id, day)
                }
            }
        }
        return first.map { "\($0.key) \($0.value.id) \($0.value.start) \($0.value.day)" }.sorted()
    }

    static func stored(_ database: Database) throws -> [String] {
        try database.fetch("SELECT zoom, x, y, first_activity_id, first_visit_utc, first_visit_day FROM tiles") {
            "\($0.int(0)) \($0.int(1)) \($0.int(2)) \($0.int64(3)) \($0.int64(4)) \($0.int(5))"
        }.sorted()
    }

    @Test func everyWritePathKeepsTheTilesExact() throws {
        let database = try Database(path: directory.file("t.db"))
        var random = SeededRandom(seed: 24)
        let writer = try ImportWriter(database: database, createdAt: 0)
        // Out of order: later activities are imported first, so earlier ones take tiles over.
        for index in (0..<8).reversed() {
            let stream = try Self.track(&random, count: 400)
            let activity = Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(index) * 86_400 * 40, utcOffset: 3_600),
                                    type: index % 3 == 0 ? .ride : .run, distance: 8_000, duration: 1_600)
            try writer.writeFile { try writer.add(activity, stream: stream, source: "gpx", sourceID: "\(index).gpx") }
        }
        // A typed row that a file's track is merged into.
        let store = ActivityStore(database: database)
        let typed = try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_690_000_000, utcOffset: 0), distance: 8_000, duration: 1_600), createdAt: 0)
        #expect(try Self.stored(database) == Self.fromScratch(database))
        let merge = try ImportWriter(database: database, createdAt: 0)
        try merge.writeFile {
            try merge.add(Activity(start: LocalInstant(secondsSince1970: 1_690_000_010, utcOffset: 0), distance: 8_010, duration: 1_600),
                          stream: try Self.track(&random, count: 400), source: "gpx", sourceID: "merged.gpx")
        }
        #expect(merge.merged == [typed.id!])
        #expect(try Self.stored(database) == Self.fromScratch(database))

        let ids = try database.fetch("SELECT id FROM activities ORDER BY id") { $0.int64(0) }
        // The earliest moves to last; another moves across a day boundary; one goes.
        var moved = try #require(try store.fetch(id: ids[7]))
        moved.start = LocalInstant(secondsSince1970: 1_800_000_000, utcOffset: -18_000)
        try store.update(moved)
        #expect(try Self.stored(database) == Self.fromScratch(database))
        var shifted = try #require(try store.fetch(id: ids[2]))
        shifted.start = LocalInstant(secondsSince1970: shifted.start.secondsSince1970 - 86_400 * 400, utcOffset: 7_200)
        try store.update(shifted)
        #expect(try Self.stored(database) == Self.fromScratch(database))
        try store.delete(id: ids[4])
        try store.delete(id: ids[0])
        #expect(try Self.stored(database) == Self.fromScratch(database))
        #expect(try database.fetchInt("SELECT count(*) FROM activity_tiles WHERE activity_id IN (?, ?)", [ids[4], ids[0]]) == 0)

        // A rebuild from nothing gives the same rows, the day distances included.
        let kept = try DerivedSnapshot(database)
        #expect(!kept.tiles.isEmpty && !kept.days.isEmpty)
        _ = try BestEffortStore(database: database).rebuild()
        #expect(try DerivedSnapshot(database) == kept)
    }

    /// The day distances are each local day's sum by type, in millimetres, after edits and deletes.
    @Test func dayDistancesMatchASumOfTheRows() throws {
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        var random = SeededRandom(seed: 5)
        var ids: [Int64] = []
        for _ in 0..<60 {
            let activity = Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(random.int(0...40)) * 40_000, utcOffset: random.int(-5...5) * 3_600),
                type: random.int(0...1) == 0 ? .run : .ride, distance: random.uniform(0...40_000).rounded(), duration: 1_800)
            ids.append(try #require(try store.insert(activity, createdAt: 0).id))
        }
        for id in ids.prefix(20) {
            var activity = try #require(try store.fetch(id: id))
            activity.distance += 1_234.5
            activity.start = LocalInstant(secondsSince1970: activity.start.secondsSince1970 + 50_000, utcOffset: activity.start.utcOffset)
            try store.update(activity)
        }
        for id in ids.suffix(15) { try store.delete(id: id) }
        var expected: [String: (Int, Int64)] = [:]
        for activity in try store.fetch() {
            let key = "\(activity.start.localDay.daysSince1970) \(activity.type.rawValue)"
            let sum = expected[key, default: (0, 0)]
            expected[key] = (sum.0 + 1, sum.1 + Int64((activity.distance * 1000).rounded()))
        }
        let stored = try database.fetch("SELECT day, type, activities, distance_mm FROM day_distances") { "\($0.int(0)) \($0.string(1) ?? "") \($0.int(2)) \($0.int64(3))" }
        #expect(stored.sorted() == expected.map { "\($0.key) \($0.value.0) \($0.value.1)" }.sorted())
    }
}
