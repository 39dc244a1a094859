import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTestSupport
import TrackerTime

@Suite struct GPXWriterTests {
    static let start = LocalInstant(secondsSince1970: 1_795_933_800, utcOffset: 3_600)

    func activity(_ stream: ActivityStream, name: String? = "Castle loop", notes: String? = nil, type: ActivityType = .run) -> Activity {
        Activity(id: 3, start: Self.start, type: type, name: name, notes: notes, distance: stream.cumulativeDistance?.last ?? 0,
                 duration: stream.movingTime(), elevationGain: stream.elevationChange()?.climb ?? 0)
    }

    func elements(_ name: String, in document: XMLDocument) throws -> [XMLElement] {
        try document.nodes(forXPath: "//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }

    func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    @Test func everySampleIsATrackPointWithElevationTimeHeartRateAndCadence() throws {
        let stream = try SampleStreams.hillyLoop()
        let text = try #require(GPXWriter.document(activity(stream), stream: stream))
        let document = try XMLDocument(xmlString: text)
        let root = try #require(document.rootElement())
        #expect(root.name == "gpx" && attribute("version", of: root) == "1.1" && attribute("creator", of: root) == "tracker")
        #expect(root.uri == GPXWriter.namespace)
        let points = try elements("trkpt", in: document)
        #expect(points.count == stream.count)
        #expect(try elements("trkseg", in: document).count == 1)
        let first = try #require(points.first), last = try #require(points.last)
        #expect(abs(Double(attribute("lat", of: first)!)! - stream.latitude![0]) < 1e-7)
        #expect(abs(Double(attribute("lon", of: last)!)! - stream.longitude![stream.count - 1]) < 1e-7)
        // UTC, whatever the activity's own offset: 07:30 at +01:00 is 06:30Z.
        #expect(first.elements(forName: "time").first?.stringValue == "2026-11-29T06:30:00Z")
        #expect(last.elements(forName: "time").first?.stringValue == GPXWriter.timestamp(1_795_933_800 + stream.elapsedTime))
        #expect(abs(Double(first.elements(forName: "ele").first!.stringValue!)! - stream.elevation![0]) <= 0.05)
        let heartRates = try elements("hr", in: document).compactMap { $0.stringValue.flatMap(Int.init) }
        #expect(heartRates == stream.heartRate!.map { Int($0) })
        #expect(try elements("cad", in: document).count == stream.count)
        #expect(try elements("type", in: document).first?.stringValue == "running")
    }

    @Test func namesAndNotesAreEscapedAndSegmentsKept() throws {
        let base = try SampleStreams.hillyLoop(kilometres: 1)
        let stream = try ActivityStream(time: base.time, latitude: base.latitude, longitude: base.longitude, segmentStarts: [100, 200])
        let name = "Tom & \"Jerry\" <3 'loop'\u{1}"
        let text = try #require(GPXWriter.document(activity(stream, name: name, notes: "a > b\nc"), stream: stream))
        #expect(!text.contains("\u{1}") && text.contains("Tom &amp; &quot;Jerry&quot; &lt;3 &#39;loop&#39; </name>"))
        let document = try XMLDocument(xmlString: text)
        #expect(try elements("name", in: document).map(\.stringValue) == [name.dropLast() + " ", name.dropLast() + " "])
        #expect(try elements("desc", in: document).first?.stringValue == "a > b\nc")
        let segments = try elements("trkseg", in: document)
        #expect(segments.map { $0.elements(forName: "trkpt").count } == [100, 100, stream.count - 200])
        // Without elevation, heart rate or cadence: bare points.
        #expect(try elements("ele", in: document).isEmpty && !text.contains("extensions"))
    }

    @Test func aStreamWithoutPositionsHasNoTrackAndNumbersArePlainDecimals() throws {
        let indoor = try ActivityStream(time: [0, 1, 2], heartRate: [100, 110, 120])
        #expect(GPXWriter.document(activity(indoor), stream: indoor) == nil)
        #expect(GPXWriter.decimal(1e-9, digits: 7) == "0.0000000" && GPXWriter.decimal(-1e-9, digits: 7) == "0.0000000")
        #expect(GPXWriter.decimal(-0.00000012, digits: 7) == "-0.0000001")
        #expect(GPXWriter.timestamp(1_795_933_800.25) == "2026-11-29T06:30:00.250Z")
        #expect(GPXWriter.timestamp(1_795_933_800.9996) == "2026-11-29T06:30:01Z")
        let dateLine = try ActivityStream(time: [0, 1], latitude: [0, 0], longitude: [179.9999, 180])
        let text = try #require(GPXWriter.document(activity(dateLine), stream: dateLine))
        #expect(text.contains("lon=\"-180.0000000\"") && !text.contains("lon=\"180"))
        for type in ActivityType.allCases {
            #expect(ActivityType(parsing: GPXWriter.typeName(type)) == type)
        }
    }

    @Test func importingTheFileGivesBackTheSameActivity() throws {
        let stream = try SampleStreams.hillyLoop()
        let original = activity(stream)
        let text = try #require(GPXWriter.document(original, stream: stream))
        var records: [ImportRecord] = []
        try GPXReader(options: Fixtures.options, fileName: "castle.gpx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        guard case .activity(let imported)? = records.first else {
            Issue.record("no activity read back: \(records)")
            return
        }
        let back = imported.activity
        #expect(records.count == 1 && back.type == .run && back.name == "Castle loop")
        #expect(back.start.secondsSince1970 == original.start.secondsSince1970)
        // Positions rounded to 1e-7 degree (about a centimetre): the distance agrees to a metre.
        #expect(abs(back.distance - original.distance) < 1, "\(back.distance) vs \(original.distance)")
        #expect(abs(back.duration - original.duration) <= 1)
        let summary = try GPXReader(options: Fixtures.options, fileName: "castle.gpx").summarize(DataByteStream(Array(text.utf8)))
        #expect(summary.points == stream.count && summary.elapsed == stream.elapsedTime)
        let verdict = SameActivityRule().verdict(ActivityFootprint(original), ActivityFootprint(back))
        #expect(verdict.isSame, "re-importing the file is recognised as the same activity: \(verdict)")
    }

    /// Power goes out as the `<power>` extension the reader reads, sample by sample, in whole watts
    /// as the stream stores it.
    @Test func powerSurvivesTheRoundTripSampleBySample() throws {
        let stream = try SampleStreams.hillyLoop(power: true)
        let power = try #require(stream.power)
        let text = try #require(GPXWriter.document(activity(stream, type: .ride), stream: stream))
        #expect(try elements("power", in: XMLDocument(xmlString: text)).count == stream.count)
        var records: [ImportRecord] = []
        try GPXReader(options: Fixtures.options, fileName: "ride.gpx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        guard case .activity(let imported)? = records.first, let back = imported.stream?.power else {
            Issue.record("no power read back")
            return
        }
        #expect(back == power.map { max($0.rounded(), 0) })
        // Heart rate and cadence stay where they were, in the TrackPointExtension beside it.
        #expect(imported.stream?.heartRate == stream.heartRate?.map { $0.rounded() })
    }

    /// A ride exported as GPX and imported into another database keeps its power records.
    @Test func powerRecordsSurviveExportAndImport() throws {
        let stream = try SampleStreams.hillyLoop(power: true)
        let source = TrackerHarness(), target = TrackerHarness()
        // The source file is written here, not by GPXWriter, with power as Strava writes it.
        let latitude = try #require(stream.latitude), longitude = try #require(stream.longitude), power = try #require(stream.power)
        let points = stream.time.indices.map { index in
            "<trkpt lat=\"\(latitude[index])\" lon=\"\(longitude[index])\"><time>\(GPXWriter.timestamp(1_795_933_800 + stream.time[index]))</time>"
                + "<extensions><power>\(Int(power[index]))</power></extensions></trkpt>"
        }.joined(separator: "\n")
        let ride = source.directory.file("ride.gpx")
        try Data("<?xml version=\"1.0\"?><gpx version=\"1.1\" creator=\"t\"><trk><type>cycling</type><trkseg>\(points)</trkseg></trk></gpx>".utf8).write(to: URL(fileURLWithPath: ride))
        #expect(source.run(["import", ride]).status == 0)
        let exported = source.directory.file("exported.gpx")
        #expect(source.run(["export", "--activity", "1", "-o", exported]).status == 0)
        #expect(target.run(["import", exported]).status == 0)
        let before = source.run(["records"]).output, after = target.run(["records"]).output
        // "5 min power  1   254 W": the record, its rank and its watts.
        let powerLines = { (text: String) in text.split(separator: "\n").filter { $0.contains("min power") }.map { $0.split(separator: " ").filter { !$0.isEmpty }.prefix(6).joined(separator: " ") } }
        #expect(powerLines(before).contains { $0.hasPrefix("5 min power 1") && $0.hasSuffix(" W") }, "\(before)")
        #expect(powerLines(after) == powerLines(before), "\(after)")
    }

    @Test func xmllintFindsTheFileWellFormedAndValidWhereTheSchemaIsAvailable() throws {
        let xmllint = "/usr/bin/xmllint"
        guard FileManager.default.isExecutableFile(atPath: xmllint) else { return }
        let stream = try SampleStreams.hillyLoop(kilometres: 2)
        let directory = TemporaryDirectory()
        let path = directory.file("loop.gpx")
        try Data(try #require(GPXWriter.document(activity(stream, name: "A & B"), stream: stream)).utf8).write(to: URL(fileURLWithPath: path))
        var arguments = ["--noout", "--nonet"]
        // The GPX 1.1 schema is not shipped with the project; a copy named here is used.
        if let schema = ProcessInfo.processInfo.environment["TRACKER_GPX_XSD"], FileManager.default.fileExists(atPath: schema) {
            arguments += ["--schema", schema]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xmllint)
        process.arguments = arguments + [path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
    }
}
