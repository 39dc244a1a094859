import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerStore
import TrackerTime

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

@Suite struct ImportWriterMergeTests {
    let directory = TemporaryDirectory()

    static func write(_ activity: Activity, stream: ActivityStream?, source: String = "gpx", sourceID: String? = "run.gpx", to writer: ImportWriter) throws {
        try writer.writeFile { try writer.add(activity, stream: stream, source: source, sourceID: sourceID) }
    }

    /// A run typed as 08:00 for 25 min and 5 km, and its watch file starting 08:01:40.
    @Test func aFileIsMergedIntoTheActivityTypedByHandKeepingWhatTheUserGave() throws {
        let database = try Database(path: directory.file("t.db"))
        var typed = StoreStreams.activity(1_795_852_800, distance: 5_000, duration: 1_500, name: "Tempo")
        typed.notes = "windy"
        let id = try #require(try ActivityStore(database: database).insert(typed, createdAt: 0).id)
        let stream = try StoreStreams.run(seconds: 1_450, speed: 3.5)
        let watch = Activity(start: LocalInstant(secondsSince1970: 1_795_852_900, utcOffset: 0), type: .other,
                             name: "Morning Run", distance: 5_075, duration: 1_450, elevationGain: 31)
        let writer = try ImportWriter(database: database, createdAt: 0)
        try Self.write(watch, stream: stream, to: writer)
        #expect(writer.merged == [id] && writer.added == 0 && writer.duplicates == 0)
        #expect(writer.activitiesWithNewStreams == [id])
        let merged = try #require(try ActivityStore(database: database).fetch(id: id))
        // Name, notes and type stay; the start and totals are the watch's.
        #expect(merged.name == "Tempo" && merged.notes == "windy" && merged.type == .run)
        #expect(merged.start.secondsSince1970 == 1_795_852_900 && merged.distance == 5_075 && merged.elevationGain == 31)
        #expect(try StreamStore(database: database).hasStream(forActivity: id))
        #expect(try !BestEffortStore(database: database).efforts(forActivity: id).isEmpty)
        #expect(try ActivityStore(database: database).origin(id: id)?.source == "gpx")
        // The same file again: the activity has a stream now, so it is a duplicate.
        try Self.write(watch, stream: stream, to: writer)
        #expect(writer.merged.isEmpty && writer.duplicates == 1)
        #expect(try ActivityStore(database: database).count() == 1)
    }

    @Test func aTypedOtherTakesTheFilesType() throws {
        let database = try Database(path: directory.file("t.db"))
        let id = try #require(try ActivityStore(database: database).insert(
            StoreStreams.activity(1_795_852_800, distance: 5_000, duration: 1_500, type: .other), createdAt: 0).id)
        let writer = try ImportWriter(database: database, createdAt: 0)
        try Self.write(StoreStreams.activity(1_795_852_800, distance: 5_000, duration: 1_450), stream: try StoreStreams.run(seconds: 1_450), to: writer)
        #expect(try ActivityStore(database: database).fetch(id: id)?.type == .run)
    }

    /// Strava gave them two ids: a 27 s activity and the 5 km run that started 34 s after it.
    @Test func twoStravaIDsAreNeverOneActivity() throws {
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        let short = StoreStreams.activity(1_795_852_800, distance: 40, duration: 27)
        let run = StoreStreams.activity(1_795_852_834, distance: 5_020, duration: 1_510)
        try writer.writeFile {
            try writer.add(short, source: "strava", sourceID: "101")
            try writer.add(run, source: "strava", sourceID: "102")
        }
        #expect(writer.added == 2 && writer.duplicates == 0)
        // Without ids (files), their distances keep them apart too.
        let other = try ImportWriter(database: try Database(path: directory.file("u.db")), createdAt: 0)
        try other.writeFile {
            try other.add(short, stream: nil, source: "gpx", sourceID: "a.gpx")
            try other.add(run, stream: try StoreStreams.run(seconds: 1_510, speed: 3.3), source: "gpx", sourceID: "b.gpx")
        }
        #expect(other.added == 2)
    }

    /// A FIT file without records, then the GPX of the same ride in one file: the stream joins the
    /// queued row, which is written once.
    @Test func aStreamJoinsAQueuedRowOfTheSameActivity() throws {
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile {
            try writer.add(StoreStreams.activity(1_795_852_800, distance: 5_000, duration: 1_500), stream: nil, source: "fit", sourceID: "a.fit")
            try writer.add(StoreStreams.activity(1_795_852_810, distance: 5_050, duration: 1_450), stream: try StoreStreams.run(seconds: 1_450), source: "gpx", sourceID: "a.gpx")
        }
        #expect(writer.added == 1 && writer.duplicates == 1)
        let id = try #require(try ActivityStore(database: database).fetch().first?.id)
        #expect(try StreamStore(database: database).hasStream(forActivity: id))
        #expect(try ActivityStore(database: database).fetch(id: id)?.distance == 5_050)
    }

    @Test func aRefusedFileLeavesNoStream() throws {
        let database = try Database(path: directory.file("t.db"))
        let writer = try ImportWriter(database: database, createdAt: 0)
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try writer.writeFile {
                try writer.add(StoreStreams.activity(1_795_852_800, distance: 5_000, duration: 1_500), stream: try StoreStreams.run(seconds: 1_450), source: "gpx", sourceID: "a.gpx")
                try writer.flush()
                throw Boom()
            }
        }
        #expect(try database.fetchInt("SELECT count(*) FROM activity_streams") == 0)
        #expect(try database.fetchInt("SELECT count(*) FROM best_efforts") == 0)
        #expect(writer.activitiesWithNewStreams.isEmpty)
    }
}
