import Foundation
import Testing
import TrackerCore
import TrackerTestSupport

/// `tracker tiles`, the new tiles `import` and `show` announce, the exports, and what is refused.
@Suite struct TilesCommandTests {
    let tracker = TrackerHarness()

    /// A GPX run from the centre of tile (x0, y) east to the centre of tile (x1, y) at zoom 14, one
    /// fix a tile apart and a last one `extra` tiles further (a straight jump).
    func gpx(_ name: String, day: String, row y: Int, from x0: Int, to x1: Int) throws -> String {
        var points = ""
        for (index, x) in (x0...x1).enumerated() {
            let position = WebMercator.position(x: Double(x) + 0.5, y: Double(y) + 0.5, zoom: .explorer)
            points += "<trkpt lat=\"\(position.latitude)\" lon=\"\(position.longitude)\"><time>\(day)T08:\(String(format: "%02d", index)):00Z</time></trkpt>"
        }
        let text = """
            <?xml version="1.0"?><gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><type>running</type><trkseg>\(points)</trkseg></trk></gpx>
            """
        let path = tracker.directory.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A 3 x 3 block and one more row: 12 tiles, the square 3 x 3, one cluster tile.
    func importBlock() throws {
        for (index, y) in (5540...5542).enumerated() {
            let result = tracker.run(["import", try gpx("row\(y).gpx", day: "2025-0\(index + 1)-10", row: y, from: 8580, to: 8582)])
            #expect(result.status == 0)
            #expect(result.output.contains("+3 new tiles"), "\(result.output)")
        }
    }

    @Test func tilesCountsTheClusterTheSquareAndTheYears() throws {
        try importBlock()
        // A row in a later year, by a straight jump over four tiles: every crossed tile counts.
        let jump = try gpx("jump.gpx", day: "2026-05-01", row: 5543, from: 8580, to: 8580)
        let far = WebMercator.position(x: 8583.5, y: 5543.5, zoom: .explorer)
        var text = try String(contentsOfFile: jump, encoding: .utf8)
        text = text.replacingOccurrences(of: "</trkseg>", with: "<trkpt lat=\"\(far.latitude)\" lon=\"\(far.longitude)\"><time>2026-05-01T08:05:00Z</time></trkpt></trkseg>")
        try text.write(toFile: jump, atomically: true, encoding: .utf8)
        #expect(tracker.run(["import", jump]).output.contains("+4 new tiles"))

        let json = tracker.run("tiles --json")
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.standardOutput)) as? [String: Any])
        #expect(object["visited"] as? Int == 13)
        #expect((object["cluster"] as? [String: Any])?["size"] as? Int == 2)
        let square = try #require(object["square"] as? [String: Any])
        #expect(square["size"] as? Int == 3)
        #expect((square["corner"] as? [String: Any])?["x"] as? Int == 8580)
        #expect((square["corner"] as? [String: Any])?["y"] as? Int == 5540)
        let years = try #require(object["years"] as? [[String: Any]])
        #expect(years.map { $0["year"] as? Int } == [2025, 2026])
        #expect(years.map { $0["new"] as? Int } == [9, 4])
        #expect(years.map { $0["square"] as? Int } == [3, 3])
        // The 3 x 4 block's middle tiles now have all four neighbours: (8581, 5541) and (8581, 5542).
        #expect(years.map { $0["cluster"] as? Int } == [1, 2])

        let page = tracker.run("tiles")
        #expect(page.output.contains("Visited          13 tiles"))
        #expect(page.output.contains("Largest square   3 x 3 from tile 14/8580/5540"))
        // Only the runs: every activity here is one, so the same count.
        #expect(tracker.run("tiles --type run --json").output.contains("\"visited\": 13"))
        #expect(tracker.run("tiles --type ride").output == "no recorded routes yet\n")
    }

    @Test func showSaysWhichTilesAnActivityVisitedFirst() throws {
        try importBlock()
        _ = tracker.run(["import", try gpx("again.gpx", day: "2025-06-01", row: 5540, from: 8579, to: 8582)])
        #expect(tracker.run("show 4").output.contains("Tiles         +1 new tile of 4"))
        #expect(tracker.run("show 1").output.contains("Tiles         +3 new tiles of 3"))
        // Deleting the first visitor hands its tiles to the next one.
        #expect(tracker.run("delete 1").status == 0)
        #expect(tracker.run("show 4").output.contains("+4 new tiles of 4"))
    }

    @Test func exportsWriteTilesClusterAndSquareAsPolygons() throws {
        try importBlock()
        let path = tracker.directory.file("tiles.geojson")
        let result = tracker.run(["tiles", "--export", "geojson", "-o", path])
        #expect(result.status == 0 && result.output.contains("Wrote \(path) (GeoJSON, 9 tiles at zoom 14)"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let features = try #require(object["features"] as? [[String: Any]])
        let kinds = features.compactMap { ($0["properties"] as? [String: Any])?["kind"] as? String }
        #expect(kinds.filter { $0 == "tile" }.count == 9)
        #expect(kinds.contains("cluster") && kinds.contains("square"))
        let kml = tracker.directory.file("tiles.kml")
        #expect(tracker.run(["tiles", "--export", "kml", "-o", kml]).status == 0)
        let text = try String(contentsOfFile: kml, encoding: .utf8)
        #expect(text.components(separatedBy: "<Polygon>").count - 1 == 9 + 1 + 1)
    }

    @Test func badInputIsRefusedAndChangesNothing() throws {
        try importBlock()
        let before = tracker.databaseBytes()
        let zoom = tracker.run("tiles --zoom 15")
        #expect(zoom.status == 64 && zoom.error.contains("'15' is not a tile zoom") && zoom.error.contains("14 or 17"))
        let polar = tracker.run("tiles --at 86.2,10")
        #expect(polar.status == 64 && polar.error.contains("'86.2,10' is outside the Web-Mercator map"))
        #expect(tracker.run("tiles --at north").status == 64)
        #expect(tracker.run("tiles --export geojson").status == 64)
        #expect(tracker.run("tiles --export shp -o x.shp").status == 64)
        #expect(tracker.databaseBytes() == before)
        let inside = WebMercator.position(x: 8581.5, y: 5541.5, zoom: .explorer)
        #expect(tracker.run(["tiles", "--at", "\(inside.latitude),\(inside.longitude)"]).output.contains("Tile 14/8581/5541: first visited"))
    }

    @Test func noPositionsIsNoRoutesYet() {
        tracker.run("add --distance 5 --duration 25:00")
        let result = tracker.run("tiles")
        #expect(result.status == 0 && result.output == "no recorded routes yet\n")
        #expect(tracker.run("tiles --zoom 17").output == "no recorded routes yet\n")
    }

    @Test func summaryAndRecordsShowTheEddingtonNumber() {
        for day in 1...6 { tracker.run("add --distance \(day + 1) --duration 30m --date 2026-11-0\(day)") }
        // Two activities on one day add up: 2 km and 4 km make a 6 km day.
        tracker.run("add --type ride --distance 4 --duration 20m --date 2026-11-01")
        let summary = tracker.run("summary --json")
        let object = try? JSONSerialization.jsonObject(with: Data(summary.standardOutput)) as? [String: Any]
        let overall = (object?["eddington"] as? [String: Any])?["overall"] as? [String: Any]
        // Days: 6, 3, 4, 5, 6, 7 km: five days of at least 4... E = 4 (4 days >= 4? 6,4,5,6,7 = 5 days >= 4; 4 days >= 5).
        #expect((overall?["km"] as? [String: Any])?["e"] as? Int == 4)
        #expect((overall?["km"] as? [String: Any])?["days_needed_for_next"] as? Int == 1)
        #expect(tracker.run("records").output.contains("All activities  4"))
        #expect(tracker.run("records --json").output.contains("\"record\": \"eddington\""))
    }
}

extension TilesCommandTests {
    @Test func chartTilesWritesAPNG() throws {
        try importBlock()
        let path = tracker.directory.file("tiles.png")
        let result = tracker.run(["chart", "tiles", "-o", path, "--zoom", "17"])
        #expect(result.status == 0 && result.output.contains("Wrote \(path) (PNG, 1200x1000)"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(tracker.run(["chart", "tiles", "--zoom", "16", "-o", path]).status == 64)
        #expect(tracker.run(["chart", "route", "1", "--zoom", "17", "-o", path]).status == 64)
    }
}
