import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerRandom
import TrackerTestSupport
import TrackerTime

/// The routes as the writer keeps them: loops grouped right, and every write path (imports, edits,
/// deletes) leaving what a full regroup from scratch gives.
@Suite struct RouteStoreTests {
    let directory = TemporaryDirectory()

    /// What each activity is: a name for the test's expectations, its type and its stream.
    struct Ride {
        var label: String
        var type: ActivityType = .run
        var stream: ActivityStream
    }

    static func loops() throws -> [Ride] {
        let loop = SyntheticRoutes.circle(radius: 800)
        return [
            Ride(label: "A", stream: try SyntheticRoutes.stream(loop, seed: 1, heartRate: 150)),
            Ride(label: "mirrored", stream: try SyntheticRoutes.stream(SyntheticRoutes.mirroredCircle(radius: 800), seed: 2)),
            Ride(label: "A", stream: try SyntheticRoutes.stream(loop, speed: 3.3, noise: 5, seed: 3)),
            Ride(label: "part", stream: try SyntheticRoutes.stream(loop, to: 0.8, seed: 4)),
            Ride(label: "A", stream: try SyntheticRoutes.stream(loop, reversed: true, seed: 5)),
            Ride(label: "ellipse", stream: try SyntheticRoutes.stream(SyntheticRoutes.ellipse(east: 1_000, north: 590, south: 800), seed: 6)),
            Ride(label: "A ride", type: .ride, stream: try SyntheticRoutes.stream(loop, speed: 7, seed: 7)),
            Ride(label: "mirrored", stream: try SyntheticRoutes.stream(SyntheticRoutes.mirroredCircle(radius: 800), speed: 2.8, seed: 8)),
            Ride(label: "part", stream: try SyntheticRoutes.stream(loop, to: 0.8, speed: 3.2, seed: 9)),
            Ride(label: "A", stream: try SyntheticRoutes.stream(loop, speed: 2.7, seed: 10)),
        ]
    }

    /// Imports `rides` one file each, a day apart; returns their ids in order.
    static func store(_ rides: [Ride], in database: Database, from day: Int64 = 0) throws -> [Int64] {
        let writer = try ImportWriter(database: database, createdAt: 0)
        for (index, ride) in rides.enumerated() {
            let activity = Activity(start: LocalInstant(secondsSince1970: 1_780_000_000 + (day + Int64(index)) * 86_400, utcOffset: 3_600),
                                    type: ride.type, name: ride.label, distance: 5_000, duration: ride.stream.elapsedTime)
            try writer.writeFile { try writer.add(activity, stream: ride.stream, source: "gpx", sourceID: "\(day + Int64(index)).gpx") }
        }
        return try database.fetch("SELECT id FROM activities ORDER BY id") { $0.int64(0) }.suffix(rides.count)
    }

    /// The stored groups as sets of labels, by route id.
    static func groups(_ database: Database) throws -> [Int64: [String]] {
        let rows = try database.fetch("SELECT r.route_id, a.name FROM route_signatures r JOIN activities a ON a.id = r.activity_id ORDER BY r.activity_id") {
            ($0.int64(0), $0.string(1) ?? "")
        }
        return Dictionary(grouping: rows, by: \.0).mapValues { $0.map(\.1) }
    }

    /// The full regroup in plain Swift: every stored signature in id order joins the route of its
    /// best match (lowest score, then lowest route) among all the earlier ones of its family.
    static func fromScratch(_ database: Database) throws -> [String] {
        let rows = try database.fetch(
            "SELECT r.activity_id, r.family, r.length_m, r.track FROM route_signatures r ORDER BY r.activity_id"
        ) { row -> (Int64, String, RouteSignature?) in
            guard case .blob(let bytes) = row.value(3), let track = RouteTrackCodec.decode(bytes) else { return (row.int64(0), "", nil) }
            return (row.int64(0), row.string(1) ?? "", RouteSignature(length: row.double(2), track: track))
        }
        var route: [Int64: Int64] = [:]
        var earlier: [(Int64, String, RouteSignature)] = []
        for (id, family, signature) in rows {
            guard let signature else { continue }
            var best: (Double, Int64)?
            for (other, otherFamily, otherSignature) in earlier where otherFamily == family {
                guard let score = RouteMatch.score(signature, otherSignature), let otherRoute = route[other] else { continue }
                if let known = best, known <= (score, otherRoute) { continue }
                best = (score, otherRoute)
            }
            route[id] = best?.1 ?? id
            earlier.append((id, family, signature))
        }
        return route.map { "\($0.key) \($0.value)" }.sorted()
    }

    static func stored(_ database: Database) throws -> [String] {
        try database.fetch("SELECT activity_id, route_id FROM route_signatures") { "\($0.int64(0)) \($0.int64(1))" }.sorted()
    }

    @Test func loopsAreGroupedByWayNotByLengthOrStart() throws {
        let database = try Database(path: directory.file("r.db"))
        let ids = try Self.store(try Self.loops(), in: database)
        let groups = try Self.groups(database)
        // The loop three times and once backwards; the mirrored loop twice; the two four-fifths loops;
        // the ellipse alone; the ride on the loop alone (routes are kept per family).
        #expect(groups[ids[0]] == ["A", "A", "A", "A"])
        #expect(groups[ids[1]] == ["mirrored", "mirrored"])
        #expect(groups[ids[3]] == ["part", "part"])
        #expect(groups[ids[5]] == ["ellipse"])
        #expect(groups[ids[6]] == ["A ride"])
        #expect(groups.count == 5)
        #expect(try Self.stored(database) == Self.fromScratch(database))
        #expect(try database.fetchInt("SELECT count(*) FROM route_ends") == 10)

        let routes = try RouteStore(database: database).repeatedRoutes()
        // Most often first; of two done twice, the one done last first (part's last is day 8, mirrored's day 7).
        #expect(routes.map(\.name) == ["A", "part", "mirrored"])
        let loop = try #require(routes.first)
        #expect(loop.id == ids[0] && loop.family == .run)
        #expect(loop.efforts.map(\.activityID) == [ids[0], ids[2], ids[4], ids[9]])
        // Moving time is the duration as stored: the fastest effort ranks first.
        let fastest = try #require(loop.efforts.min { $0.movingTime < $1.movingTime })
        #expect(loop.rank(of: fastest.activityID) == 1)
        #expect(loop.efforts.first?.heartRate == 150)
        #expect(abs(loop.length - 2 * .pi * 800) < 100)
        #expect(try RouteStore(database: database).repeatedRoutes(families: [.ride]).isEmpty)
        #expect(try RouteStore(database: database).route(ofActivity: ids[6])?.efforts.count == 1)
    }

    @Test func editsAndDeletesLeaveWhatAFullRegroupGives() throws {
        let database = try Database(path: directory.file("r.db"))
        var ids = try Self.store(try Self.loops(), in: database)
        let store = ActivityStore(database: database)
        // The loop's first activity goes: the route is numbered by the next, which the others join.
        try store.delete(id: ids[0])
        #expect(try Self.groups(database)[ids[2]] == ["A", "A", "A"])
        #expect(try Self.stored(database) == Self.fromScratch(database))
        // A run becomes a ride: it leaves the runs' route, and the later ride on the loop joins it.
        var changed = try #require(try store.fetch(id: ids[4]))
        changed.type = .ride
        try store.update(changed)
        #expect(try Self.groups(database)[ids[4]] == ["A", "A ride"])
        #expect(try Self.groups(database)[ids[2]] == ["A", "A"])
        #expect(try Self.stored(database) == Self.fromScratch(database))
        // A new name changes nothing of the routes.
        let before = try Self.stored(database)
        changed.name = "Renamed"
        try store.update(changed)
        #expect(try Self.stored(database) == before)
        // More efforts come later, then a middle one goes.
        ids += try Self.store(Array(try Self.loops().prefix(5)), in: database, from: 100)
        try store.delete(id: ids[1])
        try store.delete(id: ids[9])
        #expect(try Self.stored(database) == Self.fromScratch(database))
        #expect(try database.fetchInt("SELECT count(*) FROM route_ends") == database.fetchInt("SELECT count(*) FROM route_signatures"))

        // The full regroup of `records --rebuild` gives the same rows, to the bit.
        let kept = try DerivedSnapshot(database)
        #expect(!kept.routes.isEmpty)
        _ = try BestEffortStore(database: database).rebuild()
        #expect(try DerivedSnapshot(database) == kept)
    }

    @Test func aLoopDoneOftenStillGroupsWhole() throws {
        let database = try Database(path: directory.file("r.db"))
        let loop = SyntheticRoutes.circle(radius: 600)
        // More efforts than the members a new track is compared with, in both directions.
        var rides: [Ride] = []
        for index in 0..<12 {
            let speed = 2.5 + Double(index) * 0.1
            let stream = try SyntheticRoutes.stream(loop, reversed: index % 3 == 0, speed: speed, seed: UInt64(20 + index))
            rides.append(Ride(label: "loop", stream: stream))
        }
        let ids = try Self.store(rides, in: database)
        #expect(try Self.groups(database) == [ids[0]: Array(repeating: "loop", count: 12)])
        let route = try #require(try RouteStore(database: database).repeatedRoutes().first)
        // Faster each time: the last three against the best.
        let best = try #require(route.efforts.last).movingTime
        let latest = route.efforts.suffix(3).map(\.movingTime).reduce(0, +) / 3
        #expect(abs((route.trend ?? 0) - (latest / best - 1)) < 1e-12)
        #expect(route.rank(of: ids[11]) == 1)
    }

    @Test func theTrackRoundTripsThroughItsBytes() throws {
        let signature = try #require(RouteSignature(stream: try SyntheticRoutes.stream(SyntheticRoutes.circle(radius: 500), seed: 3)))
        let bytes = RouteTrackCodec.encode(signature.track)
        #expect(bytes.count == RouteSignature.pointCount * 8)
        #expect(RouteTrackCodec.decode(bytes) == signature.track)
        #expect(RouteTrackCodec.decode(Array(bytes.prefix(12))) == nil)
        #expect(RouteTrackCodec.decode([]) == nil)
    }
}
