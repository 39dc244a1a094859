import Foundation
import Testing
import TrackerCore
@testable import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Loads from heart rate: stored on import, merge and edit, and following the heart-rate settings.
@Suite struct HeartRateLoadTests {
    static let start = LocalInstant(secondsSince1970: 1_700_000_000, utcOffset: 3600)

    /// Forty minutes at 3 m/s, one sample every 2 s, the heart rate rising from 100 to 175 bpm in
    /// whole beats, as files record it (and as the stored stream keeps it exactly).
    static func stream(heartRate: Bool = true) throws -> ActivityStream {
        let time = stride(from: 0.0, through: 2400, by: 2).map { $0 }
        return try ActivityStream(
            time: time, latitude: time.map { 46 + $0 * 3 / 111_195 }, longitude: time.map { _ in 14 },
            heartRate: heartRate ? time.map { (100 + 75 * $0 / 2400).rounded() } : nil)
    }

    /// The core's heart-rate load (TRIMP against an hour at threshold) of `stream`, with `bounds` or the ones estimated from the stream itself.
    static func trimp(_ stream: ActivityStream, bounds: HeartRateBounds?, threshold: Double? = nil) throws -> TrainingLoad {
        let series = try #require(HeartRateSeries(stream: stream))
        let used = try #require(bounds ?? HeartRateBounds.estimated(from: [series]))
        return try #require(TrainingLoad.heartRate(series, bounds: used, threshold: threshold.map { Threshold($0) }))
    }

    static func importing(_ activity: Activity, stream: ActivityStream, into database: Database) throws -> ImportWriter {
        let writer = try ImportWriter(database: database, createdAt: 0)
        try writer.writeFile { try writer.add(activity, stream: stream, source: "gpx", sourceID: nil) }
        return writer
    }

    static func storedLoad(_ database: Database) throws -> TrainingLoad {
        let activity = try #require(try ActivityStore(database: database).fetch().first)
        return try #require(activity.load)
    }

    @Test func anImportedHeartRateStreamIsStoredWithItsEstimatedTRIMP() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let stream = try Self.stream()
        let activity = Activity(start: Self.start, distance: 7200, duration: 2400, effort: 4)
        _ = try Self.importing(activity, stream: stream, into: database)

        let load = try Self.storedLoad(database)
        let expected = try Self.trimp(stream, bounds: nil)
        #expect(load.method == .heartRate)
        #expect(load.isEstimated)
        #expect(abs(load.value - expected.value) < 1e-9)
        #expect(load.value > 0)
    }

    @Test func setBoundsAreUsedAndChangingThemRecomputesTheStoredLoad() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let settings = SettingsStore(database: database)
        try settings.set("50", for: SettingsStore.TrainingKey.restingHeartRate)
        try settings.set("190", for: SettingsStore.TrainingKey.maximumHeartRate)
        try settings.set("170", for: SettingsStore.TrainingKey.thresholdHeartRate)
        let stream = try Self.stream()
        _ = try Self.importing(Activity(start: Self.start, distance: 7200, duration: 2400), stream: stream, into: database)

        let first = try Self.storedLoad(database)
        #expect(first == (try Self.trimp(stream, bounds: HeartRateBounds(resting: 50, maximum: 190), threshold: 170)))
        #expect(!first.isEstimated)

        try settings.set("60", for: SettingsStore.TrainingKey.restingHeartRate)
        #expect(try ActivityStore(database: database).refreshStreamLoads() == [.heartRate: 1])
        let second = try Self.storedLoad(database)
        #expect(second == (try Self.trimp(stream, bounds: HeartRateBounds(resting: 60, maximum: 190), threshold: 170)))
        #expect(second.value < first.value)

        // Unset: estimated from the stream again, never a default rate.
        try settings.remove(SettingsStore.TrainingKey.maximumHeartRate)
        try ActivityStore(database: database).refreshStreamLoads()
        #expect(try Self.storedLoad(database) == (try Self.trimp(stream, bounds: nil, threshold: 170)))
    }

    @Test func aStreamWithoutHeartRateFallsBackToTheEffort() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let activity = Activity(start: Self.start, distance: 7200, duration: 2400, effort: 5)
        _ = try Self.importing(activity, stream: try Self.stream(heartRate: false), into: database)
        #expect(try Self.storedLoad(database) == (try TrainingLoad.sessionEffort(5, movingSeconds: 2400)))
    }

    @Test func aStreamMergedIntoATypedActivityGivesItsLoadFromHeartRate() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let store = ActivityStore(database: database)
        let typed = try store.insert(
            Activity(start: Self.start, name: "Tempo", distance: 7000, duration: 2350, effort: 6), createdAt: 0)
        #expect(typed.load?.method == .sessionEffort)

        let stream = try Self.stream()
        let writer = try Self.importing(
            Activity(start: Self.start, distance: 7200, duration: 2400), stream: stream, into: database)
        let id = try #require(typed.id)
        #expect(writer.merged == [id])
        let merged = try #require(try store.fetch(id: id))
        #expect(merged.effort == 6)
        #expect(merged.load == (try Self.trimp(stream, bounds: nil)))
    }

    @Test func editingAnActivityWithAStreamKeepsItsLoadFromHeartRate() throws {
        let directory = TemporaryDirectory()
        let database = try Database(path: directory.file("t.db"))
        let stream = try Self.stream()
        _ = try Self.importing(Activity(start: Self.start, distance: 7200, duration: 2400), stream: stream, into: database)
        let store = ActivityStore(database: database)
        var activity = try #require(try store.fetch().first)
        activity.effort = 3
        activity.name = "Edited"
        let load = try store.update(activity)
        #expect(load == (try Self.trimp(stream, bounds: nil)))
        #expect(try Self.storedLoad(database) == load)
    }
}
