import Foundation
import Testing
import TrackerCore
@testable import TrackerMigrations
@testable import TrackerStore
import TrackerRandom
import TrackerTestSupport
import TrackerTime

/// The search index (migration 0020) is kept by every write path and finds what a plain-Swift
/// reference finds: every word typed is the start of a word of the name or notes, case and
/// diacritics folded.
@Suite struct ActivitySearchIndexTests {
    let directory = TemporaryDirectory()

    static let vocabulary = ["Café", "cafe", "Zürich", "zurich", "Anna", "anna's", "rain", "Rainier", "lake", "Señora", "Ålesund",
                             "garçon", "10k", "tempo", "AND", "NEAR", "o'clock", "hill-repeats"]
    static let queries = ["cafe", "CAFÉ", "zur", "anna", "ann rain", "rain", "rainier", "sen", "alesund", "garcon", "10", "10k tempo",
                          "and", "near", "clock", "hill repeats", "lake anna", "z", "x", "\"rain\" OR lake"]

    /// The words of `text` as the reference sees them: letters and digits, case and diacritics folded.
    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// The ids whose name or notes hold every word of `query` as the start of one of their words.
    static func reference(_ query: String, in activities: [Int64: Activity]) -> Set<Int64> {
        let wanted = words(query)
        guard !wanted.isEmpty else { return [] }
        return Set(activities.filter { _, activity in
            let held = words((activity.name ?? "") + " " + (activity.notes ?? ""))
            return wanted.allSatisfy { word in held.contains { $0.hasPrefix(word) } }
        }.keys)
    }

    static func text(_ random: inout SeededRandom) -> String? {
        let count = random.int(0...3)
        guard count > 0 else { return nil }
        return (0..<count).map { _ in vocabulary[random.int(0...(vocabulary.count - 1))] }.joined(separator: " ")
    }

    static func activity(_ random: inout SeededRandom, hour: Int) -> Activity {
        Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(hour) * 7_200, utcOffset: 0),
                 name: text(&random), notes: text(&random), distance: Double(random.int(1_000...20_000)), duration: 3_600)
    }

    func expectAgreement(_ database: Database, _ stored: [Int64: Activity], _ label: String) throws {
        let store = ActivityStore(database: database)
        for query in Self.queries {
            let found = Set(try store.search(SearchWords(query)).compactMap(\.id))
            #expect(found == Self.reference(query, in: stored), "\(label): '\(query)'")
        }
        #expect(try ActivitySearchIndex(database: database).problems() == [], "\(label)")
    }

    /// Inserts (one at a time and an import's batches), edits, deletes, merges and a rebuild, each
    /// followed by the same queries against the reference.
    @Test(arguments: [1, 2, 3])
    func everyWritePathKeepsTheIndex(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &* 7_919)
        let database = try Database(path: directory.file("search-\(seed).db"))
        let store = ActivityStore(database: database)
        var stored: [Int64: Activity] = [:]
        for hour in 0..<20 {
            let inserted = try store.insert(Self.activity(&random, hour: hour), createdAt: 0)
            stored[try #require(inserted.id)] = inserted
        }
        try expectAgreement(database, stored, "inserted")

        // An import's rows go in by batches of one INSERT each.
        let writer = try ImportWriter(database: database, createdAt: 0)
        let imported = (20..<70).map { Self.activity(&random, hour: $0) }
        try writer.writeFile { for activity in imported { try writer.add(activity, source: "csv", sourceID: nil) } }
        for activity in try store.fetch() where stored[activity.id ?? 0] == nil { stored[activity.id ?? 0] = activity }
        #expect(stored.count == 70)
        try expectAgreement(database, stored, "imported")

        for id in stored.keys.sorted().filter({ $0 % 3 == 0 }) {
            var edited = try #require(stored[id])
            edited.name = Self.text(&random)
            edited.notes = Self.text(&random)
            try store.update(edited)
            stored[id] = edited
        }
        try expectAgreement(database, stored, "edited")

        for id in stored.keys.sorted().filter({ $0 % 5 == 1 }) {
            try store.delete(id: id)
            stored[id] = nil
        }
        try expectAgreement(database, stored, "deleted")

        // A file's samples merged into a typed row keep its name and notes findable.
        let target = try #require(stored.keys.sorted().first)
        let kept = try #require(stored[target])
        let file = Activity(start: kept.start, distance: kept.distance, duration: kept.duration)
        let merging = try ImportWriter(database: database, createdAt: 0)
        try merging.writeFile { try merging.add(file, stream: try StoreStreams.run(seconds: Int(kept.duration), speed: kept.distance / kept.duration), source: "fit", sourceID: nil) }
        #expect(merging.merged == [target])
        try expectAgreement(database, stored, "merged")

        // A rebuild empties the index and fills it again through the after-write step.
        try database.execute("DELETE FROM activity_search WHERE rowid % 2 = 0")
        #expect(try ActivitySearchIndex(database: database).problems() != [])
        _ = try ActivityWriter(database: database).rebuild()
        try expectAgreement(database, stored, "rebuilt")
    }

    @Test func theMigrationIndexesTheActivitiesAlreadyStored() throws {
        let path = directory.file("old.db")
        do {
            let old = try Database(path: path, migrations: Array(Migrations.all.prefix { $0.version <= 13 }))
            try old.execute("INSERT INTO activities (start_utc, utc_offset, type, name, notes, distance_m, duration_s, elevation_m, created_utc) "
                + "VALUES (1700000000, 0, 'run', 'Café loop', NULL, 5000, 1800, 0, 0), (1700100000, 0, 'ride', NULL, 'with Anna', 20000, 3600, 0, 0)")
        }
        let database = try Database(path: path)
        let store = ActivityStore(database: database)
        #expect(try store.search(SearchWords("cafe")).map(\.name) == ["Café loop"])
        #expect(try store.search(SearchWords("ann")).map(\.notes) == ["with Anna"])
        #expect(try ActivitySearchIndex(database: database).problems() == [])
    }

    @Test func aWordInTheNameRanksAboveOneInTheNotesThenTheNewest() throws {
        let database = try Database(path: directory.file("rank.db"))
        let store = ActivityStore(database: database)
        func add(_ hour: Int64, name: String?, notes: String?) throws -> Int64 {
            try #require(try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + hour * 3_600, utcOffset: 0),
                                                   name: name, notes: notes, distance: 5_000, duration: 1_800), createdAt: 0).id)
        }
        let inNotes = try add(3, name: "Evening", notes: "long talk with Anna about the rain and everything else")
        let olderInName = try add(1, name: "Run with Anna", notes: nil)
        let newerInName = try add(2, name: "Run with Anna", notes: nil)
        #expect(try store.search(SearchWords("anna")).compactMap(\.id) == [newerInName, olderInName, inNotes])
        #expect(try store.search(SearchWords("anna"), limit: 1).compactMap(\.id) == [newerInName])
    }

    @Test func filtersOfTypeAndTimeApplyToTheMatches() throws {
        let database = try Database(path: directory.file("filters.db"))
        let store = ActivityStore(database: database)
        for (hour, type) in [(0, ActivityType.run), (1, .ride), (2, .run)] {
            try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(hour) * 3_600, utcOffset: 0), type: type,
                                      name: "Lake loop", distance: 5_000, duration: 1_800), createdAt: 0)
        }
        #expect(try store.search(SearchWords("lake"), types: [.ride]).map(\.type) == [.ride])
        #expect(try store.search(SearchWords("lake"), from: 1_700_003_600).count == 2)
        #expect(try store.search(SearchWords("lake"), from: 1_700_000_000, until: 1_700_003_600, types: [.run]).count == 1)
    }

    /// Whatever is typed is words, never FTS5 syntax: no input makes SQLite fail.
    @Test(arguments: ["\"", "\"\"", "AND", "OR NOT", "name:anna", "NEAR(a b)", "*", "a*b", "^anna", "(", ")", "'", "-rain", "+", "🏃‍♀️ run",
                      "notes : x", "{name notes}: x", "\"unterminated", "a\"b", "  ", "é", "\u{0}", "x OR", "AND x"])
    func anythingTypedIsSafe(text: String) throws {
        let database = try Database(path: directory.file("safe.db"))
        try ActivityStore(database: database).insert(
            Activity(start: LocalInstant(secondsSince1970: 1_700_000_000, utcOffset: 0), name: "a b run", notes: "x and anna rain é",
                     distance: 5_000, duration: 1_800), createdAt: 0)
        let words = SearchWords(text)
        // The point is that this does not throw; a query of no word finds nothing.
        let found = try ActivityStore(database: database).search(words)
        #expect(found.count <= (words.words.isEmpty ? 0 : 1))
    }

    @Test(arguments: [
        ("anna rain", ["anna", "rain"]), ("  Café,au-lait!  ", ["Café", "au", "lait"]), ("o'clock", ["o", "clock"]), ("***", []),
        ("10k_tempo", ["10k", "tempo"]),
    ])
    func wordsAreSplitWhereTheTokenizerSplitsThem(text: String, expected: [String]) {
        #expect(SearchWords(text).words == expected)
    }

    @Test func eachWordIsAQuotedPrefix() {
        #expect(SearchWords("anna \"rain").query == "\"anna\"* \"rain\"*")
        #expect(SearchWords("AND").query == "\"AND\"*")
        #expect(SearchWords("!!").query == nil)
    }

    @Test func theCheckFindsRowsMissingChangedAndLeftOver() throws {
        let database = try Database(path: directory.file("check.db"))
        let store = ActivityStore(database: database)
        for hour in 0..<3 {
            try store.insert(Activity(start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(hour) * 3_600, utcOffset: 0),
                                      name: "Lake \(hour)", distance: 5_000, duration: 1_800), createdAt: 0)
        }
        let index = ActivitySearchIndex(database: database)
        #expect(try index.problems() == [])
        // Writes that bypass the writer (the sqlite3 shell, an older tracker) are what the check catches.
        try database.execute("UPDATE activities SET name = 'Hill' WHERE id = 1")
        #expect(try index.problems().contains("1 activity missing or out of date"))
        try database.execute("INSERT INTO activity_search (rowid, name) VALUES (99, 'ghost')")
        #expect(try index.problems().contains("1 row of deleted activities"))
        try database.execute("DELETE FROM activity_search WHERE rowid IN (2, 3)")
        #expect(try index.problems().contains("3 activities missing or out of date"))
    }
}
