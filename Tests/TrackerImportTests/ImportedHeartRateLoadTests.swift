import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
@testable import TrackerImport

/// `tracker import` of a file with heart rate stores its TRIMP, and `tracker config` keeps it in step.
@Suite struct ImportedHeartRateLoadTests {
    /// Forty minutes of running, a point every 10 s, the heart rate rising from 100 to 175 bpm.
    static func gpxWithHeartRate() -> String {
        let points = (0...240).map { index in
            ImportedStreamTests.point(46 + Double(index) * 30 / 111_195, index * 10,
                extra: "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(100 + index * 75 / 240)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>")
        }
        return ImportedStreamTests.gpxDocument([points.joined()])
    }

    static func stored(_ harness: TrackerHarness) throws -> (TrainingLoad, ActivityStream) {
        let database = try Database(path: harness.databasePath)
        let activity = try #require(try ActivityStore(database: database).fetch().first)
        let id = try #require(activity.id)
        let stream = try #require(try StreamStore(database: database).stream(forActivity: id))
        return (try #require(activity.load), stream)
    }

    static func trimp(_ stream: ActivityStream, bounds: HeartRateBounds?) throws -> TrainingLoad {
        let series = try #require(HeartRateSeries(stream: stream))
        let used = try #require(bounds ?? HeartRateBounds.estimated(from: [series]))
        return try #require(TrainingLoad.heartRate(series, bounds: used))
    }

    @Test func aGPXWithHeartRateIsStoredWithItsTRIMPWhichFollowsTheSettings() throws {
        let harness = TrackerHarness()
        let file = harness.directory.file("run.gpx")
        Fixtures.write(Self.gpxWithHeartRate(), to: file)
        #expect(harness.run(["import", file]).status == 0)

        let (estimated, stream) = try Self.stored(harness)
        #expect(estimated.method == .heartRate && estimated.isEstimated)
        #expect(estimated == (try Self.trimp(stream, bounds: nil)))
        #expect(harness.run("load --days 1").output.contains("1 from heart rate"))

        #expect(harness.run("config resting-heart-rate 50").status == 0)
        // One bound alone is not a pair: still estimated.
        #expect(try Self.stored(harness).0 == estimated)
        #expect(harness.run("config max-heart-rate 190").status == 0)
        let set = try Self.stored(harness).0
        #expect(set == (try Self.trimp(stream, bounds: HeartRateBounds(resting: 50, maximum: 190))))
        // A threshold heart rate rescales it: an hour at 150 bpm is 100.
        #expect(harness.run("config threshold-heart-rate 150").status == 0)
        let withThreshold = try Self.stored(harness).0
        let series = try #require(HeartRateSeries(stream: stream))
        #expect(withThreshold == TrainingLoad.heartRate(series, bounds: try HeartRateBounds(resting: 50, maximum: 190), threshold: Threshold(150)))
        #expect(withThreshold.value > set.value && !withThreshold.isEstimated)
        #expect(harness.run("config threshold-heart-rate --reset").status == 0)
        // Without a threshold heart rate, 0.9 of the maximum is assumed: still marked estimated.
        #expect(set.isEstimated && set != estimated)

        #expect(harness.run("config max-heart-rate --reset").status == 0)
        #expect(try Self.stored(harness).0 == estimated)
    }

    /// Tracker's own test files, where the shared fixtures are present: every recording with
    /// heart rate is stored with a load from heart rate equal to the core's TRIMP of its stream.
    @Test func sharedFixturesWithHeartRateGetTheirTRIMP() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/fixtures").path
        let folders = ["gpx", "tcx", "fit"].map { root + "/" + $0 }.filter { FileManager.default.fileExists(atPath: $0) }
        guard !folders.isEmpty else { return }
        let harness = TrackerHarness()
        _ = harness.run(["import"] + folders)
        let database = try Database(path: harness.databasePath)
        var checked = 0
        for activity in try ActivityStore(database: database).fetch() {
            let id = try #require(activity.id)
            guard let stream = try StreamStore(database: database).stream(forActivity: id),
                  let series = HeartRateSeries(stream: stream),
                  let bounds = HeartRateBounds.estimated(from: [series]) else { continue }
            // Runs with distance take their load from pace only with a threshold pace, unset here.
            #expect(activity.load == TrainingLoad.heartRate(series, bounds: bounds), "#\(id)")
            checked += 1
        }
        #expect(checked > 0)
    }
}
