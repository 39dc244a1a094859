import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// The one writer: derived values come from what is stored, every write path keeps the derived
/// tables, and a merge keeps what the row had.
@Suite struct ActivityWriterTests {
    let directory = TemporaryDirectory()

    /// A steady run whose distances fall between the codec's decimetres, so that the stream as
    /// stored differs from the one given (as a GPS track's do).
    static func unevenRun(seconds: Int) throws -> ActivityStream {
        let time = (0...seconds).map(Double.init)
        return try ActivityStream(
            time: time, distance: time.map { $0 * 3.4567 + 0.0391 * sin($0) },
            heartRate: time.map { 140 + 12 * sin($0 / 50) })
    }

    /// A GPX or TCX file's start, at offset 0 as its UTC times give it, merged into a row typed at
    /// +02:00 keeps the row's offset; a FIT file's recorded offset is its own.
    @Test(arguments: [("gpx", 7_200), ("tcx", 7_200), ("fit", 3_600)])
    func aMergeKeepsTheRowsOffset(source: String, expected: Int) throws {
        let database = try Database(path: directory.file("t.db"))
        let typed = Activity(start: LocalInstant(secondsSince1970: 1_439_649_900, utcOffset: 7_200), distance: 5_000, duration: 1_800)
        let id = try #require(try ActivityStore(database: database).insert(typed, createdAt: 0).id)
        let fileOffset = source == "fit" ? 3_600 : 0
        let file = Activity(start: LocalInstant(secondsSince1970: 1_439_649_930, utcOffset: fileOffset), distance: 5_050, duration: 1_790)
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile { try writer.add(file, stream: try StoreStreams.run(seconds: 1_790, speed: 2.8), source: source, sourceID: nil) }
        #expect(writer.merged == [id])
        let merged = try #require(try ActivityStore(database: database).fetch(id: id))
        #expect(merged.start.secondsSince1970 == 1_439_649_930)
        #expect(merged.start.utcOffset == expected)
    }

    /// The efforts and the load of an imported stream are those of the stream as stored: an edit
    /// and a rebuild, which read it back, give the same bytes.
    @Test func importEditAndRebuildGiveTheSameDerivedBytes() throws {
        let database = try Database(path: directory.file("t.db"))
        let stream = try Self.unevenRun(seconds: 2_400)
        let activity = Activity(start: LocalInstant(secondsSince1970: 1_700_000_000, utcOffset: 0), distance: stream.distance?.last ?? 0, duration: 2_400)
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile { try writer.add(activity, stream: stream, source: "gpx", sourceID: nil) }
        let id = try #require(writer.activitiesWithNewStreams.first)
        let imported = try DerivedSnapshot(database)
        // What the stream as given would have set differs: the test can tell the two apart.
        let fromGiven = stream.bestEfforts(for: .run).compactMap(\.recordValue)
        #expect(fromGiven != (try BestEffortStore(database: database).efforts(forActivity: id).compactMap(\.recordValue)))

        let store = ActivityStore(database: database)
        var edited = try #require(try store.fetch(id: id))
        edited.name = "Evening run"
        try store.update(edited)
        #expect(try DerivedSnapshot(database) == imported)
        try BestEffortStore(database: database).rebuild()
        #expect(try DerivedSnapshot(database) == imported)
    }

    /// Edits and deletes keep the spans and the type's bests as a rebuild from the rows gives them.
    @Test func everyWritePathKeepsTheDerivedTables() throws {
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        var ids: [Int64] = []
        for index in 0..<6 {
            let activity = Activity(
                start: LocalInstant(secondsSince1970: 1_700_000_000 + Int64(index) * 900_000, utcOffset: 0),
                type: index % 2 == 0 ? .run : .ride, distance: Double(1_000 + index * 700), duration: Double(600 + index * 60),
                elevationGain: Double(index * 11))
            ids.append(try #require(try store.insert(activity, createdAt: 0).id))
        }
        // The longest ride becomes a run, the longest run goes, another moves to a new span.
        var changed = try #require(try store.fetch(id: ids[5]))
        changed.type = .run
        try store.update(changed)
        try store.delete(id: ids[4])
        var moved = try #require(try store.fetch(id: ids[1]))
        moved.start = LocalInstant(secondsSince1970: 1_760_000_000, utcOffset: 0)
        moved.distance = 12_345
        try store.update(moved)
        let kept = try DerivedSnapshot(database)
        try BestEffortStore(database: database).rebuild()
        #expect(try DerivedSnapshot(database) == kept)
        #expect(kept.typeBests.count == 2)
    }

    /// The records an import sets come from the efforts the writer stored, a merged row's included,
    /// and beat the best of the other activities of the type.
    @Test func newRecordsComeFromTheEffortsTheWriterStored() throws {
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        func run(_ start: Int64) -> Activity {
            Activity(start: LocalInstant(secondsSince1970: start, utcOffset: 0), distance: 6_000, duration: 1_800)
        }
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile { try writer.add(run(1_700_000_000), stream: try StoreStreams.run(seconds: 1_800, speed: 3), source: "gpx", sourceID: nil) }
        #expect(try writer.newRecords().isEmpty, "the first run of a type sets its records without announcing them")
        let typed = try #require(try store.insert(run(1_700_500_000), createdAt: 0).id)
        let later = try ImportWriter(database: database, createdAt: 0)
        try later.writeFile {
            try later.add(run(1_700_200_000), stream: try StoreStreams.run(seconds: 1_800, speed: 3.5), source: "gpx", sourceID: nil)
            try later.add(run(1_700_500_030), stream: try StoreStreams.run(seconds: 1_500, speed: 4), source: "gpx", sourceID: nil)
        }
        #expect(later.merged == [typed])
        let records = try later.newRecords()
        #expect(records.map(\.category) == [.effort(.distance(400)), .effort(.distance(1_000)), .effort(.distance(BestEffortTarget.mile)), .effort(.distance(5_000))])
        #expect(records.allSatisfy { $0.activityID == typed && $0.type == .run })
        // Each one is what the store holds for the merged run, against the best of the activities the
        // import did not write: the first run's, not the 3.5 m/s one imported beside it.
        let stored = try BestEffortStore(database: database)
        for record in records {
            #expect(try stored.records(record.category, type: .run, limit: 1).first?.value == record.value)
            let first = try #require(try stored.efforts(forActivity: 1).first { $0.category == record.category }?.recordValue)
            #expect(record.previous == first)
        }
    }
}
