import Foundation
import TrackerImport

/// The import readers, each run through the whole importer (`ImportBench`).
extension FuzzTargets {
    static let xmlTokens = ["<?xml version=\"1.0\"?>", "<!DOCTYPE gpx [", "<!ENTITY x SYSTEM \"file:///etc/passwd\">", "<!ENTITY a \"aaaa\">", "&x;", "&a;", "&amp;", "&#0;", "&#x1F3C3;",
                            "<![CDATA[", "]]>", "<!--", "-->", "<?pi?>", "xmlns=\"", "lat=\"", "lon=\"", "\"", "<trkpt lat=\"46.1\" lon=\"14.1\">", "</trkpt>", "<ele>", "</ele>", "<time>", "</time>",
                            "2026-11-29T07:30:00Z", "<trkseg>", "</trkseg>", "<trk>", "</trk>", "<name>", "<type>", "<Trackpoint>", "</Trackpoint>", "<Time>", "</Time>", "<Lap StartTime=\"2026-11-29T07:30:00Z\">",
                            "<DistanceMeters>", "</DistanceMeters>", "<AltitudeMeters>", "<TotalTimeSeconds>", "Sport=\"Running\"", "<Activity ", "</Activity>", "-1e308", "NaN", "1e400"]
    static let csvTokens = [",", "\"", "\"\"", "\r\n", "\n", "\r", "id,start,type,name,notes,distance_m,duration_s,elevation_m", "date,level,value,note", "2026-11-29T07:30:00Z", "2026-11-29", "run", "ride", "swim",
                            "good", "NaN", "-1", "1e308", "99999999999", "\u{FEFF}", "\u{0}", "Activity ID", "Activity Date", "Elapsed Time", "Distance", "\"Nov 29, 2026, 7:30:00 AM\"", "activities/1.gpx.gz"]

    static let csvSeeds = [
        "id,start,type,name,notes,distance_m,duration_s,elevation_m\r\n1,2026-11-29T07:30:00+01:00,run,Morning loop,\"notes, with comma\",5200,2700,156\r\n2,2026-11-28T18:00:00Z,ride,,,42000,5700,300\r\n",
        "date,level,value,note\r\n2026-11-29,good,2,fine\r\n2026-11-28,bad,0,\"a \"\"quoted\"\" note\"\r\n",
    ]
    static let stravaSeeds = [
        "Activity ID,Activity Date,Activity Name,Activity Type,Elapsed Time,Distance,Moving Time,Elevation Gain,Filename,Distance,Elapsed Time\n"
            + "123,\"Nov 29, 2026, 7:30:00 AM\",Morning Run,Run,2700,5.20,2600,156,activities/123.gpx.gz,5200.0,2700.0\n"
            + "124,\"Nov 28, 2026, 6:00:00 PM\",Ride,Ride,5700,42.0,5600,300,,42000.0,\n",
    ]
    static let jsonSeeds = [
        "[{\"id\":1,\"start\":\"2026-11-29T07:30:00Z\",\"type\":\"run\",\"name\":\"x\",\"notes\":null,\"distance_m\":5200,\"duration_s\":2700,\"elevation_m\":156}]",
        "[{\"date\":\"2026-11-29\",\"level\":\"good\",\"value\":2,\"note\":\"fine \\u00e9\"}]",
    ]
    static let gpxSeeds = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"t\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>Loop</name><type>running</type><trkseg>\n"
            + "<trkpt lat=\"46.0\" lon=\"14.0\"><ele>300</ele><time>2026-11-29T07:30:00Z</time></trkpt>\n"
            + "<trkpt lat=\"46.001\" lon=\"14.001\"><ele>305</ele><time>2026-11-29T07:31:00Z</time></trkpt>\n"
            + "<trkpt lat=\"46.002\" lon=\"14.002\"><ele>302</ele><time>2026-11-29T07:32:00Z</time></trkpt>\n</trkseg></trk></gpx>\n",
    ]
    static let tcxSeeds = [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\"><Activities><Activity Sport=\"Running\"><Id>2026-11-29T07:30:00Z</Id>"
            + "<Lap StartTime=\"2026-11-29T07:30:00Z\"><TotalTimeSeconds>2700</TotalTimeSeconds><DistanceMeters>5200</DistanceMeters><Track>"
            + "<Trackpoint><Time>2026-11-29T07:30:00Z</Time><AltitudeMeters>10</AltitudeMeters><DistanceMeters>0</DistanceMeters></Trackpoint>"
            + "<Trackpoint><Time>2026-11-29T08:15:00Z</Time><AltitudeMeters>20</AltitudeMeters><DistanceMeters>5200</DistanceMeters></Trackpoint>"
            + "</Track></Lap></Activity></Activities></TrainingCenterDatabase>\n",
    ]
    /// `gzip -n` of a CSV seed and of a GPX seed.
    static let gzipSeeds = [
        "H4sIAAAAAAACAyXMwQqDMBAE0LvgPwSvXWGTolL/wVvvEkxoA+6uJGtL/74BL49hGCYFKOqzgv6OCOypIhoLhFR73uJKEM7sNQmvBeIeP1emtrHg0I29tb17PHGa7zgj3tBWIZ8Mi2RO/DK7yAHddWu+Sd9mEyLfweDq0k0VO4xt8wfcuGSDjAAAAA==",
        "H4sIAAAAAAACA32PwQqDMBBE7/2KkLvNJlpLZbP+QI899SYliDSaEIP4+Y0BQWjpaWZn2ccOtuto2WLCPLhJc3kG3hL2fj1mkrNXMF10QfPICWN4E07daOjunEeR7ZbOps/qI7Nd1LyqE4/ZTKmSJTTWUAmAYjMYh3SoQNWFlIW6PeDalNAAPFHkVZIN9sUEeaCmYede/nDlL67Ynxa5k0jF6fQBQ3SVcxQBAAA=",
    ].compactMap { Data(base64Encoded: $0).map(Array.init) }

    /// A FIT file with a 14-byte header, no records and both CRCs, built here so that the FIT
    /// target has a valid seed even without the shared fixtures.
    static var emptyFIT: [UInt8] {
        var header: [UInt8] = [14, 0x20, 0x08, 0x08, 0, 0, 0, 0] + Array(".FIT".utf8)
        let headerCRC = FITCRC.checksum(header)
        header += [UInt8(headerCRC & 0xFF), UInt8(headerCRC >> 8)]
        let fileCRC = FITCRC.checksum(header)
        return header + [UInt8(fileCRC & 0xFF), UInt8(fileCRC >> 8)]
    }

    /// Small real files from `../shared/fixtures/<kind>/` when that folder exists.
    static func fixtures(_ kind: String, file: StaticString = #filePath) -> [[UInt8]] {
        let root = URL(fileURLWithPath: "\(file)").deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = ProcessInfo.processInfo.environment["TRACKER_FIXTURES"].map { URL(fileURLWithPath: $0) }
            ?? root.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        let directory = folder.appendingPathComponent(kind)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().filter { $0.hasSuffix("." + kind) }.compactMap { name in
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path), data.count <= 40 * 1024 else { return nil }
            return Array(data)
        }
    }

    static func importTarget(_ name: String, file: String, format: ImportFormat, seeds: [[UInt8]], dictionary: [String]) -> FuzzTarget {
        FuzzTarget(name: name, binarySeeds: seeds, dictionary: dictionary, maximumLength: 128 * 1024) { bytes in
            try ImportBench.current.run(bytes, fileName: file, format: format)
        }
    }

    static var imports: [FuzzTarget] {
        let utf8 = { (texts: [String]) in texts.map { Array($0.utf8) } }
        return [
            importTarget("csv", file: "fuzz.csv", format: .csv, seeds: utf8(csvSeeds), dictionary: csvTokens),
            importTarget("strava", file: "activities.csv", format: .strava, seeds: utf8(stravaSeeds), dictionary: csvTokens),
            importTarget("json", file: "fuzz.json", format: .json, seeds: utf8(jsonSeeds), dictionary: ["{", "}", "[", "]", ":", ",", "\"", "null", "true", "1e999", "-0", "\\u0000", "\\ud800", "\"start\"", "\"type\"", "\"distance_m\""]),
            importTarget("gpx", file: "fuzz.gpx", format: .gpx, seeds: utf8(gpxSeeds) + fixtures("gpx"), dictionary: xmlTokens),
            importTarget("tcx", file: "fuzz.tcx", format: .tcx, seeds: utf8(tcxSeeds) + fixtures("tcx"), dictionary: xmlTokens),
            importTarget("fit", file: "fuzz.fit", format: .fit, seeds: [emptyFIT] + fixtures("fit"), dictionary: [".FIT", "\u{0E}", "\u{0C}", "\u{40}", "\u{00}\u{00}\u{14}\u{00}", "\u{FF}\u{FF}\u{FF}\u{FF}"]),
            importTarget("gzip", file: "fuzz.csv.gz", format: .auto, seeds: gzipSeeds, dictionary: ["\u{1F}\u{8B}\u{08}", "\u{00}\u{00}\u{00}\u{00}", "\u{FF}\u{FF}"]),
        ]
    }
}
