import Foundation
import Testing
import TrackerRandom
import TrackerTestSupport
import TrackerCore
@testable import TrackerImport
import TrackerTime

@Suite struct GPXReaderTests {
    static func gpx(_ points: [(Double, Double, Double, Int)], type: String? = "running", segmentBreakAt: Int? = nil) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk><name>Test &amp; run</name>"
        if let type { text += "<type>\(type)</type>" }
        text += "\n<trkseg>\n"
        for (index, point) in points.enumerated() {
            if index == segmentBreakAt { text += "</trkseg><trkseg>\n" }
            let time = ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(point.3), utcOffset: 0))
            text += "<trkpt lat=\"\(point.0)\" lon=\"\(point.1)\"><ele>\(point.2)</ele><time>\(time)</time></trkpt>\n"
        }
        return text + "</trkseg></trk></gpx>\n"
    }

    static func summarize(_ text: String) throws -> TrackSummary {
        try GPXReader(options: Fixtures.options, fileName: "t.gpx").summarize(DataByteStream(Array(text.utf8)))
    }

    /// Vincenty's inverse formula on the WGS84 ellipsoid: an independent distance.
    static func vincenty(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let a = 6_378_137.0, f = 1 / 298.257223563, b = a * (1 - f)
        let rad = Double.pi / 180
        let l = (lon2 - lon1) * rad
        let u1 = atan((1 - f) * tan(lat1 * rad)), u2 = atan((1 - f) * tan(lat2 * rad))
        var lambda = l, sinSigma = 0.0, cosSigma = 0.0, sigma = 0.0, cos2Alpha = 0.0, cos2SigmaM = 0.0
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            sinSigma = sqrt(pow(cos(u2) * sinLambda, 2) + pow(cos(u1) * sin(u2) - sin(u1) * cos(u2) * cosLambda, 2))
            if sinSigma == 0 { return 0 }
            cosSigma = sin(u1) * sin(u2) + cos(u1) * cos(u2) * cosLambda
            sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cos(u1) * cos(u2) * sinLambda / sinSigma
            cos2Alpha = 1 - sinAlpha * sinAlpha
            cos2SigmaM = cos2Alpha == 0 ? 0 : cosSigma - 2 * sin(u1) * sin(u2) / cos2Alpha
            let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = l + (1 - c) * f * sinAlpha * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 { break }
        }
        let uSquared = cos2Alpha * (a * a - b * b) / (b * b)
        let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
        let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
        let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
            - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
        return b * bigA * (sigma - deltaSigma)
    }

    /// Real-world-shaped tracks: a seeded wander at several latitudes, points every 5 s.
    @Test(arguments: [(46.0, 14.3), (60.2, 24.9), (-33.9, 18.4), (0.5, -78.5)])
    func distanceAgreesWithVincentyOnTheEllipsoid(origin: (Double, Double)) throws {
        var random = SeededRandom(seed: UInt64(abs(origin.0 * 1000)))
        var points: [(Double, Double, Double, Int)] = []
        var (lat, lon, ele) = (origin.0, origin.1, 300.0)
        var heading = 0.0
        for index in 0..<600 {
            points.append((lat, lon, ele, index * 5))
            heading += (random.unit() - 0.5) * 0.6
            let step = 12 + random.unit() * 4  // about 3 m/s
            lat += step * cos(heading) / 111_132
            lon += step * sin(heading) / (111_320 * cos(lat * .pi / 180))
            ele += (random.unit() - 0.45) * 2
        }
        let summary = try Self.summarize(Self.gpx(points))
        var reference = 0.0
        for index in 1..<points.count {
            reference += Self.vincenty(points[index - 1].0, points[index - 1].1, points[index].0, points[index].1)
        }
        #expect(abs(summary.distance - reference) / reference < 0.005, "\(summary.distance) vs \(reference)")
        #expect(summary.elapsed == 2995)
        #expect(summary.points == 600)
    }

    static func climb(_ elevations: [Double]) throws -> Double {
        try ActivityStream(time: elevations.indices.map(Double.init), elevation: elevations).importedClimb
    }

    @Test func importedClimbIgnoresNoiseBelowFiveMetres() throws {
        // ±2 m jitter around a flat 100 m adds no climb beyond the net rise (1 m).
        #expect(try Self.climb([100, 102, 99, 101, 98, 102, 100, 101]) == 1)
        // A climb counts from the low point it leaves (98, inside the band around the start) to its top.
        #expect(try Self.climb([100, 98, 110, 125, 140, 148, 147, 120]) == 50)
        // Two climbs separated by a real descent both count; a 3 m dip inside a climb does not end it.
        #expect(try Self.climb([100, 120, 117, 130, 100, 140]) == 70)
        // Independent check against a plain sum of rises on a noise-free profile.
        let profile = (0..<200).map { 100 + 40 * sin(Double($0) / 20) }
        var rises = 0.0
        for index in 1..<profile.count where profile[index] > profile[index - 1] { rises += profile[index] - profile[index - 1] }
        #expect(abs(try Self.climb(profile) - rises) < 0.01)
    }

    @Test func segmentsAreNotJoinedAndPausesAreNotMoving() throws {
        // 10 points 10 m apart every 5 s, a 600 s stop in place, 10 more points.
        var points: [(Double, Double, Double, Int)] = []
        for index in 0..<10 { points.append((46 + Double(index) * 10 / 111_132, 14, 300, index * 5)) }
        for index in 0..<10 { points.append((46 + Double(index + 9) * 10 / 111_132, 14, 300, 645 + index * 5)) }
        let summary = try Self.summarize(Self.gpx(points))
        #expect(summary.elapsed == 690)
        #expect(summary.moving == 90)
        // Split in two segments far apart: the jump between them is not distance.
        var split = points
        split[10].0 += 0.1
        for index in 11..<20 { split[index].0 += 0.1 }
        let segmented = try Self.summarize(Self.gpx(split, segmentBreakAt: 10))
        #expect(abs(segmented.distance - 180) < 0.5)
    }

    @Test func readsTypeNameAndStart() throws {
        let text = Self.gpx([(46, 14, 300, 0), (46.001, 14, 305, 30)], type: "cycling")
        var records: [ImportRecord] = []
        try GPXReader(options: Fixtures.options, fileName: "t.gpx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        guard case .activity(let imported)? = records.first else { Issue.record("no activity"); return }
        #expect(imported.activity.type == .ride)
        #expect(imported.activity.name == "Test & run")
        #expect(imported.activity.start.secondsSince1970 == 1_795_937_400)
        #expect(imported.source == "gpx" && imported.sourceID == "t.gpx")
    }

    // MARK: - Segments without times

    /// A GPX file of `segments`, each a list of points (latitude, longitude, seconds after the start or
    /// `nil` for a point without `<time>`), each segment in a track of its own.
    static func gpx(segments: [[(Double, Double, Int?)]]) -> String {
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n"
        for (index, segment) in segments.enumerated() {
            text += "<trk><name>Track \(index + 1)</name><trkseg>\n"
            for point in segment {
                text += "<trkpt lat=\"\(point.0)\" lon=\"\(point.1)\"><ele>300</ele>"
                if let offset = point.2 {
                    text += "<time>\(ISO8601.string(LocalInstant(secondsSince1970: 1_795_937_400 + Int64(offset), utcOffset: 0)))</time>"
                }
                text += "</trkpt>\n"
            }
            text += "</trkseg></trk>\n"
        }
        return text + "</gpx>\n"
    }

    static func activity(_ text: String) throws -> ImportedActivity? {
        var records: [ImportRecord] = []
        try GPXReader(options: Fixtures.options, fileName: "t.gpx").read(DataByteStream(Array(text.utf8))) { records.append($0) }
        guard case .activity(let imported)? = records.first else { return nil }
        return imported
    }

    /// 10 m north every 5 s from `latitude`, `count` points from `offset` seconds (`nil`: without times).
    static func walk(from latitude: Double, count: Int, offset: Int?) -> [(Double, Double, Int?)] {
        (0..<count).map { index -> (Double, Double, Int?) in
            let north = Double(index) * 10 / 111_132
            return (latitude + north, 14, offset.map { $0 + index * 5 })
        }
    }

    @Test func aPlannedRouteWithoutTimesIsLeftOutOfTheRecordedTrack() throws {
        // A 5 km route without times, then 2 km recorded over 1,000 s.
        let route = Self.walk(from: 45.5, count: 501, offset: nil)
        let recorded = Self.walk(from: 46, count: 201, offset: 0)
        let imported = try #require(try Self.activity(Self.gpx(segments: [route, recorded])))
        let stream = try #require(imported.stream)
        #expect(stream.count == 201)
        #expect(stream.segmentStarts.isEmpty)
        #expect(stream.time == (0..<201).map { Double($0 * 5) })
        #expect(abs(imported.activity.distance - 2_000) < 5, "\(imported.activity.distance)")
        #expect(imported.activity.name == "Track 1")
        let splits = stream.splits(every: 1_000)
        #expect(splits.count >= 2)
        #expect(splits.allSatisfy { $0.elapsedTime > 0 }, "\(splits.map(\.elapsedTime))")
        #expect(abs(splits[0].elapsedTime - 500) < 5)
    }

    @Test func anUntimedSegmentBetweenRecordedOnesLeavesAGap() throws {
        let first = Self.walk(from: 46, count: 50, offset: 0)
        let route = Self.walk(from: 47, count: 80, offset: nil)
        let second = Self.walk(from: 46.01, count: 50, offset: 600)
        let stream = try #require(try Self.activity(Self.gpx(segments: [first, route, second]))?.stream)
        #expect(stream.count == 100)
        #expect(stream.segmentStarts == [50])
        #expect(abs((stream.totalDistance ?? 0) - 980) < 2, "\(stream.totalDistance ?? 0)")
        #expect(stream.time.last == 845)
    }

    @Test func pointsWithoutTimesInsideARecordedSegmentStay() throws {
        // Some points of a segment lack a time: the segment has times, so it is kept whole, as before.
        var recorded = Self.walk(from: 46, count: 40, offset: 0)
        for index in stride(from: 1, to: 40, by: 4) { recorded[index].2 = nil }
        let stream = try #require(try Self.activity(Self.gpx(segments: [recorded]))?.stream)
        #expect(stream.count == 40)
        #expect(stream.time[1] == stream.time[0])
    }

    @Test func aFileWithoutAnyTimeIsStillRefused() {
        let text = Self.gpx(segments: [Self.walk(from: 46, count: 30, offset: nil), Self.walk(from: 46.1, count: 30, offset: nil)])
        #expect {
            _ = try Self.activity(text)
        } throws: { error in
            "\(error)".contains("its track points have no <time>")
        }
        #expect((try? GPXReader(options: Fixtures.options, fileName: "t.gpx").summarize(DataByteStream(Array(text.utf8))).points) == 60)
    }

    // MARK: - XML safety

    /// UTF-16 and UTF-32 put NUL bytes beside every marker: a DOCTYPE is refused all the same.
    @Test(arguments: [String.Encoding.utf16, .utf16LittleEndian, .utf16BigEndian, .utf32])
    func doctypesInWideEncodingsAreRefused(_ encoding: String.Encoding) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE gpx [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]><gpx><trk><name>&secret;</name></trk></gpx>"
        let bytes = try #require(text.data(using: encoding))
        #expect {
            _ = try GPXReader(options: Fixtures.options, fileName: "t.gpx").summarize(DataByteStream(Array(bytes)))
        } throws: { error in
            "\(error)".contains("DOCTYPE")
        }
    }

    @Test(arguments: [
        // Entity expansion bomb.
        "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\"><!ENTITY lol2 \"&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;\"><!ENTITY lol3 \"&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;\">]><gpx><trk><name>&lol3;</name></trk></gpx>",
        // External entity reading a local file.
        "<?xml version=\"1.0\"?><!DOCTYPE gpx [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]><gpx><trk><name>&secret;</name></trk></gpx>",
        // An external DTD, after a comment.
        "<?xml version=\"1.0\"?><!-- a comment --><!DOCTYPE gpx SYSTEM \"http://example.com/gpx.dtd\"><gpx/>",
    ])
    func doctypesAreRefusedBeforeTheParserSeesThem(text: String) {
        #expect {
            _ = try Self.summarize(text)
        } throws: { error in
            "\(error)".contains("DOCTYPE")
        }
    }

    @Test(arguments: [
        ("<gpx><trk><trkseg><trkpt lat=\"46\" lon=\"14\"><ele>1</ele>", "truncated"),
        ("<gpx>\n<trk><trkseg>\n<trkpt lat=\"north\" lon=\"14\"></trkpt></trkseg></trk></gpx>", "line 3"),
        ("<gpx><trk><trkseg><trkpt lat=\"46\" lon=\"14\"><time>yesterday</time></trkpt></trkseg></trk></gpx>", "time 'yesterday'"),
        ("{\"not\": \"xml\"}", "well-formed"),
        ("<kml></kml>", "not a GPX file"),
    ])
    func malformedFilesAreRefusedWithALine(text: String, expected: String) {
        #expect {
            _ = try Self.summarize(text)
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            if expected == "line 3" { return error.location == .line(3) }
            if expected == "truncated" { return error.reason.contains("ends inside") || error.reason.contains("well-formed") }
            return "\(error)".contains(expected)
        }
    }

    // MARK: - Real files

    /// gpxpy's `length_2d` and elapsed time (../shared/fixtures/README.md). korita-zbevnica.gpx holds an
    /// 8,645 m planned route without times before the recorded tracks: the README's 14,913.7 m counts
    /// it, tracker leaves it out, so the reference is gpxpy 1.6.2's `length_2d` over the two timed
    /// tracks (`ACTIVE LOG`, `ACTIVE LOG #2`; 513 points).
    @Test(arguments: [("cerknicko-jezero.gpx", 4580.1, 7190.0), ("korita-zbevnica.gpx", 6268.5, 13381.0), ("track-with-empty-segment.gpx", 85.9, 76.0)])
    func realTracksAgreeWithGpxpyWithinOnePercent(name: String, distance: Double, elapsed: Double) throws {
        guard let path = Fixtures.shared("gpx/" + name) else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let summary = try GPXReader(options: Fixtures.options, fileName: name).summarize(FileByteStream(path: path))
        #expect(abs(summary.distance - distance) / distance < 0.01, "\(summary.distance)")
        let measured = try #require(summary.elapsed)
        // gpxpy's time bounds also count waypoints' times; ours only the track's.
        #expect(abs(measured - elapsed) <= 60, "\(measured)")
    }

    /// gpxpy smooths elevations before summing rises; ours is a 5 m hysteresis (`importedClimb`). The two
    /// agree within 15% on these hikes (README.md lists both figures; for korita-zbevnica.gpx, gpxpy's
    /// uphill over the timed tracks, as above).
    @Test(arguments: [("cerknicko-jezero.gpx", 223.5), ("korita-zbevnica.gpx", 307.6)])
    func realTracksClimbNearGpxpy(name: String, uphill: Double) throws {
        guard let path = Fixtures.shared("gpx/" + name) else { return }
        let summary = try GPXReader(options: Fixtures.options, fileName: name).summarize(FileByteStream(path: path))
        #expect(abs(summary.elevationGain - uphill) / uphill < 0.15, "\(summary.elevationGain)")
    }

    /// The real file's planned route (358 points without times) is not merged in at the start time:
    /// every sample is one of the 513 timed points, and no split is covered in no time.
    @Test func realPlannedRouteIsLeftOut() throws {
        guard let path = Fixtures.shared("gpx/korita-zbevnica.gpx") else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        // The points with a <time>, counted in the text.
        let timed = text.components(separatedBy: "<trkpt").dropFirst().filter { point in
            point.components(separatedBy: "</trkpt>").first?.contains("<time>") ?? false
        }.count
        #expect(timed == 513)
        let imported = try #require(try Self.activity(text))
        let stream = try #require(imported.stream)
        #expect(stream.count == timed)
        #expect(stream.segmentStarts.count == 1)
        #expect(zip(stream.time, stream.time.dropFirst()).allSatisfy { $0 <= $1 })
        let splits = stream.splits(every: 1_000)
        #expect(splits.count == 7)
        #expect(splits.allSatisfy { $0.elapsedTime > 0 }, "\(splits.map(\.elapsedTime))")
        #expect(abs(imported.activity.distance - 6_268.5) / 6_268.5 < 0.01, "\(imported.activity.distance)")
    }

    @Test func realFilesWithoutUsableTimesAreRefused() throws {
        for name in ["cerknicko-without-times.gpx", "gpx1.1_with_all_fields.gpx", "unicode_with_bom.gpx"] {
            guard let path = Fixtures.shared("gpx/" + name) else { return }
            #expect(throws: ImportError.self, "\(name)") {
                try GPXReader(options: Fixtures.options, fileName: name).read(FileByteStream(path: path)) { _ in }
            }
        }
    }
}
