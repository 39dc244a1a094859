import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Streams of made-up runs for the store tests.
enum StoreStreams {
    /// A steady run along a meridian at `speed` m/s, one sample a second, with heart rate and elevation.
    static func run(seconds: Int, speed: Double = 3.5) throws -> ActivityStream {
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(
            time: time, latitude: time.map { 46 + $0 * speed / 111_195 }, longitude: time.map { _ in 14 },
            elevation: time.map { 300 + 10 * sin($0 / 120) }, heartRate: time.map { 140 + 10 * sin($0 / 60) })
    }

    static func activity(_ start: Int64, distance: Double, duration: Double, type: ActivityType = .run, name: String? = nil) -> Activity {
        Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 3600), type: type, name: name, distance: distance, duration: duration)
    }
}

@Suite struct StreamStoreTests {
    let directory = TemporaryDirectory()

    @Test func aStreamComesBackAsItWasStoredAndOnlyForItsActivity() throws {
        let database = try Database(path: directory.file("t.db"))
        let activities = ActivityStore(database: database)
        let streams = StreamStore(database: database)
        let stream = try StoreStreams.run(seconds: 600)
        let first = try #require(try activities.insert(StoreStreams.activity(1_700_000_000, distance: 2100, duration: 600), createdAt: 0).id)
        let second = try #require(try activities.insert(StoreStreams.activity(1_700_090_000, distance: 0, duration: 60), createdAt: 0).id)
        try streams.save(stream, forActivity: first)
        let loaded = try #require(try streams.stream(forActivity: first))
        // The codec's scales: positions to 1e-7 degree, elevation to a decimetre, heart rate whole.
        #expect(loaded.time == stream.time)
        #expect(zip(loaded.latitude ?? [], stream.latitude ?? []).allSatisfy { abs($0 - $1) < 1e-7 })
        #expect(zip(loaded.elevation ?? [], stream.elevation ?? []).allSatisfy { abs($0 - $1) <= 0.05 })
        #expect(try streams.stream(forActivity: second) == nil)
        #expect(try streams.hasStream(forActivity: first) && !streams.hasStream(forActivity: second))
        let totals = try streams.totals()
        #expect(totals.streams == 1 && totals.samples == 601)
        #expect(totals.bytes > 0 && Double(totals.bytes) / 601 < 12)
    }

    @Test func aStreamNeedsAnActivity() throws {
        let database = try Database(path: directory.file("t.db"))
        #expect(throws: DatabaseError.self) { try StreamStore(database: database).save(try StoreStreams.run(seconds: 10), forActivity: 99) }
    }

    @Test func deletingAnActivityDeletesItsStreamAndEfforts() throws {
        let database = try Database(path: directory.file("t.db"))
        let activities = ActivityStore(database: database)
        let id = try #require(try activities.insert(StoreStreams.activity(1_700_000_000, distance: 6300, duration: 1800), createdAt: 0).id)
        let keep = try #require(try activities.insert(StoreStreams.activity(1_700_090_000, distance: 6300, duration: 1800), createdAt: 0).id)
        for activity in [id, keep] {
            try StreamStore(database: database).save(try StoreStreams.run(seconds: 1800), forActivity: activity)
            try BestEffortStore(database: database).update(forActivity: activity)
        }
        #expect(try database.fetchInt("SELECT count(*) FROM best_efforts WHERE activity_id = ?", [id]) == 4)
        try activities.delete(id: id)
        #expect(try database.fetchInt("SELECT count(*) FROM activity_streams WHERE activity_id = ?", [id]) == 0)
        #expect(try database.fetchInt("SELECT count(*) FROM best_efforts WHERE activity_id = ?", [id]) == 0)
        #expect(try StreamStore(database: database).hasStream(forActivity: keep))
        #expect(try BestEffortStore(database: database).efforts(forActivity: keep).count == 4)
    }

    @Test func damagedBytesAreACorruptRowNotACrash() throws {
        let database = try Database(path: directory.file("t.db"))
        let id = try #require(try ActivityStore(database: database).insert(StoreStreams.activity(1_700_000_000, distance: 0, duration: 60), createdAt: 0).id)
        try database.execute("INSERT INTO activity_streams (activity_id, samples, elapsed_s, stream) VALUES (?, 3, 2, ?)", [id, SQLValue.blob([1, 3, 9, 9])])
        #expect(throws: StoreError.self) { try StreamStore(database: database).stream(forActivity: id) }
    }
}
