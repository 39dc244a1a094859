import Testing
import TrackerCore
import TrackerTime
import TrackerTestSupport
@testable import TrackerStore

/// Rows of tracker's own export carry their identity (migration 0013): the writer restores every
/// one of them, overlapping or not, finds them again by identity, and keeps the same-activity
/// rule between them and activities from elsewhere.
@Suite struct ImportWriterIdentityTests {
    static let other = "0123456789abcdef0123456789abcdef"

    /// 600 runs, each a minute after the one before and twelve minutes long: every one overlaps
    /// its neighbours as the same-activity rule counts overlap.
    static func overlapping(count: Int = 600) -> [Activity] {
        (0..<count).map { ImportWriterTests.activity(1_000_000_000 + Int64($0) * 60, .run) }
            .map { var activity = $0; activity.duration = 720; return activity }
    }

    static func write(_ activities: [Activity], identities: [ActivityIdentity?], to database: Database) throws -> (Int, Int) {
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile {
            for (activity, identity) in zip(activities, identities) {
                try writer.add(activity, stream: nil, source: "csv", sourceID: identity.map { String($0.id) }, identity: identity)
            }
        }
        return (writer.added, writer.duplicates)
    }

    @Test func everyRowOfAnExportIsRestoredAndFoundAgainByItsIdentity() throws {
        let database = try Database(path: TemporaryDirectory().file("t.db"))
        let activities = Self.overlapping()
        let identities = activities.indices.map { ActivityIdentity(database: Self.other, id: Int64($0 + 1)) }
        // Without identities the rule takes them for one another: the old behaviour, kept for other files.
        let plain = try Database(path: TemporaryDirectory().file("plain.db"))
        #expect(try ImportWriterTests.write(activities, to: plain).0 < 100)

        #expect(try Self.write(activities, identities: identities, to: database) == (600, 0))
        #expect(try Self.write(activities, identities: identities, to: database) == (0, 600))
        // Moved by an hour since (edited here): still found by identity, not by time.
        let moved = activities.map { var copy = $0; copy.start = LocalInstant(secondsSince1970: copy.start.secondsSince1970 + 3_600, utcOffset: 0); return copy }
        #expect(try Self.write(moved, identities: identities, to: database) == (0, 600))
        // A later export of the same database with one new row among them: only that one is added.
        var more = activities
        more.append(ImportWriterTests.activity(1_000_000_000 + 30, .run))
        #expect(try Self.write(more, identities: identities + [ActivityIdentity(database: Self.other, id: 9_999)], to: database) == (1, 600))
        #expect(try ActivityStore(database: database).count() == 601)
    }

    @Test func theRuleStillHoldsAgainstActivitiesFromElsewhere() throws {
        let database = try Database(path: TemporaryDirectory().file("t.db"))
        // Typed here, or imported from a watch: rows of this database, without an origin.
        let typed = ImportWriterTests.activity(1_000_000_000, .run)
        #expect(try ImportWriterTests.write([typed], to: database, source: "gpx") == (1, 0))
        // The same run in another database's export is a duplicate by the rule; a ride then is not.
        let same = ImportWriterTests.activity(1_000_000_030, .run)
        let ride = ImportWriterTests.activity(1_000_000_030, .ride)
        let result = try Self.write(
            [same, ride], identities: [ActivityIdentity(database: Self.other, id: 1), ActivityIdentity(database: Self.other, id: 2)], to: database)
        #expect(result == (1, 1))
        // A watch file of an activity restored from an export is the same activity, by the rule.
        #expect(try ImportWriterTests.write([ImportWriterTests.activity(1_000_000_040, .ride)], to: database, source: "fit") == (0, 1))
    }

    @Test func anExportOfThisDatabaseFindsItsOwnRowsByIdAndRestoresADeletedOne() throws {
        let database = try Database(path: TemporaryDirectory().file("t.db"))
        let store = ActivityStore(database: database)
        let activities = Self.overlapping(count: 5)
        for activity in activities { try store.insert(activity, createdAt: 0) }
        var exported: [(Activity, ActivityIdentity)] = []
        try store.forEachActivityWithIdentity { exported.append(($0, $1)) }
        #expect(exported.count == 5)
        #expect(Set(exported.map(\.1.database)) == [try store.databaseName()])
        #expect(try Self.write(exported.map(\.0), identities: exported.map(\.1), to: database) == (0, 5))
        try store.delete(id: exported[2].1.id)
        #expect(try Self.write(exported.map(\.0), identities: exported.map(\.1), to: database) == (1, 4))
        // The restored row carries the identity it was exported with, so its export names it as before.
        var again: [ActivityIdentity] = []
        try store.forEachActivityWithIdentity { again.append($1) }
        #expect(Set(again) == Set(exported.map(\.1)))
    }

    @Test func aRefusedFileLeavesNoNumberBehind() throws {
        let database = try Database(path: TemporaryDirectory().file("t.db"))
        var bad = ImportWriterTests.activity(1_000_000_000)
        bad.duration = -1
        #expect(throws: DatabaseError.self) {
            try Self.write([bad], identities: [ActivityIdentity(database: Self.other, id: 1)], to: database)
        }
        #expect(try database.fetchInt("SELECT count(*) FROM identity_databases") == 1)
        #expect(try Self.write([ImportWriterTests.activity(1_000_000_000)], identities: [ActivityIdentity(database: Self.other, id: 1)], to: database) == (1, 0))
        #expect(try database.fetchInt("SELECT count(*) FROM activities WHERE origin_database = (SELECT number FROM identity_databases WHERE name = ?)", [Self.other]) == 1)
    }
}
