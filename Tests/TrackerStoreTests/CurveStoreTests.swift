import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// The curves are kept by the one writer, and a period's curve is the point-wise best of them.
@Suite struct CurveStoreTests {
    let directory = TemporaryDirectory()

    /// A ride of `seconds` at a steady `watts`, with `burst` watts over its first 30 s.
    static func ride(seconds: Int, watts: Double, burst: Double) throws -> ActivityStream {
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(time: time, power: time.map { $0 <= 30 ? burst : watts })
    }

    func importRide(_ database: Database, start: Int64, seconds: Int, watts: Double, burst: Double) throws -> Int64 {
        let writer = try ImportWriter(database: database, createdAt: 0)
        let activity = StoreStreams.activity(start, distance: 0, duration: Double(seconds), type: .ride)
        try writer.writeFile { try writer.add(activity, stream: try Self.ride(seconds: seconds, watts: watts, burst: burst), source: "fit", sourceID: nil) }
        return try #require(writer.activitiesWithNewStreams.first)
    }

    @Test func aPeriodsCurveTakesEachPointFromTheActivityHoldingIt() throws {
        let database = try Database(path: directory.file("t.db"))
        let sprinter = try importRide(database, start: 1_700_000_000, seconds: 600, watts: 150, burst: 900)
        let steady = try importRide(database, start: 1_700_100_000, seconds: 3_600, watts: 260, burst: 260)
        let store = CurveStore(database: database)
        let curve = try store.periodCurve(.power, from: nil, until: nil, types: [])
        #expect(curve.point(at: 5)?.activityID == sprinter)
        #expect(curve.point(at: 5)?.value == 900)
        #expect(curve.point(at: 1_200)?.activityID == steady)
        #expect(curve.point(at: 3_600)?.value == 260)
        #expect(curve.point(at: 5)?.start.secondsSince1970 == 1_700_000_000)
        // The period and the type choose the activities.
        let later = try store.periodCurve(.power, from: 1_700_050_000, until: nil, types: [])
        #expect(later.point(at: 5)?.activityID == steady)
        #expect(try store.periodCurve(.power, from: nil, until: nil, types: [.run]).points.isEmpty)
    }

    @Test func deletingEditingAndRebuildingKeepTheCurves() throws {
        let database = try Database(path: directory.file("t.db"))
        let id = try importRide(database, start: 1_700_000_000, seconds: 900, watts: 200, burst: 700)
        let store = CurveStore(database: database)
        let stored = try #require(try store.curve(.power, forActivity: id))
        // Stored as float32: the computed curve, to float precision, at the same durations.
        let computed = try #require(try Self.ride(seconds: 900, watts: 200, burst: 700).meanMaxCurve(.power))
        #expect(stored.points.map(\.duration) == computed.points.map(\.duration))
        #expect(zip(stored.points, computed.points).allSatisfy { $0.value == Double(Float($1.value)) })
        try database.execute("DELETE FROM activity_curves")
        #expect(try store.streamsWithoutCurves() == 1)
        try BestEffortStore(database: database).rebuild()
        #expect(try store.curve(.power, forActivity: id) == stored)
        #expect(try store.streamsWithoutCurves() == 0)
        try ActivityStore(database: database).delete(id: id)
        #expect(try database.fetchOne("SELECT count(*) FROM activity_curves") { $0.int(0) } == 0)
    }
}
