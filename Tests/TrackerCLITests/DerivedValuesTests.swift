import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTestSupport
import TrackerTime

/// Derived values come from the stream as stored: `import`, then `edit`, then `records --rebuild`
/// leave every derived table's bytes alike, for every real recording and for made-up ones.
@Suite struct DerivedValuesTests {
    /// `../shared/fixtures` beside the package root, or `nil` when absent.
    static let fixtures: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    /// Every GPX, FIT and TCX file of the shared fixtures.
    static func recordings() -> [String] {
        guard let folder = fixtures else { return [] }
        return ["gpx", "fit", "tcx"].flatMap { kind -> [String] in
            let directory = folder.appendingPathComponent(kind)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.lowercased().hasSuffix("." + kind) }.sorted().map { directory.appendingPathComponent($0).path }
        }
    }

    /// A run of `seconds` along a wavering line: positions between the codec's 1e-7 degrees and
    /// distances between its decimetres, as a GPS track's are.
    static func madeUpGPX(seconds: Int, seed: Double) -> String {
        var points = ""
        for second in stride(from: 0, through: seconds, by: 1) {
            let t = Double(second)
            let latitude = 46.05 + t * 3.1 / 111_195 + 0.000_012_345 * sin(t / 7 + seed)
            let longitude = 14.5 + 0.000_021_7 * cos(t / 11 + seed)
            let time = ISO8601.string(LocalInstant(secondsSince1970: 1_700_000_000 + Int64(second), utcOffset: 0))
            points += "<trkpt lat=\"\(latitude)\" lon=\"\(longitude)\"><ele>\(300 + 5 * sin(t / 90))</ele><time>\(time)</time>"
                + "<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>\(140 + Int(12 * sin(t / 40)))</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">
            <trk><type>running</type><trkseg>
            \(points)</trkseg></trk></gpx>
            """
    }

    /// Imports `path`, edits the first activity's name, rebuilds: the derived bytes never move.
    static func checkImportEditRebuild(_ path: String) throws {
        let harness = TrackerHarness()
        let imported = harness.run(["import", path])
        guard imported.status == 0 else {
            // A damaged fixture (a refused file) leaves nothing to derive.
            print("skipped \(path): \(imported.error)")
            return
        }
        let afterImport = try DerivedSnapshot(Database(path: harness.databasePath))
        #expect(!afterImport.efforts.isEmpty || !afterImport.loads.isEmpty, "\(path)")
        #expect(harness.run(["edit", "1", "--name", "Evening run"]).status == 0)
        let afterEdit = try DerivedSnapshot(Database(path: harness.databasePath))
        #expect(afterEdit == afterImport, "\(path): edit")
        #expect(harness.run(["records", "--rebuild"]).status == 0)
        let afterRebuild = try DerivedSnapshot(Database(path: harness.databasePath))
        #expect(afterRebuild == afterImport, "\(path): rebuild")
    }

    @Test func everyRealRecordingDerivesTheSameBytesAtImportEditAndRebuild() throws {
        let paths = Self.recordings()
        guard !paths.isEmpty else {
            print("skipped: ../shared/fixtures is absent")
            return
        }
        for path in paths { try Self.checkImportEditRebuild(path) }
    }

    @Test(arguments: [0.0, 1.3, 2.9])
    func madeUpRecordingsDeriveTheSameBytesAtImportEditAndRebuild(seed: Double) throws {
        let directory = TemporaryDirectory()
        let path = directory.file("run.gpx")
        _ = FileManager.default.createFile(atPath: path, contents: Data(Self.madeUpGPX(seconds: 2_000 + Int(seed * 300), seed: seed).utf8))
        try Self.checkImportEditRebuild(path)
    }
}
