import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTime

/// The totals an import stores from a recording's samples, and what the page derives from them, on
/// the real files where the old rules went wrong.
@Suite struct RecordingTotalsTests {
    static func imported(_ relative: String) throws -> [ImportedActivity]? {
        guard let path = Fixtures.shared(relative) else {
            print("skipped: ../shared/fixtures is absent")
            return nil
        }
        let destination = RecordingDestination()
        _ = try Importer(destination: destination, options: Fixtures.options, format: .auto).run(paths: [path])
        return destination.kept
    }

    /// The README's example: climb and descent by one rule, so their difference is the loop's net rise
    /// (0.8 m). It showed +58 m / -72 m.
    @Test func developerTypesSampleClimbAndDescentAgree() throws {
        guard let kept = try Self.imported("fit/developer-types-sample.fit") else { return }
        let imported = try #require(kept.first)
        let stream = try #require(imported.stream)
        let elevation = try #require(stream.elevation)
        let figures = ActivityFigures(activity: imported.activity, stream: stream)
        let descent = try #require(figures.descent)
        let net = elevation[elevation.count - 1] - elevation[0]
        #expect(abs(figures.climb - descent - net) < 1e-9, "+\(figures.climb) / -\(descent), net \(net)")
        #expect(abs(imported.activity.elevationGain - 66.6) < 0.05, "\(imported.activity.elevationGain)")
    }

    /// korita-zbevnica.gpx climbs at about 190 m/h: the 0.5 m/s threshold stored 5,900 s of moving
    /// time and dropped 1,062 s of it. gpxpy 1.6.2's `get_moving_data` (1 km/h) says 7,084 s.
    @Test func koritaZbevnicaKeepsItsSlowClimbing() throws {
        guard let kept = try Self.imported("gpx/korita-zbevnica.gpx") else { return }
        let activity = try #require(kept.first).activity
        #expect(activity.duration > 6_900 && activity.duration < 7_300, "\(activity.duration)")
    }

    /// cerknicko-jezero.gpx: gpxpy's moving time is 2,425 s (the old rule stored 1,967 s), and its
    /// splits added up to 7,190 s, the elapsed time, against 4,239 s inside its tracks. They now add up
    /// to the moving time.
    @Test func cerknickoJezeroSplitsAddUpToTheMovingTime() throws {
        guard let kept = try Self.imported("gpx/cerknicko-jezero.gpx") else { return }
        let imported = try #require(kept.first)
        let stream = try #require(imported.stream)
        #expect(abs(imported.activity.duration - 2_425) / 2_425 < 0.05, "\(imported.activity.duration)")
        let splits = stream.splits(every: 1_000)
        let splitTime = splits.compactMap { split in split.pace.map { $0 * split.distance } }.reduce(0, +)
        #expect(abs(splitTime - imported.activity.duration) < 1e-6, "\(splitTime)")
        #expect(splitTime < 4_239)
    }

    /// The stored climb used to restart at every segment (Polar starts a new track at every auto-pause):
    /// three segments rising 3 m each, and 1 m across each gap, climbed 11 m, not 0.
    @Test func theStoredClimbCountsAcrossSegments() throws {
        let elevation = [100, 101.5, 103, 104, 105.5, 107, 108, 109.5, 111]
        let stream = try ActivityStream(time: elevation.indices.map { Double($0) * 10 }, elevation: elevation, segmentStarts: [3, 6])
        #expect(stream.importedClimb == 11)
    }

    /// One hour of uphill hiking at 0.45 m/s with one faster 10 s step, as a GPX file: it was stored
    /// as 0:10 of moving time, a pace of 0:06 /km.
    @Test func aSlowHikeIsStoredWithItsTime() throws {
        var points = "", north = 0.0
        for second in 0...3_600 {
            if second > 0 { north += (1_800..<1_810).contains(second) ? 1.2 : 0.45 }
            let time = ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(second), utcOffset: 0))
            points += "<trkpt lat=\"\(46 + north / 111_195)\" lon=\"14\"><ele>\(800 + Double(second) * 0.1)</ele><time>\(time)</time></trkpt>\n"
        }
        let text = "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"t\"><trk><type>hiking</type><trkseg>\(points)</trkseg></trk></gpx>"
        var records: [ImportRecord] = []
        try GPXReader(options: Fixtures.options, fileName: "hike.gpx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        guard case .activity(let imported)? = records.first else {
            Issue.record("no activity")
            return
        }
        #expect(imported.activity.duration == 3_600)
        #expect(abs(imported.activity.elevationGain - 360) < 0.01)
    }
}
