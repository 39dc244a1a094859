import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// `tracker segment`: efforts found when a segment is added and kept by every later write, the
/// leaderboard, the best an import announces, backups, and what is refused.
@Suite struct SegmentCommandTests {
    let tracker = TrackerHarness()

    static let latitude = 46.05
    /// Degrees of longitude in a metre at `latitude`.
    static let perMetre = 1 / (111_320 * cos(latitude * .pi / 180))

    /// A GPX run east along `latitude` from 0 to `metres`, a fix every `speed` metres a second
    /// (reversed when `west`), with heart rate.
    func gpx(_ name: String, day: String, metres: Double = 3000, speed: Double = 4, west: Bool = false, offset: Double = 0) throws -> String {
        var points = ""
        let count = Int(metres / speed)
        for index in 0...count {
            let along = west ? metres - Double(index) * speed : Double(index) * speed
            let lat = Self.latitude + offset / 111_320
            let lon = 14.5 + along * Self.perMetre
            let time = String(format: "%02d:%02d:%02d", 8 + index / 3600, index / 60 % 60, index % 60)
            points += "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><time>\(day)T\(time)Z</time><extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>150</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>"
        }
        let text = """
            <?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk><type>running</type><trkseg>\(points)</trkseg></trk></gpx>
            """
        let path = tracker.directory.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func showJSON(_ name: String) throws -> [[String: Any]] {
        let result = tracker.run(["segment", "show", name, "--json"])
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput)) as? [String: Any])
        return try #require(object["efforts"] as? [[String: Any]])
    }

    @Test func addFindsEveryPassAndShowRanksThem() throws {
        #expect(tracker.run(["import", try gpx("a.gpx", day: "2026-03-01", speed: 4)]).status == 0)
        #expect(tracker.run(["import", try gpx("b.gpx", day: "2026-04-01", speed: 5)]).status == 0)
        #expect(tracker.run(["import", try gpx("back.gpx", day: "2026-05-01", speed: 5, west: true)]).status == 0)
        #expect(tracker.run(["import", try gpx("aside.gpx", day: "2026-06-01", speed: 5, offset: 40)]).status == 0)
        let added = tracker.run(["segment", "add", "Flat mile", "--activity", "1", "--from", "1", "--to", "2.5"])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("2 efforts found"), "\(added.output)")
        let efforts = try showJSON("flat mile")
        // The faster run first; the westward run and the one 40 m aside do not count.
        #expect(efforts.map { $0["activity_id"] as? Int } == [2, 1])
        let times = efforts.compactMap { $0["elapsed_s"] as? Double }
        #expect(times.count == 2 && abs(times[0] - 300) <= 2 && abs(times[1] - 375) <= 2, "\(times)")
        #expect(efforts.first?["heart_rate_bpm"] as? Double == 150)
        let show = tracker.run(["segment", "show", "Flat mile"])
        #expect(show.output.contains("Flat mile  1.50 km, 2 efforts"), "\(show.output)")
        // The segment ends 2.5 km along activity 1; in activity 2's fixes, 5 m and a second apart, the
        // nearest to that end is one past 2,500 m of the test's metres (haversine metres are a little
        // shorter), so the pass takes 301 s: 200.7 s a km, shown rounded as the time is.
        #expect(show.output.contains("1  5:01  3:21 /km"), "\(show.output)")
        for columns in [60, 80, 120] {
            #expect(tracker.linesWiderThan(columns, running: ["segment", "show", "Flat mile"]).isEmpty)
            #expect(tracker.linesWiderThan(columns, running: ["segment", "list"]).isEmpty)
        }
        #expect(tracker.run(["segment", "list"]).output.contains("Flat mile"))
    }

    @Test func writesKeepTheEffortsAndImportAnnouncesANewBest() throws {
        #expect(tracker.run(["import", try gpx("a.gpx", day: "2026-03-01", speed: 4)]).status == 0)
        #expect(tracker.run(["segment", "add", "Hill", "--activity", "1", "--from", "0.5", "--to", "2"]).status == 0)
        let slower = tracker.run(["import", try gpx("slow.gpx", day: "2026-03-02", speed: 3)])
        #expect(!slower.output.contains("New best"), "\(slower.output)")
        let faster = tracker.run(["import", try gpx("fast.gpx", day: "2026-03-03", speed: 5)])
        #expect(faster.output.contains("New best on Hill: "), "\(faster.output)")
        #expect(try showJSON("Hill").map { $0["activity_id"] as? Int } == [3, 1, 2])
        #expect(tracker.run("delete 3").status == 0)
        #expect(try showJSON("Hill").map { $0["activity_id"] as? Int } == [1, 2])
        #expect(tracker.run(["edit", "2", "--name", "Easy"]).status == 0)
        let before = tracker.run(["segment", "show", "Hill", "--json"]).output
        #expect(tracker.run(["records", "--rebuild"]).status == 0)
        #expect(tracker.run(["segment", "show", "Hill", "--json"]).output == before)
        #expect(tracker.run(["segment", "delete", "hill"]).output == "Deleted segment Hill and its 2 efforts\n")
        #expect(tracker.run(["segment", "list"]).output.hasPrefix("No segments yet"))
    }

    @Test func aSegmentFromAGPXFileAndItsBackup() throws {
        #expect(tracker.run(["import", try gpx("a.gpx", day: "2026-03-01")]).status == 0)
        let drawn = try gpx("drawn.gpx", day: "2026-01-01", metres: 1000, speed: 50)
        let added = tracker.run(["segment", "add", "First km", "--gpx", drawn])
        #expect(added.status == 0, "\(added.error)")
        #expect(added.output.contains("1 effort found"), "\(added.output)")
        let backup = tracker.directory.file("backup.db")
        #expect(tracker.run(["backup", backup]).status == 0)
        #expect(tracker.run(["segment", "delete", "First km"]).status == 0)
        #expect(tracker.run(["restore", backup]).status == 0)
        #expect(try showJSON("First km").count == 1)
        // Through export and import: the points come back, and the efforts are found again.
        let exported = tracker.directory.file("segments.json")
        #expect(tracker.run(["export", "--segments", "-o", exported]).status == 0)
        let listed = tracker.run(["segment", "list", "--json"]).output
        #expect(tracker.run(["segment", "delete", "First km"]).status == 0)
        let imported = tracker.run(["import", exported])
        #expect(imported.output.contains("Added segment First km; 1 effort found"), "\(imported.output)")
        #expect(tracker.run(["segment", "list", "--json"]).output == listed)
        #expect(tracker.run(["import", exported]).output.contains("is there already"))
    }

    @Test(arguments: [
        (["segment", "add", "S", "--activity", "1", "--from", "9", "--to", "10"], "'9' is beyond the end of activity #1"),
        (["segment", "add", "S", "--activity", "1", "--from", "2", "--to", "1"], "'2' is not before --to 1"),
        (["segment", "add", "S", "--activity", "1", "--from", "1", "--to", "1.05"], "a segment is 0.1 to 100 km long"),
        (["segment", "add", "S", "--activity", "2", "--from", "0", "--to", "1"], "'2' has no recorded positions"),
        (["segment", "add", "Taken", "--activity", "1", "--from", "0", "--to", "1"], "'Taken' is taken"),
        (["segment", "show", "Takn"], "did you mean 'Taken'?"),
        (["segment", "delete", "nothing"], "'nothing' is not a segment"),
        (["segment", "add", "S"], "--activity ID --from KM --to KM, or --gpx FILE"),
    ])
    func badInputIsRefusedAndChangesNothing(arguments: [String], message: String) throws {
        #expect(tracker.run(["import", try gpx("a.gpx", day: "2026-03-01")]).status == 0)
        #expect(tracker.run(["add", "--distance", "5", "--duration", "30m"]).status == 0)
        #expect(tracker.run(["segment", "add", "Taken", "--activity", "1", "--from", "1", "--to", "2"]).status == 0)
        let before = tracker.run(["segment", "list", "--json"]).output
        let result = tracker.run(arguments)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: ") && result.error.contains(message), "\(result.error)")
        #expect(tracker.run(["segment", "list", "--json"]).output == before)
    }

    @Test func positionsOutsideWebMercatorAndLongSegmentsAreRefused() throws {
        let polar = tracker.directory.file("polar.gpx")
        try """
            <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="86" lon="0"/><rtept lat="86.01" lon="0"/></rte></gpx>
            """.write(toFile: polar, atomically: true, encoding: .utf8)
        let result = tracker.run(["segment", "add", "Pole", "--gpx", polar])
        #expect(result.status == 64)
        #expect(result.error.contains("outside the Web-Mercator range"), "\(result.error)")
        let long = tracker.directory.file("long.gpx")
        try """
            <?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="46" lon="14"/><rtept lat="47.2" lon="14"/></rte></gpx>
            """.write(toFile: long, atomically: true, encoding: .utf8)
        let tooLong = tracker.run(["segment", "add", "Far", "--gpx", long])
        #expect(tooLong.status == 64)
        #expect(tooLong.error.contains("km long; a segment is 0.1 to 100 km long"), "\(tooLong.error)")
    }

    @Test func aDatabaseWithoutRoutesSaysSo() {
        #expect(tracker.run(["add", "--distance", "5", "--duration", "30m"]).status == 0)
        let result = tracker.run(["segment", "list"])
        #expect(result.status == 0)
        #expect(result.output == "no recorded routes yet\n")
    }
}
