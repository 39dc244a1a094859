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
        try database.inTransaction {
            for (index, activity) in activities.enumerated() {
                try writer.add(activity, source: source, sourceID: ids?[index])
            }
            try writer.flush()
        }
        return (writer.added, writer.duplicates)
    }

    /// Chronological (one range query per batch), scattered (a query per row) and crowded
    /// (more stored rows in a batch's range than the range query reads) all find the same duplicates.
    @Test(arguments: [("chronological", Int64(400)), ("scattered", Int64(86_400 * 45)), ("crowded", Int64(61))])
    func reimportingAddsNothing(shape: String, spacing: Int64) throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let activities = (0..<300).map { Self.activity(1_000_000_000 + Int64($0) * spacing) }
        // Crowded: every type at every start, so a batch's range holds more than the range query reads.
        let types: [ActivityType] = shape == "crowded" ? ActivityType.allCases : [.run]
        let stored = types.flatMap { type in activities.map { Self.activity($0.start.secondsSince1970, type) } }
        #expect(try Self.write(stored, to: database) == (stored.count, 0))
        // The same starts shifted by up to 60 s, and one type changed: only that one is new
        // (unless that type is stored there too).
        var again = activities.map { Self.activity($0.start.secondsSince1970 + 59) }
        again[150].type = .ride
        let newOnes = shape == "crowded" ? 0 : 1
        #expect(try Self.write(again, to: database) == (newOnes, 300 - newOnes))
        #expect(try ActivityStore(database: database).count() == stored.count + newOnes)
    }

    @Test func duplicatesInsideOneBatchAreSkipped() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let activities = [Self.activity(2_000_000_000), Self.activity(2_000_000_030), Self.activity(2_000_000_061), Self.activity(2_000_000_030, .walk)]
        #expect(try Self.write(activities, to: database) == (3, 1))
    }

    @Test func aKnownStravaIDIsADuplicateEvenWhenItsStartMoved() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        #expect(try Self.write([Self.activity(1_500_000_000)], to: database, source: "strava", ids: ["42"]) == (1, 0))
        #expect(try Self.write([Self.activity(1_500_090_000)], to: database, source: "strava", ids: ["42"]) == (0, 1))
        #expect(try Self.write([Self.activity(1_500_090_000)], to: database, source: "strava", ids: ["43"]) == (1, 0))
        #expect(try ActivityStore(database: database).origin(id: 1)?.sourceID == "42")
    }
}
