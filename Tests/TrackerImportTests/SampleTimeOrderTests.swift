import Foundation
import Testing
import TrackerCore
import TrackerTime
@testable import TrackerImport

/// A sample a little earlier than the latest before it takes that latest time, in every format, by
/// one bound (`SampleTimeOrder.largestStepBack`); a larger step back refuses the file.
@Suite struct SampleTimeOrderTests {
    static let bound = Int(SampleTimeOrder.largestStepBack)

    // MARK: - The rule

    @Test func eachTimeIsTheLatestSoFarAndAMissingOneTheOneBefore() {
        #expect(SampleTimeOrder.monotone([0, 1, 1, 2], first: 0) == [0, 1, 1, 2])
        #expect(SampleTimeOrder.monotone([.nan, 5, 3, .nan, 6, 4], first: 5) == [5, 5, 5, 5, 6, 6])
        #expect(SampleTimeOrder.accepts(0, after: SampleTimeOrder.largestStepBack))
        #expect(!SampleTimeOrder.accepts(0, after: SampleTimeOrder.largestStepBack + 1))
    }

    // MARK: - GPX

    static func heartRatePoint(_ latitude: Double, _ seconds: Int, heartRate: Int) -> String {
        ImportedStreamTests.point(latitude, seconds, extra: "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(heartRate)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>")
    }

    /// As Sports Tracker writes a file: a GPS fix every 10 s, and after each a heart-rate reading
    /// written at that fix's position with the reading's own time, up to 303 s earlier. Read, every
    /// point is kept in its place with its values; the late ones take the latest time, so they add
    /// neither time nor distance (sorted, their copied positions would zig-zag the route back).
    @Test func gpxPointsThatJitterBackAreReadNotRefused() throws {
        var points: [String] = []
        for index in 0..<60 {
            let latitude = 46 + Double(index) * 0.0001, seconds = index * 10
            points.append(Self.heartRatePoint(latitude, seconds, heartRate: 100 + index))
            points.append(Self.heartRatePoint(latitude, max(0, seconds - [3, 47, 303][index % 3]), heartRate: 150 + index))
        }
        let imported = try ImportedStreamTests.gpx(ImportedStreamTests.gpxDocument([points.joined()]))
        let stream = try #require(imported.stream)
        #expect(stream.count == 120)
        let times: [Double] = (0..<120).map { index in Double(index / 2 * 10) }
        #expect(stream.time == times)
        let heartRates: [Double] = (0..<120).map { index in Double(index / 2 + (index % 2 == 0 ? 100 : 150)) }
        #expect(stream.heartRate == heartRates)
        // The fixes alone: 59 steps of 0.0001 degree of latitude.
        let route = 59 * 0.0001 * .pi / 180 * 6_371_008.8
        #expect(abs(imported.activity.distance - route) < 0.5, "\(imported.activity.distance) against \(route)")
        #expect(stream.elapsedTime == 590)
        #expect(imported.activity.start.secondsSince1970 == 1_795_937_400)
    }

    /// A point earlier than the first takes the first's time; segments stay where they were.
    @Test func gpxStartsAtItsFirstPointAndKeepsItsSegments() throws {
        let first = [ImportedStreamTests.point(46.0001, 30), ImportedStreamTests.point(46, 0), ImportedStreamTests.point(46.0002, 60)].joined()
        let second = [ImportedStreamTests.point(46.01, 700), ImportedStreamTests.point(46.0102, 760), ImportedStreamTests.point(46.0101, 730)].joined()
        let imported = try ImportedStreamTests.gpx(ImportedStreamTests.gpxDocument([first, second]))
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 0, 30, 670, 730, 730])
        #expect(stream.segmentStarts == [3])
        #expect(imported.activity.start.secondsSince1970 == 1_795_937_430)
    }

    @Test func gpxStepBackBeyondTheBoundIsRefusedNamingIt() throws {
        let text = ImportedStreamTests.gpxDocument([[ImportedStreamTests.point(46, Self.bound + 61), ImportedStreamTests.point(46.001, 60), ImportedStreamTests.point(46.002, Self.bound + 90)].joined()])
        #expect {
            _ = try ImportedStreamTests.gpx(text)
        } throws: { error in
            let message = "\(error)"
            return message.contains("earlier than a track point before it") && message.contains("\(Self.bound + 1) s back") && message.contains(SampleTimeOrder.largestStepBackText)
        }
    }

    // MARK: - TCX

    static func tcx(_ seconds: [Int]) -> String {
        let points = seconds.enumerated().map { index, second in
            let time = ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(second), utcOffset: 0))
            return "<Trackpoint><Time>\(time)</Time><DistanceMeters>\(second * 3)</DistanceMeters><HeartRateBpm><Value>\(120 + index)</Value></HeartRateBpm></Trackpoint>"
        }.joined()
        return """
            <?xml version="1.0"?><TrainingCenterDatabase><Activities><Activity Sport="Running"><Id>2026-11-29T07:30:00Z</Id>
            <Lap StartTime="2026-11-29T07:30:00Z"><TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>180</DistanceMeters><Track>\(points)</Track></Lap>
            </Activity></Activities></TrainingCenterDatabase>
            """
    }

    @Test func tcxTrackpointsOneSecondBackAreRead() throws {
        let records = try ImportedStreamTests.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(Self.tcx([0, 10, 9, 20, 30]).utf8))
        let stream = try #require(records.first?.stream)
        #expect(stream.time == [0, 10, 10, 20, 30])
        #expect(stream.distance == [0, 30, 27, 60, 90])
        #expect(stream.heartRate == [120, 121, 122, 123, 124])
    }

    @Test func tcxStepBackBeyondTheBoundIsRefused() throws {
        #expect {
            _ = try ImportedStreamTests.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(Self.tcx([0, Self.bound + 100, 10]).utf8))
        } throws: { "\($0)".contains("earlier than a trackpoint before it") }
    }

    // MARK: - FIT

    /// Like the Fenix 2 file: records that go back one second now and then are read, in their order.
    @Test func fitRecordsOneSecondBackAreRead() throws {
        let bytes = ImportedStreamTests.fitRecords(start: FITBuilder.startTime, seconds: [0, 1, 2, 1, 3, 4, 3, 5], sessionStart: true)
        let imported = try #require(try ImportedStreamTests.fit(bytes).first)
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 1, 2, 2, 3, 4, 4, 5])
        // Each record keeps its place and its own distance (the builder writes 111.2 m per record).
        #expect(stream.distance == [0, 111.2, 222.4, 333.6, 444.8, 556, 667.2, 778.4])
    }

    @Test func fitStepBackBeyondTheBoundIsRefused() throws {
        let bytes = ImportedStreamTests.fitRecords(start: FITBuilder.startTime, seconds: [0, UInt32(Self.bound) + 5, 4], sessionStart: true)
        #expect {
            _ = try ImportedStreamTests.fit(bytes)
        } throws: { error in
            let message = "\(error)"
            return message.contains("is earlier than a record before it") && message.contains("\(Self.bound + 1) s back")
        }
    }
}
