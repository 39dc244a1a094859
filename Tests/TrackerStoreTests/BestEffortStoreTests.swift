import Foundation
import Testing
import TrackerCore
import TrackerRandom
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

@Suite struct BestEffortStoreTests {
    let directory = TemporaryDirectory()

    /// Three runs of 30 min at different speeds in 2025 and 2026, and a ride.
    func seeded() throws -> (Database, [Int64]) {
        let database = try Database(path: directory.file("t.db"))
        let activities = ActivityStore(database: database)
        var ids: [Int64] = []
        for (index, speed) in [3.0, 4.0, 3.5].enumerated() {
            let start = Int64(1_735_700_000 + index * 20_000_000)  // 2025-01-01, 2025-08-20, 2026-04-08
            let stored = try activities.insert(StoreStreams.activity(start, distance: speed * 1800, duration: 1800), createdAt: 0)
            let id = try #require(stored.id)
            try StreamStore(database: database).save(try StoreStreams.run(seconds: 1800, speed: speed), forActivity: id)
            try BestEffortStore(database: database).update(forActivity: id)
            ids.append(id)
        }
        let ride = try activities.insert(StoreStreams.activity(1_735_800_000, distance: 40_000, duration: 4000, type: .ride), createdAt: 0)
        ids.append(try #require(ride.id))
        return (database, ids)
    }

    @Test func effortsAreStoredPerActivityAndReadBack() throws {
        let (database, ids) = try seeded()
        let efforts = try BestEffortStore(database: database).efforts(forActivity: ids[1])
        // 4 m/s for 7.2 km: 400 m, 1 km, 1 mile and 5 km.
        #expect(efforts.map(\.target) == [.distance(400), .distance(1_000), .distance(BestEffortTarget.mile), .distance(5_000)])
        let fiveK = try #require(efforts.last)
        #expect(abs(fiveK.elapsedTime - 1_250) < 1)
        // What the store gives back is what the stream gives.
        let stream = try #require(try StreamStore(database: database).stream(forActivity: ids[1]))
        let computed = stream.bestEfforts(for: .run)
        #expect(zip(efforts, computed).allSatisfy { abs($0.elapsedTime - $1.elapsedTime) < 1e-9 && $0.target == $1.target })
    }

    @Test func recordsAreTheBestFirstByTypeAndYear() throws {
        let (database, ids) = try seeded()
        let store = BestEffortStore(database: database)
        let fiveK = try store.records(.effort(.distance(5_000)), type: .run)
        #expect(fiveK.map(\.activityID) == [ids[1], ids[2], ids[0]])
        #expect(try store.records(.effort(.distance(5_000)), type: .run, limit: 1).count == 1)
        // The year of each activity's own local date.
        #expect(try store.records(.effort(.distance(5_000)), type: .run, year: 2026).map(\.activityID) == [ids[2]])
        #expect(try store.records(.effort(.distance(5_000)), type: .run, year: 2024).isEmpty)
        // Whole-activity records come from the activities themselves, streams or not.
        #expect(try store.records(.longestDistance, type: .ride).map(\.activityID) == [ids[3]])
        #expect(try store.records(.longestDistance, type: .run).first?.activityID == ids[1])
        let table = try store.records(type: .run)
        #expect(table.contains { $0.category == .effort(.distance(1_000)) && $0.activityID == ids[1] })
        #expect(!table.contains { $0.activityType != .run })
        // What a new one must beat, without itself.
        #expect(try store.bests(type: .run, excluding: [ids[1]])[.effort(.distance(5_000))].map { abs($0 - 5_000 / 3.5) < 1 } == true)
    }

    /// The year of the records table is each activity's own local year, even at the largest offsets,
    /// where the UTC start lies in the year before or after; and a list of types reads each in turn.
    @Test func recordsTableOfAYearCountsActivitiesByTheirLocalDateAtExtremeOffsets() throws {
        let database = try Database(path: directory.file("y.db"))
        let activities = ActivityStore(database: database)
        let newYear2026: Int64 = 1_767_225_600  // 2026-01-01T00:00:00Z
        // 2025-12-31T07:00Z at +18:00 is 2026-01-01 01:00 locally; 2026-01-01T17:00Z at -18:00 is 2025-12-31 23:00.
        let early = try #require(try activities.insert(Activity(
            start: LocalInstant(secondsSince1970: newYear2026 - 17 * 3_600, utcOffset: 64_800), distance: 9_000, duration: 3_000), createdAt: 0).id)
        let late = try #require(try activities.insert(Activity(
            start: LocalInstant(secondsSince1970: newYear2026 + 17 * 3_600, utcOffset: -64_800), distance: 8_000, duration: 2_900), createdAt: 0).id)
        let ride = try #require(try activities.insert(Activity(
            start: LocalInstant(secondsSince1970: newYear2026 + 86_400, utcOffset: 0), type: .ride, distance: 30_000, duration: 3_600), createdAt: 0).id)
        let store = BestEffortStore(database: database)
        let in2026 = try store.records(year: 2026)
        #expect(Set(in2026.map(\.activityID)) == [early, ride])
        #expect(Set(try store.records(year: 2025).map(\.activityID)) == [late])
        #expect(try store.records(year: 2024).isEmpty && store.records(year: 2027).isEmpty)
        // Types in the order asked, one without activities adding nothing.
        let both = try store.records(types: [.ride, .trailRun, .run], year: 2026)
        #expect(both.map(\.activityType) == [.ride, .ride, .run, .run])
        #expect(both.map(\.category) == [.longestDistance, .longestTime, .longestDistance, .longestTime])
        #expect(both.map(\.activityID) == [ride, ride, early, early])
    }

    @Test func rebuildRecomputesEveryActivitysEfforts() throws {
        let (database, ids) = try seeded()
        let store = BestEffortStore(database: database)
        let before = try ids.map { try store.efforts(forActivity: $0) }
        // Damage the table: one value changed, one activity's rows gone, a stray row for a ride without a stream.
        try database.execute("UPDATE best_efforts SET value = 1 WHERE activity_id = ?", [ids[0]])
        try database.execute("DELETE FROM best_efforts WHERE activity_id = ?", [ids[2]])
        try database.execute("INSERT INTO best_efforts VALUES (?, 'distance', 5000, 600, 0, 5000)", [ids[3]])
        #expect(try store.rebuild() == 3)
        #expect(try ids.map { try store.efforts(forActivity: $0) } == before)
    }

    /// The kept whole-activity bests against the records read from every activity, after each of
    /// a seeded run of inserts (one by one, and in an import's batches), edits (values, types, a name
    /// alone) and deletes, with ties and zeros.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func wholeActivityBestsFollowEveryWrite(seed: UInt64) throws {
        let database = try Database(path: directory.file("bests-\(seed).db"))
        let activities = ActivityStore(database: database)
        let store = BestEffortStore(database: database)
        let types: [ActivityType] = [.run, .ride, .swim, .yoga]
        var random = SeededRandom(seed: seed)
        var ids: [Int64] = []
        func value() -> Double { random.unit() < 0.3 ? 0 : Double(random.int(1...20)) }
        func activity(_ step: Int, _ index: Int = 0) -> Activity {
            Activity(start: LocalInstant(secondsSince1970: 1_764_000_000 + Int64(step) * 86_400 + Int64(index) * 3600, utcOffset: 0),
                     type: types[random.int(0...3)], distance: value(), duration: Double(random.int(1...20)), elevationGain: value())
        }
        for step in 0..<400 {
            let choice = random.unit()
            if choice < 0.4 || ids.isEmpty {
                ids.append(try #require(try activities.insert(activity(step), createdAt: 0).id))
            } else if choice < 0.5 {
                let writer = try ImportWriter(database: database, createdAt: 0)
                let batch = (0..<random.int(1...6)).map { activity(step, $0) }
                try writer.writeFile {
                    for row in batch { try writer.add(row, source: "csv", sourceID: nil) }
                }
                ids = try database.fetch("SELECT id FROM activities ORDER BY id", []) { $0.int64(0) }
            } else if choice < 0.7 {
                try activities.delete(id: ids.remove(at: random.int(0...(ids.count - 1))))
            } else {
                var activity = try #require(try activities.fetch(id: ids[random.int(0...(ids.count - 1))]))
                if random.unit() < 0.2 {
                    activity.name = "renamed \(step)"
                } else {
                    activity.type = types[random.int(0...3)]
                    activity.distance = value()
                    activity.duration = Double(random.int(1...20))
                    activity.elevationGain = value()
                }
                try activities.update(activity)
            }
            for type in types {
                var expected: [RecordCategory: Double] = [:]
                for category in RecordCategory.wholeActivity {
                    expected[category] = try store.records(category, type: type, limit: 1).first?.value
                }
                #expect(try store.wholeActivityBests(type: type) == expected, "step \(step), \(type.rawValue)")
            }
        }
        // The maxima are gone with the type's last activity.
        for id in ids { try activities.delete(id: id) }
        #expect(try database.fetchInt("SELECT count(*) FROM type_bests") == 0)
    }

    @Test func rebuildRestoresTheWholeActivityBests() throws {
        let (database, ids) = try seeded()
        let store = BestEffortStore(database: database)
        let before = try store.wholeActivityBests(type: .run)
        #expect(before[.longestDistance] == 7_200)
        try database.execute("DELETE FROM type_bests")
        #expect(try store.wholeActivityBests(type: .run).isEmpty)
        try store.rebuild()
        #expect(try store.wholeActivityBests(type: .run) == before)
        #expect(try store.wholeActivityBests(type: .ride) == [.longestDistance: 40_000, .longestTime: 4_000])
        #expect(ids.count == 4)
    }

    @Test func editingTheTypeChangesTheTargets() throws {
        let (database, ids) = try seeded()
        let activities = ActivityStore(database: database)
        var activity = try #require(try activities.fetch(id: ids[1]))
        activity.type = .walk
        try activities.update(activity)
        #expect(try BestEffortStore(database: database).update(forActivity: ids[1]).isEmpty)
        #expect(try BestEffortStore(database: database).efforts(forActivity: ids[1]).isEmpty)
    }
}
