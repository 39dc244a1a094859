import Foundation
import Testing
import TrackerCore
import TrackerTestSupport
@testable import TrackerImport
import TrackerTime

/// The samples each reader keeps, and the import defects they fixed.
@Suite struct ImportedStreamTests {
    static func records(_ reader: (ByteStream, (ImportRecord) throws -> Void) throws -> Void, _ bytes: [UInt8]) throws -> [ImportedActivity] {
        var result: [ImportedActivity] = []
        try reader(DataByteStream(bytes)) { record in
            if case .activity(let imported) = record { result.append(imported) }
        }
        return result
    }

    static func gpx(_ text: String, options: ImportOptions = Fixtures.options) throws -> ImportedActivity {
        let records = try records(GPXReader(options: options, fileName: "t.gpx").read, Array(text.utf8))
        return try #require(records.first)
    }

    static func gpxDocument(_ segments: [String]) -> String {
        "<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"t\" xmlns:gpxtpx=\"http://www.garmin.com/xmlschemas/TrackPointExtension/v1\"><trk>"
            + segments.map { "<trkseg>\($0)</trkseg>" }.joined() + "</trk></gpx>"
    }

    static func point(_ latitude: Double, _ seconds: Int, ele: String = "<ele>300</ele>", extra: String = "") -> String {
        let time = ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(seconds), utcOffset: 0))
        return "<trkpt lat=\"\(latitude)\" lon=\"14\">\(ele)<time>\(time)</time>\(extra)</trkpt>\n"
    }

    // MARK: - GPX

    @Test func gpxKeepsEverySampleWithHeartRateFromTheExtension() throws {
        let points = (0..<30).map { Self.point(46 + Double($0) * 30 / 111_195, $0 * 10,
            extra: "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(140 + $0)</gpxtpx:hr><gpxtpx:cad>85</gpxtpx:cad></gpxtpx:TrackPointExtension></extensions>") }
        let imported = try Self.gpx(Self.gpxDocument([points.joined()]))
        let stream = try #require(imported.stream)
        #expect(stream.count == 30)
        #expect(stream.time.first == 0 && stream.time.last == 290)
        #expect(stream.heartRate?.first == 140 && stream.heartRate?.last == 169)
        #expect(stream.cadence?.allSatisfy { $0 == 85 } == true)
        #expect(abs((stream.totalDistance ?? 0) - 870) < 1)
        #expect(abs(imported.activity.distance - 870) < 1)
    }

    /// RideWithGPS writes <ele/> for points without elevation.
    @Test func emptyElevationsAreMissingValuesNotErrors() throws {
        let points = [Self.point(46, 0, ele: "<ele/>"), Self.point(46.001, 30, ele: "<ele></ele>"), Self.point(46.002, 60, ele: "<ele>310</ele>"), Self.point(46.003, 90, ele: "<ele/>")]
        let imported = try Self.gpx(Self.gpxDocument([points.joined()]))
        #expect(imported.stream?.elevation == [310, 310, 310, 310])
        // A track with no elevation at all has no elevation column.
        let flat = try Self.gpx(Self.gpxDocument([[Self.point(46, 0, ele: "<ele/>"), Self.point(46.001, 30, ele: "")].joined()]))
        #expect(flat.stream?.elevation == nil && flat.activity.elevationGain == 0)
    }

    @Test func timesRunningBackwardsAreNamedAsSuch() throws {
        // An hour back: further than SampleTimeOrder puts in order.
        let text = Self.gpxDocument([[Self.point(46, 3660), Self.point(46.001, 30), Self.point(46.002, 3690)].joined()])
        #expect {
            _ = try Self.gpx(text)
        } throws: { error in
            let message = "\(error)"
            return message.contains("earlier than a track point before it") && message.contains("run backwards") && !message.contains("lasts 0 s")
        }
    }

    /// 10 points 10 m apart every 5 s, then 600 s later and 1 km away a second segment like it: the
    /// gap is neither distance nor moving time, so the stored pace is the pace of the 18 intervals.
    @Test func theGapBetweenSegmentsIsNotMovingTime() throws {
        let first = (0..<10).map { Self.point(46 + Double($0) * 10 / 111_195, $0 * 5) }.joined()
        let second = (0..<10).map { Self.point(46.01 + Double($0) * 10 / 111_195, 645 + $0 * 5) }.joined()
        let imported = try Self.gpx(Self.gpxDocument([first, second]))
        #expect(imported.stream?.segmentStarts == [10])
        #expect(imported.activity.duration == 90)
        #expect(abs(imported.activity.distance - 180) < 0.5)
    }

    // MARK: - TCX

    @Test func tcxStartsAtTheFirstLapNotTheTruncatedId() throws {
        let text = """
            <?xml version="1.0"?><TrainingCenterDatabase><Activities><Activity Sport="Running">
            <Id>2026-11-28T08:00:00Z</Id>
            <Lap StartTime="2026-11-28T08:00:47+00:00"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>2000</DistanceMeters>
            <AverageHeartRateBpm><Value>150</Value></AverageHeartRateBpm>
            <Track>
            <Trackpoint><Time>2026-11-28T08:00:47Z</Time><Position><LatitudeDegrees>46</LatitudeDegrees><LongitudeDegrees>14</LongitudeDegrees></Position><DistanceMeters>0</DistanceMeters><HeartRateBpm><Value>140</Value></HeartRateBpm></Trackpoint>
            <Trackpoint><Time>2026-11-28T08:10:47Z</Time><Position><LatitudeDegrees>46.018</LatitudeDegrees><LongitudeDegrees>14</LongitudeDegrees></Position><DistanceMeters>2000</DistanceMeters><HeartRateBpm><Value>160</Value></HeartRateBpm></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let imported = try #require(try Self.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(text.utf8)).first)
        #expect(ISO8601.string(imported.activity.start) == "2026-11-28T08:00:47+00:00")
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 600] && stream.distance == [0, 2000] && stream.heartRate == [140, 160])
        #expect(stream.laps == [Lap(startOffset: 0, duration: 600, distance: 2000, averageHeartRate: 150)])
    }

    @Test func tcxWithoutLapStartTimeStartsAtItsFirstTrackpoint() throws {
        let text = """
            <?xml version="1.0"?><TrainingCenterDatabase><Activities><Activity Sport="Running"><Id>2026-11-28T08:00:00Z</Id>
            <Lap><TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>200</DistanceMeters><Track>
            <Trackpoint><Time>2026-11-28T08:00:31Z</Time><DistanceMeters>0</DistanceMeters></Trackpoint>
            <Trackpoint><Time>2026-11-28T08:01:31Z</Time><DistanceMeters>200</DistanceMeters></Trackpoint>
            </Track></Lap></Activity></Activities></TrainingCenterDatabase>
            """
        let imported = try #require(try Self.records(TCXReader(options: Fixtures.options, fileName: "r.tcx").read, Array(text.utf8)).first)
        #expect(ISO8601.string(imported.activity.start) == "2026-11-28T08:00:31+00:00")
    }

    // MARK: - FIT

    static func fitRecords(
        start: UInt32, seconds: [UInt32], sessionStart: Bool, fileType: UInt64 = 4, altitudes: [Double]? = nil, totalAscent: UInt64? = nil
    ) -> [UInt8] {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, fileType)])
        // record: timestamp, position (sint32 semicircles), altitude (scale 5, offset 500), heart rate, distance (cm).
        fit.definition(local: 1, global: 20, bigEndian: false, fields: [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (2, 2, 0x84), (3, 1, 0x02), (5, 4, 0x86)])
        for (index, second) in seconds.enumerated() {
            let latitude = Int32((46 + Double(index) * 0.001) / 180 * 2_147_483_648)
            let longitude = Int32(-14.0 / 180 * 2_147_483_648)
            fit.message(header: 0x01, bigEndian: false, values: [
                (4, UInt64(start + second)), (4, UInt64(UInt32(bitPattern: latitude))), (4, UInt64(UInt32(bitPattern: longitude))),
                (2, UInt64(((altitudes?[index] ?? 300) + 500) * 5)), (1, 150), (4, UInt64(index * 11_120)),
            ])
        }
        var fields: [(UInt8, UInt8, UInt8)] = [(5, 1, 0x00), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)]
        var values: [(Int, UInt64)] = [(1, 1), (4, 600_000), (4, 600_000), (4, 111_200)]
        if sessionStart {
            fields.insert((2, 4, 0x86), at: 0)
            values.insert((4, UInt64(start)), at: 0)
        }
        if let totalAscent {
            fields.append((22, 2, 0x84))
            values.append((2, totalAscent))
        }
        fit.definition(local: 2, global: 18, bigEndian: false, fields: fields)
        fit.message(header: 0x02, bigEndian: false, values: values)
        return fit.file()
    }

    static func fit(_ bytes: [UInt8]) throws -> [ImportedActivity] {
        try records(FITReader(options: Fixtures.options, fileName: "a.fit", totalBytes: bytes.count).read, bytes)
    }

    @Test func fitRecordsBecomeTheStream() throws {
        let imported = try #require(try Self.fit(Self.fitRecords(start: FITBuilder.startTime, seconds: [0, 60, 120], sessionStart: true)).first)
        let stream = try #require(imported.stream)
        #expect(stream.time == [0, 60, 120])
        #expect(stream.latitude.map { zip($0, [46, 46.001, 46.002]).allSatisfy { abs($0 - $1) < 1e-7 } } == true)
        #expect(stream.longitude.map { $0.allSatisfy { abs($0 + 14) < 1e-7 } } == true)
        #expect(stream.elevation == [300, 300, 300])
        #expect(stream.heartRate == [150, 150, 150], "\(String(describing: stream.heartRate))")
        #expect(stream.distance == [0, 111.2, 222.4])
    }

    @Test func aFITSessionWithoutStartTimeStartsAtItsFirstRecord() throws {
        let imported = try #require(try Self.fit(Self.fitRecords(start: FITBuilder.startTime + 7, seconds: [0, 60], sessionStart: false)).first)
        #expect(imported.activity.start.secondsSince1970 == Int64(FITBuilder.startTime) + 7 + FITFile.epoch)
    }

    @Test func aFITSessionWithoutTotalAscentClimbsAsItsRecordsDo() throws {
        // Up 20 m, down 10 m (more than the 5 m band), up 20 m: two climbs, 40 m.
        let altitudes = [300.0, 320, 310, 330]
        let seconds: [UInt32] = [0, 60, 120, 180]
        let computed = try #require(try Self.fit(Self.fitRecords(start: FITBuilder.startTime, seconds: seconds, sessionStart: true, altitudes: altitudes)).first)
        #expect(computed.activity.elevationGain == 40)
        // The session's own figure wins when it has one.
        let given = try #require(try Self.fit(Self.fitRecords(
            start: FITBuilder.startTime, seconds: seconds, sessionStart: true, altitudes: altitudes, totalAscent: 35)).first)
        #expect(given.activity.elevationGain == 35)
    }

    @Test(arguments: [(UInt64(4), "is an activity file (file type 4) without a session message"), (UInt64(6), "its file type is 6 (an activity is 4)")])
    func aFITFileWithoutSessionsSaysWhatItIs(fileType: UInt64, message: String) throws {
        var fit = FITBuilder()
        fit.definition(local: 0, global: 0, bigEndian: false, fields: [(0, 1, 0x00)])
        fit.message(header: 0x00, bigEndian: false, values: [(1, fileType)])
        #expect { _ = try Self.fit(fit.file()) } throws: { "\($0)".contains(message) }
    }

    // MARK: - Real files

    /// The fenix 5 files' records against python-fitparse's decoding of them (the *-records.csv).
    @Test(arguments: ["run", "bike", "walk"])
    func realFITRecordsMatchAnIndependentDecoder(name: String) throws {
        guard let path = Fixtures.shared("fit/garmin-fenix-5-\(name).fit"), let csv = Fixtures.shared("fit/garmin-fenix-5-\(name)-records.csv") else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let stream = try #require(try Self.fit(bytes).first?.stream)
        let rows = try String(contentsOfFile: csv, encoding: .utf8).components(separatedBy: .newlines).filter { !$0.isEmpty }.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(stream.count == rows.count)
        let semicircle = 180.0 / 2_147_483_648
        for (index, row) in rows.enumerated() where index < stream.count {
            if let latitude = Double(row[5]) { #expect(abs((stream.latitude?[index] ?? 0) - latitude * semicircle) < 1e-6) }
            if let distance = Double(row[4]) { #expect(abs((stream.distance?[index] ?? -1) - distance) < 0.01) }
            if let heartRate = Double(row[1]) { #expect(stream.heartRate?[index] == heartRate) }
        }
    }

    @Test func realGPXAndTCXFilesKeepTheirStreams() throws {
        guard let gpx = Fixtures.shared("gpx/korita-zbevnica.gpx"), let tcx = Fixtures.shared("tcx/sup_activity_1.tcx") else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let track = try #require(try Self.records(GPXReader(options: Fixtures.options, fileName: "k.gpx").read, Array(try Data(contentsOf: URL(fileURLWithPath: gpx)))).first)
        // 513 timed points in 2 segments; the planned route of 358 points without times is left out
        // (gpxpy's length_2d over the two timed tracks: 6,268.5 m).
        #expect(track.stream?.count == 513)
        #expect(track.stream?.segmentStarts.count == 1)
        #expect(abs(track.activity.distance - 6_268.5) / 6_268.5 < 0.01)
        let paddle = try #require(try Self.records(TCXReader(options: Fixtures.options, fileName: "s.tcx").read, Array(try Data(contentsOf: URL(fileURLWithPath: tcx)))).first)
        #expect(ISO8601.string(paddle.activity.start) == "2022-07-16T16:08:25+00:00")
        #expect((paddle.stream?.count ?? 0) > 100)
        #expect(paddle.stream?.laps.count == 2)
        #expect(abs(paddle.activity.distance - 1_157.51) < 1)
    }
}
