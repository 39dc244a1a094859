import Testing
import TrackerCore
@testable import TrackerMigrations
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// An import's bulk path (the search words of its batches indexed in one statement after the rows,
/// `ActivityWriter.indexDeferredSearchWords()`) ends with every kept table as the per-row path leaves it.
@Suite struct BulkLoadTests {
    let directory = TemporaryDirectory()

    /// Activities two hours apart (no two the same one), of several types, offsets, names and notes,
    /// some with gear; every 97th comes with a stream, so per-row writes fall inside the bulk load.
    static func history(count: Int, gearID: Int64?) throws -> [(Activity, ActivityStream?)] {
        let types: [ActivityType] = [.run, .ride, .walk, .hike, .poolSwim, .other]
        let names: [String?] = ["Morning run", "Easy, slow", nil, "Café Zürich loop", "Intervals"]
        return try (0..<count).map { index in
            var activity = Activity(
                start: LocalInstant(secondsSince1970: 1_500_000_000 + Int64(index) * 7_200, utcOffset: [0, 3_600, -18_000, 19_800][index % 4]),
                type: types[index % types.count], name: names[index % names.count], notes: index % 7 == 0 ? "windy \(index)" : nil,
                distance: Double(1_000 + index * 37 % 20_000), duration: Double(600 + index % 3_000), elevationGain: Double(index % 300))
            if index % 3 == 0 { activity.gearID = gearID }
            let stream = index % 97 == 50 ? try StoreStreams.run(seconds: 900, speed: 2.5 + Double(index % 5) / 10) : nil
            if stream != nil { activity.type = .run }
            return (activity, stream)
        }
    }

    /// Every kept table's rows, in a fixed order, as text.
    static func keptTables(_ database: Database) throws -> [String: [String]] {
        let queries = [
            "activities": "SELECT id, start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, effort, load, load_method, gear_id FROM activities ORDER BY id",
            "activity_search": "SELECT rowid, name, notes, gear FROM activity_search ORDER BY rowid",
            "activity_spans": "SELECT span, type, activities, distance_m, duration_s, elevation_m, longest_m FROM activity_spans ORDER BY span, type",
            "day_distances": "SELECT day, type, activities, distance_mm FROM day_distances ORDER BY day, type",
            "type_bests": "SELECT type, distance_m, duration_s, elevation_m FROM type_bests ORDER BY type",
            "best_efforts": "SELECT activity_id, kind, target, value FROM best_efforts ORDER BY activity_id, kind, target",
            "activity_curves": "SELECT activity_id, kind, hex(points) FROM activity_curves ORDER BY activity_id, kind",
        ]
        var tables: [String: [String]] = [:]
        for (table, sql) in queries {
            tables[table] = try database.fetch(sql) { row in
                (0..<8).map { column in row.isNull(column) ? "NULL" : (row.string(column) ?? "") }.joined(separator: "|")
            }
        }
        return tables
    }

    static func gear(_ database: Database) throws -> Int64? {
        try GearStore(database: database).insert(Gear(name: "Pegasus", kind: .shoes, family: .run, brand: "Nike"), createdAt: 0).id
    }

    @Test func theBulkPathKeepsTheTablesThePerRowPathKeeps() throws {
        let bulk = try Database(path: directory.file("bulk.db"))
        let perRow = try Database(path: directory.file("rows.db"))
        let history = try Self.history(count: 700, gearID: try Self.gear(bulk))
        #expect(try Self.gear(perRow) != nil)
        let importer = try ImportWriter(database: bulk, createdAt: 0)
        try importer.writeFile {
            for (activity, stream) in history { try importer.add(activity, stream: stream, source: "csv", sourceID: nil) }
        }
        #expect(importer.added == 700)
        let writer = ActivityWriter(database: perRow)
        for (activity, stream) in history {
            _ = try writer.insert(activity, stream: stream, source: "csv", sourceID: nil, createdAt: 0)
        }
        let expected = try Self.keptTables(perRow)
        let found = try Self.keptTables(bulk)
        for table in expected.keys.sorted() {
            #expect(found[table] == expected[table], "\(table)")
        }
        #expect(expected["activity_search"]?.count == 700)
        #expect(try ActivitySearchIndex(database: bulk).problems().isEmpty)
        #expect(try ActivityStore(database: bulk).search(SearchWords("zurich")).count == 140)
        #expect(try ActivityStore(database: bulk).search(SearchWords("nike")).count == 234)
    }

    /// A file refused after some of its batches were written leaves no search words waiting: the
    /// next file's rows are indexed alone, and the index holds exactly the stored activities.
    @Test func aRefusedFileLeavesNothingToIndex() throws {
        let database = try Database(path: directory.file("t.db"))
        let history = try Self.history(count: 600, gearID: nil).map(\.0)
        let importer = try ImportWriter(database: database, createdAt: 0)
        var refused = Activity(start: LocalInstant(secondsSince1970: 1_400_000_000, utcOffset: 0), distance: 1_000, duration: 300)
        refused.elevationGain = -5  // the schema's CHECK refuses it, in the third batch
        #expect(throws: DatabaseError.self) {
            try importer.writeFile {
                for activity in history.prefix(520) { try importer.add(activity, source: "csv", sourceID: nil) }
                try importer.add(refused, source: "csv", sourceID: nil)
            }
        }
        #expect(try ActivityStore(database: database).count() == 0)
        try importer.writeFile {
            for activity in history.suffix(80) { try importer.add(activity, source: "csv", sourceID: nil) }
        }
        #expect(try database.fetchInt("SELECT count(*) FROM activity_search") == 80)
        #expect(try ActivitySearchIndex(database: database).problems().isEmpty)
    }

    /// A gear's brand written while a file is read (`GearStore.resolve`, through another writer) first
    /// indexes the file's waiting rows, so the gear's activities are indexed once, with the brand.
    @Test func aGearChangedInsideTheLoadIsSearchedByItsNewText() throws {
        let database = try Database(path: directory.file("t.db"))
        let shoes = try #require(try GearStore(database: database).insert(Gear(name: "Pegasus", kind: .shoes, family: .run), createdAt: 0).id)
        let history = try Self.history(count: 400, gearID: shoes).map(\.0)
        let importer = try ImportWriter(database: database, createdAt: 0)
        try importer.writeFile {
            for activity in history.prefix(300) { try importer.add(activity, source: "csv", sourceID: nil) }
            var last = history[300]
            last.gearID = nil
            try importer.add(last, stream: nil, source: "csv", sourceID: nil, identity: nil, gear: GearReference(name: "Pegasus", brand: "Nike"))
            for activity in history.suffix(99) { try importer.add(activity, source: "csv", sourceID: nil) }
        }
        #expect(try ActivityStore(database: database).count() == 400)
        #expect(try ActivitySearchIndex(database: database).problems().isEmpty)
        #expect(try ActivityStore(database: database).search(SearchWords("nike")).count == 134)
    }

    /// Migration 0024 keeps every load method and still refuses one the schema does not know.
    @Test func migration24KeepsLoadMethods() throws {
        let path = directory.file("old.db")
        do {
            let old = try Database(path: path, migrations: Migrations.all.filter { $0.version <= 23 })
            for (index, method) in ["power", "pace", "heart_rate", "session_effort", "estimate"].enumerated() {
                try old.execute(
                    "INSERT INTO activities (start_utc, utc_offset, type, name, duration_s, created_utc, load, load_method) VALUES (?, 0, 'run', ?, 600, 0, 40, ?)",
                    [Int64(1_700_000_000 + index * 3_600), "Loop \(index)", method])
            }
        }
        let upgraded = try Database(path: path)
        #expect(try upgraded.schemaVersion() == Migrations.latestVersion)
        let methods = try upgraded.fetch("SELECT load_method FROM activities ORDER BY id") { $0.string(0) ?? "" }
        #expect(methods == ["power", "pace", "heart_rate", "session_effort", "estimate"])
        // The index is made again from the rows, before the raw inserts below (which bypass the writer).
        #expect(try upgraded.fetchInt("SELECT count(*) FROM activity_search WHERE activity_search MATCH 'loop'") == 5)
        #expect(try ActivitySearchIndex(database: upgraded).problems().isEmpty)
        #expect(throws: DatabaseError.self) {
            try upgraded.execute("INSERT INTO activities (start_utc, utc_offset, type, duration_s, created_utc, load_method) VALUES (1, 0, 'run', 600, 0, 'trimp')")
        }
        try upgraded.execute("INSERT INTO activities (start_utc, utc_offset, type, duration_s, created_utc, load_method) VALUES (1, 0, 'run', 600, 0, NULL)")
    }
}
