import Foundation
import Testing
import TrackerCore
@testable import TrackerMigrations
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// The search index's gear column (migration 0023): the name, brand and model of an activity's
/// gear are searched, and every change of them, or of which activities hold the gear, is kept.
@Suite struct GearSearchTests {
    let directory = TemporaryDirectory()

    struct Fixture {
        let database: Database
        let pegasus: Gear
        let commuter: Gear
        /// Pegasus's activities, the commuter's and one without gear.
        let onPegasus: Set<Int64>
        let onCommuter: Set<Int64>
        let withoutGear: Int64

        func found(_ text: String) throws -> Set<Int64> {
            Set(try ActivityStore(database: database).search(SearchWords(text)).compactMap(\.id))
        }
    }

    func fixture(_ name: String) throws -> Fixture {
        let database = try Database(path: directory.file(name))
        let gear = GearStore(database: database)
        let pegasus = try gear.insert(Gear(name: "Pegasus 40", kind: .shoes, brand: "Nike", model: "Air Zoom"), createdAt: 0)
        let commuter = try gear.insert(Gear(name: "Commuter", kind: .bike), createdAt: 0)
        let store = ActivityStore(database: database)
        func add(_ hour: Int64, _ type: ActivityType, name: String, gear: Gear?) throws -> Int64 {
            try #require(try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + hour * 3_600, utcOffset: 0), type: type,
                                                   name: name, notes: "easy", distance: 5_000, duration: 1_800, gearID: gear?.id), createdAt: 0).id)
        }
        let onPegasus: Set = [try add(0, .run, name: "Morning run", gear: pegasus), try add(2, .run, name: "Lake loop", gear: pegasus)]
        let onCommuter: Set = [try add(1, .ride, name: "To work", gear: commuter)]
        let withoutGear = try add(3, .run, name: "Hill repeats", gear: nil)
        return Fixture(database: database, pegasus: pegasus, commuter: commuter, onPegasus: onPegasus, onCommuter: onCommuter, withoutGear: withoutGear)
    }

    @Test func aWordOfTheGearsNameBrandOrModelFindsExactlyItsActivities() throws {
        let fixture = try fixture("find.db")
        #expect(try fixture.found("pegasus") == fixture.onPegasus)
        #expect(try fixture.found("PEG 40") == fixture.onPegasus)
        #expect(try fixture.found("nike") == fixture.onPegasus)
        #expect(try fixture.found("zoom") == fixture.onPegasus)
        #expect(try fixture.found("commuter") == fixture.onCommuter)
        // The gear's words and the activity's own are one text: each word may be in either.
        #expect(try fixture.found("pegasus lake").count == 1)
        #expect(try fixture.found("commuter lake").isEmpty)
        #expect(try fixture.found("easy") == fixture.onPegasus.union(fixture.onCommuter).union([fixture.withoutGear]))
        #expect(try ActivitySearchIndex(database: fixture.database).problems() == [])
    }

    @Test func aRenamedGearIsFoundByItsNewNameOnly() throws {
        let fixture = try fixture("rename.db")
        var renamed = fixture.pegasus
        renamed.name = "Vomero"
        try GearStore(database: fixture.database).update(renamed)
        #expect(try fixture.found("pegasus").isEmpty)
        #expect(try fixture.found("vomero") == fixture.onPegasus)
        // The brand and model it keeps still find it.
        #expect(try fixture.found("nike") == fixture.onPegasus)
        #expect(try fixture.found("commuter") == fixture.onCommuter)
        #expect(try ActivitySearchIndex(database: fixture.database).problems() == [])
    }

    @Test func aChangedBrandOrModelIsSearchedFromThen() throws {
        let fixture = try fixture("brand.db")
        var changed = fixture.pegasus
        changed.brand = nil
        changed.model = "Turbo"
        try GearStore(database: fixture.database).update(changed)
        #expect(try fixture.found("nike").isEmpty)
        #expect(try fixture.found("zoom").isEmpty)
        #expect(try fixture.found("turbo") == fixture.onPegasus)
        #expect(try ActivitySearchIndex(database: fixture.database).problems() == [])
    }

    @Test func aForcedDeleteLeavesItsActivitiesUnfoundByIt() throws {
        let fixture = try fixture("delete.db")
        let id = try #require(fixture.pegasus.id)
        #expect(try GearStore(database: fixture.database).delete(id: id) == 2)
        #expect(try fixture.found("pegasus").isEmpty)
        #expect(try fixture.found("nike").isEmpty)
        // Still found by their own words, and the other gear's by its.
        #expect(try fixture.found("lake").count == 1)
        #expect(try fixture.found("commuter") == fixture.onCommuter)
        #expect(try ActivitySearchIndex(database: fixture.database).problems() == [])
    }

    /// A file naming a stored gear by name, with a brand and model it lacked, gives them to it, and
    /// its activities stored before are found by them.
    @Test func aBrandAnImportGivesIsSearchedOnTheActivitiesAlreadyStored() throws {
        let fixture = try fixture("import.db")
        let writer = try ImportWriter(database: fixture.database, createdAt: 0)
        try writer.writeFile { try writer.addGear(GearReference(name: "Commuter", kind: .bike, brand: "Surly", model: "Cross-Check")) }
        #expect(try fixture.found("surly") == fixture.onCommuter)
        #expect(try fixture.found("cross check") == fixture.onCommuter)
        #expect(try ActivitySearchIndex(database: fixture.database).problems() == [])
    }

    /// A Strava row stored before gear was kept takes the gear of a later export of it, and is found by it.
    @Test func aStravaRowGivenGearLaterIsFoundByIt() throws {
        let database = try Database(path: directory.file("strava.db"))
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_700_000_000, utcOffset: 0), name: "Morning run", distance: 5_000, duration: 1_800)
        let first = try ImportWriter(database: database, createdAt: 0)
        try first.writeFile { try first.add(activity, stream: nil, source: "strava", sourceID: "42", identity: nil, gear: nil) }
        let again = try ImportWriter(database: database, createdAt: 0)
        try again.writeFile { try again.add(activity, stream: nil, source: "strava", sourceID: "42", identity: nil, gear: GearReference(name: "Ghost", kind: .shoes)) }
        let stored = try ActivityStore(database: database).fetch()
        #expect(stored.count == 1 && stored.first?.gearID != nil)
        #expect(try ActivityStore(database: database).search(SearchWords("ghost")).compactMap(\.id) == stored.compactMap(\.id))
        #expect(try ActivitySearchIndex(database: database).problems() == [])
    }

    /// Migration 0023 indexes the gear of the activities stored before it.
    @Test func theMigrationIndexesTheGearOfTheActivitiesAlreadyStored() throws {
        let path = directory.file("old.db")
        do {
            let old = try Database(path: path, migrations: Array(Migrations.all.prefix { $0.version < 23 }))
            #expect(try old.schemaVersion() < 23)
            try old.execute("INSERT INTO gear (id, name, kind, brand, model, created_utc) VALUES (1, 'Pegasus', 'shoes', 'Nike', NULL, 0), (2, 'Commuter', 'bike', NULL, NULL, 0)")
            try old.execute("INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, created_utc, gear_id) "
                + "VALUES (1700000000, 0, 'run', 'Café loop', NULL, 5000, 1800, 0, 0, 1), (1700100000, 0, 'ride', NULL, 'with Anna', 20000, 3600, 0, 0, 2), "
                + "(1700200000, 0, 'run', 'Tempo', NULL, 8000, 2400, 0, 0, NULL)")
        }
        let database = try Database(path: path)
        #expect(try database.schemaVersion() == Migrations.latestVersion)
        let store = ActivityStore(database: database)
        #expect(try store.search(SearchWords("pegasus")).map(\.name) == ["Café loop"])
        #expect(try store.search(SearchWords("nike")).map(\.name) == ["Café loop"])
        #expect(try store.search(SearchWords("commuter")).map(\.notes) == ["with Anna"])
        #expect(try store.search(SearchWords("cafe")).map(\.name) == ["Café loop"])
        #expect(try store.search(SearchWords("tempo")).map(\.name) == ["Tempo"])
        // The migration's expression and `ActivitySearchIndex.columns` agree, row by row.
        #expect(try ActivitySearchIndex(database: database).problems() == [])
    }

    /// `doctor`'s check compares the gear column too: a gear renamed, or an index row changed,
    /// behind the writer's back is out of step.
    @Test func theCheckComparesTheGearColumn() throws {
        let fixture = try fixture("check.db")
        let index = ActivitySearchIndex(database: fixture.database)
        #expect(try index.problems() == [])
        try fixture.database.execute("UPDATE gear SET name = 'Renamed' WHERE id = ?", [fixture.commuter.id])
        // Compared, and sampled: a word of its gear's name now does not find it.
        #expect(try index.problems() == ["1 activity missing or out of date", "1 activity not found by a word of its gear"])
        try fixture.database.execute("UPDATE gear SET name = 'Commuter' WHERE id = ?", [fixture.commuter.id])
        #expect(try index.problems() == [])
        try fixture.database.execute("UPDATE activity_search SET gear = NULL WHERE rowid = ?", [fixture.onPegasus.min()])
        #expect(try index.problems().contains("1 activity missing or out of date"))
    }
}
