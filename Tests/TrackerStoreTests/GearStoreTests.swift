import Foundation
import Testing
import TrackerCore
import TrackerRandom
@testable import TrackerStore
import TrackerTime

/// `GearStore`: each gear's use is read from the activities, so it agrees with a plain sum over
/// them after any mix of writes; defaults are given by the writer; Strava ids keep one gear.
@Suite struct GearStoreTests {
    static func database() throws -> Database { try Database.emptyInMemory() }

    @Test(arguments: [41 as UInt64, 42, 43])
    func usesAgreeWithAPlainSumAfterInsertsEditsAndDeletes(seed: UInt64) throws {
        let database = try Self.database()
        let gear = GearStore(database: database)
        let ids = try (0..<3).map { try gear.insert(Gear(name: "G\($0)", kind: .shoes), createdAt: 0).id ?? 0 }
        let store = ActivityStore(database: database)
        var random = SeededRandom(seed: seed)
        for index in 0..<200 {
            let gearID: Int64? = random.int(0...3) == 0 ? nil : ids[random.int(0...2)]
            let stored = try store.insert(Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(random.int(0...10_000_000)), utcOffset: 0),
                distance: random.unit() * 30_000, duration: 1 + random.unit() * 9_000, gearID: gearID), createdAt: 0)
            switch index % 7 {
            case 3:
                var moved = stored
                moved.gearID = random.int(0...1) == 0 ? nil : ids[random.int(0...2)]
                moved.distance = random.unit() * 10_000
                try store.update(moved)
            case 5: try store.delete(id: stored.id ?? 0)
            default: break
            }
        }
        let all = try store.fetch()
        let uses = try gear.uses()
        for id in ids {
            let mine = all.filter { $0.gearID == id }
            let use = uses[id] ?? GearUse()
            #expect(use.activities == mine.count)
            #expect(abs(use.distance - mine.reduce(0) { $0 + $1.distance }) < 1e-6)
            #expect(abs(use.duration - mine.reduce(0) { $0 + $1.duration }) < 1e-6)
            #expect(use.first == mine.map(\.start.secondsSince1970).min())
            #expect(use.last == mine.map(\.start.secondsSince1970).max())
        }
        // Deleting one takes it off its activities, through the writer, and leaves the rest.
        let detached = try gear.delete(id: ids[0])
        #expect(detached == all.filter { $0.gearID == ids[0] }.count)
        #expect(try store.fetch().allSatisfy { $0.gearID != ids[0] })
        #expect(try gear.uses()[ids[1]] == uses[ids[1]])
    }

    @Test func theWriterGivesTheDefaultInUseAtTheStartOnly() throws {
        let database = try Self.database()
        let gear = GearStore(database: database)
        let shoes = try gear.insert(Gear(name: "Daily", kind: .shoes, family: .run, isDefault: true, since: 1_700_000_000), createdAt: 0)
        let store = ActivityStore(database: database)
        let before = try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_600_000_000, utcOffset: 0), distance: 1, duration: 60), createdAt: 0)
        let after = try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_750_000_000, utcOffset: 0), distance: 1, duration: 60), createdAt: 0)
        let ride = try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_750_010_000, utcOffset: 0), type: .ride, distance: 1, duration: 60), createdAt: 0)
        #expect(before.gearID == nil)
        #expect(after.gearID == shoes.id)
        #expect(ride.gearID == nil)
        // A second default of the family takes the place of the first.
        let second = try gear.insert(Gear(name: "Racer", kind: .shoes, family: .run, isDefault: true), createdAt: 0)
        #expect(try gear.find(id: shoes.id ?? 0)?.isDefault == false)
        #expect(try gear.defaultGear(for: .run, at: 1_800_000_000)?.id == second.id)
    }

    @Test func stravaIdsThenNamesFindTheStoredGear() throws {
        let database = try Self.database()
        let gear = GearStore(database: database)
        let ox = try gear.resolve(GearReference(name: "Ox", kind: .bike, stravaID: "b1"), family: .ride, createdAt: 0)
        #expect(try gear.resolve(GearReference(name: "Renamed", kind: .bike, stravaID: "b1"), family: .ride, createdAt: 0) == ox)
        #expect(try gear.resolve(GearReference(name: "ox"), family: .ride, createdAt: 0) == ox)
        let listed = try gear.resolve(GearReference(name: "Nike Pegasus", kind: .shoes, brand: "Nike", model: "Pegasus"), family: nil, createdAt: 0)
        // Strava names shoes by brand and model in Activity Gear; a stored name is matched too.
        #expect(try gear.resolve(GearReference(name: "nike pegasus", stravaID: "g9"), family: .run, createdAt: 0) == listed)
        #expect(try gear.find(id: listed)?.stravaID == "g9")
        let made = try gear.resolve(GearReference(name: "Paddle"), family: .water, createdAt: 0)
        #expect(try gear.find(id: made)?.kind == .other)
        #expect(try gear.all().count == 3)
    }

    @Test func theSchemaRefusesALimitOfZeroAndADuplicateName() throws {
        let database = try Self.database()
        let gear = GearStore(database: database)
        try gear.insert(Gear(name: "Ox", kind: .bike), createdAt: 0)
        #expect(throws: DatabaseError.self) { try gear.insert(Gear(name: "OX", kind: .bike), createdAt: 0) }
        #expect(throws: DatabaseError.self) { try gear.insert(Gear(name: "Zero", kind: .bike, limit: 0), createdAt: 0) }
    }
}
