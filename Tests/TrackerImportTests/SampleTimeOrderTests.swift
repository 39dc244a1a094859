import Foundation
import Testing
import TrackerCore
@testable import TrackerImport

/// Samples a little out of time order are ordered, in every format, by one bound
/// (`SampleTimeOrder.largestStepBack`); a larger step back refuses the file.
@Suite struct SampleTimeOrderTests {
    static let bound = Int(SampleTimeOrder.largestStepBack)

    // MARK: - The rule

    @Test func theOrderIsStableAndNilWhenAlreadyInOrder() {
        #expect(SampleTimeOrder.order(of: [0, 1, 1, 2]) == nil)
        #expect(SampleTimeOrder.order(of: [0, 5, 3, 5, 4]) == [0, 2, 4, 1, 3])
        #expect(SampleTimeOrder.accepts(0, after: SampleTimeOrder.largestStepBack))
        #expect(!SampleTimeOrder.accepts(0, after: SampleTimeOrder.largestStepBack + 1))
    }

    // MARK: - GPX

    static func heartRatePoint(_ latitude: Double, _ seconds: Int, heartRate: Int) -> String {
        ImportedStreamTests.point(latitude, seconds, extra: "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(heartRate)</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>")
    }

    /// Like a Sports Tracker file: every fifth point's heart rate arrives late, written up to 303 s
    /// after its time. Ordered, every point is kept with its own values, in time order.
    @Test func gpxPointsThatJitterBackAreOrderedNotRefused() throws {
        var points: [(seconds: Int, text: String)] = []
        for index in 0..<60 {
            let seconds = index * 10
            points.append((seconds, Self.heartRatePoint(46 + Double(index) * 0.0001, seconds, heartRate: 100 + index)))
        }
        // Move every fifth point 303 s later in the file than its time.
        var file = points.map { (position: Double($0.seconds), text: $0.text) }
        for index in stride(from: 0, to: file.count, by: 5) { file[index].position += 303.5 }
        file.sort { $0.position < $1.position }
        let imported = try ImportedStreamTests.gpx(ImportedStreamTests.gpxDocument([file.map(\.text).joined()]))
        let stream = try #require(imported.stream)
        #expect(stream.count == 60)
        #expect(stream.time == (0..<60).map { Double($0 * 10) })
        #expect(stream.heartRate == (0..<60).map { Double(100 + $0) })
        #expect(stream.latitude.map { zip($0, (0..<60).map { 46 + Double($0) * 0.0001 }).allSatisfy { abs($0 - $1) < 1e-9 } } == true)
        #expect(imported.activity.start.secondsSince1970 == 1_795_937_400)
    }

    /// The first point in the file is not the earliest: the activity starts at the earliest.
    @Test func gpxStartsAtItsEarliestPointAndKeepsItsSegments() throws {
        let first = [ImportedStreamTests.point(46.0001, 30), ImportedStreamTests.point(46, 0), ImportedStreamTests.point(46.0002, 60)].joined()
        let second = [ImportedStreamTests.point(46.01, 700), ImportedStreamTests.point(46.0102, 760), ImportedStreamTests.point(46.0101, 730)].joined()
        let imported = try ImportedStreamTests.gpx(ImportedStreamTests.gpxDocument([first, second]))
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 30, 60, 700, 730, 760])
        #expect(stream.segmentStarts == [3])
        #expect(imported.activity.start.secondsSince1970 == 1_795_937_400)
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

    @Test func tcxTrackpointsOneSecondBackAreOrdered() throws {
        let records = try ImportedStreamTests.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(Self.tcx([0, 10, 9, 20, 30]).utf8))
        let stream = try #require(records.first?.stream)
        #expect(stream.time == [0, 9, 10, 20, 30])
        #expect(stream.distance == [0, 27, 30, 60, 90])
        #expect(stream.heartRate == [120, 122, 121, 123, 124])
    }

    @Test func tcxStepBackBeyondTheBoundIsRefused() throws {
        #expect {
            _ = try ImportedStreamTests.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(Self.tcx([0, Self.bound + 100, 10]).utf8))
        } throws: { "\($0)".contains("earlier than a trackpoint before it") }
    }

    // MARK: - FIT

    /// Like the Fenix 2 file: records that go back one second now and then are ordered.
    @Test func fitRecordsOneSecondBackAreOrdered() throws {
        let bytes = ImportedStreamTests.fitRecords(start: FITBuilder.startTime, seconds: [0, 1, 2, 1, 3, 4, 3, 5], sessionStart: true)
        let imported = try #require(try ImportedStreamTests.fit(bytes).first)
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 1, 1, 2, 3, 3, 4, 5])
        // Each record keeps its own distance (the builder writes 111.2 m per record, in file order).
        #expect(stream.distance == [0, 111.2, 333.6, 222.4, 444.8, 667.2, 556, 778.4])
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
