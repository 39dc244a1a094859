import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerStore

@Suite struct ImportWriterTests {
    static func activity(_ start: Int64, _ type: ActivityType = .run) -> Activity {
        Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), type: type, distance: 1000, duration: 300)
    }

    static func write(_ activities: [Activity], to database: Database, source: String = "csv", ids: [String?]? = nil) throws -> (Int, Int) {
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile {
            for (index, activity) in activities.enumerated() {
                try writer.add(activity, source: source, sourceID: ids?[index])
            }
        }
        return (writer.added, writer.duplicates)
    }

    /// Chronological (one range query per batch), scattered (a query per row) and crowded
    /// (more stored rows in a batch's range than the range query reads) all find the same duplicates.
    @Test(arguments: [("chronological", Int64(400)), ("scattered", Int64(86_400 * 45)), ("crowded", Int64(301))])
    func reimportingAddsNothing(shape: String, spacing: Int64) throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let activities = (0..<300).map { Self.activity(1_000_000_000 + Int64($0) * spacing) }
        // Crowded: a type of each family at every start, so a batch's range holds more than the range
        // query reads (an `other` would be the same activity as any of them).
        let types: [ActivityType] = shape == "crowded" ? ActivityFamily.allCases.filter { $0 != .other }.compactMap(\.types.first) : [.run]
        let stored = types.flatMap { type in activities.map { Self.activity($0.start.secondsSince1970, type) } }
        #expect(try Self.write(stored, to: database) == (stored.count, 0))
        // The same activities starting 59 s later (their spans share 80%), and one type changed: only
        // that one is new (unless that type is stored there too).
        var again = activities.map { Self.activity($0.start.secondsSince1970 + 59) }
        again[150].type = .ride
        let newOnes = shape == "crowded" ? 0 : 1
        #expect(try Self.write(again, to: database) == (newOnes, 300 - newOnes))
        #expect(try ActivityStore(database: database).count() == stored.count + newOnes)
    }

    @Test func duplicatesInsideOneBatchAreSkipped() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        // A run, the same run 30 s later (its 300 s overlap by 90%), a run after both, a walk beside them.
        let activities = [Self.activity(2_000_000_000), Self.activity(2_000_000_030), Self.activity(2_000_000_400), Self.activity(2_000_000_030, .walk)]
        #expect(try Self.write(activities, to: database) == (3, 1))
    }

    /// A watch's trail run and Strava's run of the same outing are one activity; a ride at the same
    /// minute is another. Stored rows are checked both by range and row by row (a scattered batch).
    @Test(arguments: [Int64(0), Int64(86_400 * 60)])
    func aDuplicateIsOfTheSameFamilyNotTheSameType(farAway: Int64) throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let start: Int64 = 1_600_000_000
        #expect(try Self.write([Self.activity(start, .trailRun), Self.activity(start + farAway + 600, .poolSwim)], to: database) == (2, 0))
        let again = [Self.activity(start + 20, .run), Self.activity(start + 20, .gravelRide),
                     Self.activity(start + farAway + 610, .openWaterSwim), Self.activity(start + farAway + 610, .hike)]
        #expect(try Self.write(again, to: database) == (2, 2))
        let types = try ActivityStore(database: database).fetch().map(\.type)
        #expect(Set(types) == [.trailRun, .poolSwim, .gravelRide, .hike])
        // Within one batch too.
        #expect(try Self.write([Self.activity(start + 9_000, .virtualRide), Self.activity(start + 9_010, .ride)], to: database) == (1, 1))
    }

    @Test func aKnownStravaIDIsADuplicateEvenWhenItsStartMoved() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        #expect(try Self.write([Self.activity(1_500_000_000)], to: database, source: "strava", ids: ["42"]) == (1, 0))
        #expect(try Self.write([Self.activity(1_500_090_000)], to: database, source: "strava", ids: ["42"]) == (0, 1))
        #expect(try Self.write([Self.activity(1_500_090_000)], to: database, source: "strava", ids: ["43"]) == (1, 0))
        #expect(try ActivityStore(database: database).origin(id: 1)?.sourceID == "42")
    }

    // MARK: - One file at a time

    struct Boom: Error {}

    /// More than a batch is flushed before the throw: the transaction, not the queue, undoes it.
    @Test func aFileThatThrowsLeavesNothingBehind() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        let day = try #require(LocalDay(year: 2020, month: 1, day: 1))
        #expect(throws: Boom.self) {
            try writer.writeFile {
                for index in 0..<(ImportWriter.batchSize + 10) {
                    try writer.add(Self.activity(1_000_000_000 + Int64(index) * 600), source: "csv", sourceID: nil)
                }
                try writer.add(Mood(day: day, level: .good))
                throw Boom()
            }
        }
        #expect(try ActivityStore(database: database).count() == 0)
        #expect(try database.fetchInt("SELECT count(*) FROM moods") == 0)
        #expect(!database.isInTransaction)
        // The next file starts from a clean queue and clean counts.
        try writer.writeFile { try writer.add(Self.activity(1_000_000_000), source: "csv", sourceID: nil) }
        #expect((writer.added, writer.duplicates) == (1, 0))
        #expect(try ActivityStore(database: database).count() == 1)
    }

    /// In a dry run each file is a savepoint: a refused file is undone alone, the files before
    /// it still count as stored for the duplicate check, and nothing stays at the end.
    @Test func inADiscardedTransactionFilesSeeEachOtherAndNothingStays() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        let counts: [(Int, Int)] = try database.inDiscardedTransaction {
            var counts: [(Int, Int)] = []
            try writer.writeFile { try writer.add(Self.activity(1_000_000_000), source: "csv", sourceID: nil) }
            counts.append((writer.added, writer.duplicates))
            #expect(throws: Boom.self) {
                try writer.writeFile {
                    try writer.add(Self.activity(1_100_000_000), source: "csv", sourceID: nil)
                    try writer.flush()
                    throw Boom()
                }
            }
            try writer.writeFile {
                try writer.add(Self.activity(1_000_000_030), source: "csv", sourceID: nil)
                try writer.add(Self.activity(1_100_000_000), source: "csv", sourceID: nil)
            }
            counts.append((writer.added, writer.duplicates))
            #expect(try ActivityStore(database: database).count() == 2)
            return counts
        }
        #expect(counts.map(\.0) == [1, 1] && counts.map(\.1) == [0, 1])
        #expect(try ActivityStore(database: database).count() == 0)
        #expect(!database.isInTransaction)
    }

    @Test func aValueTheSchemaRefusesIsTheFilesProblemAndOtherErrorsAreNot() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        var bad = Self.activity(1_000_000_000)
        bad.duration = 0
        var thrown: Error?
        do {
            try writer.writeFile { try writer.add(bad, source: "csv", sourceID: nil) }
        } catch {
            thrown = error
        }
        let reason = try #require(thrown.flatMap(writer.refusalReason(for:)))
        #expect(reason.hasPrefix("a value the database refuses ("))
        #expect(writer.refusalReason(for: Boom()) == nil)
        let busy = DatabaseError(extendedCode: 5, message: "database is locked")
        #expect(writer.refusalReason(for: busy) == nil)
        #expect(try ActivityStore(database: database).count() == 0)
    }
}
