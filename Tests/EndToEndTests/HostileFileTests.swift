import Foundation
import Testing
import TrackerTestSupport

/// Files built to hurt a parser: each is refused (or read) quickly, in bounded memory,
/// leaves nothing behind, and never leaks a local file into the database.
@Suite struct HostileFileTests {
    let directory = TemporaryDirectory()
    var environment: [String: String] {
        ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "HOME": directory.path]
    }

    func write(_ name: String, _ text: String) throws -> String {
        let path = directory.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Imports `path` with the built binary and checks it is refused, within `seconds` of CPU time
    /// (`nil`: no time check) and `memoryMiB` of anonymous memory, leaving the database empty.
    func importRefused(_ path: String, seconds: Double? = 5, memoryMiB: Double = 64, file: StaticString = #filePath) throws -> MeasuredRun.Result {
        let result = try MeasuredRun.run(["import", path], environment: environment)
        #expect(result.signal == 0, "crashed: \(result.error)")
        #expect(result.status == 1, "\(result.output)\(result.error)")
        #expect(result.output.contains("rejected"), "\(result.output)")
        // CPU time, not wall time: a busy machine must not fail the test.
        if let seconds { #expect(result.cpuSeconds < seconds, "took \(result.cpuSeconds) s of CPU time") }
        // What the run allocated, not the pages of the binary and libraries it maps.
        #expect(result.peakAnonymousMiB > 0 && result.peakAnonymousMiB < memoryMiB, "peak \(result.peakAnonymousMiB) MiB of anonymous memory (\(result.peakMemoryMiB) MiB resident)")
        let listed = try MeasuredRun.run(["list", "--json"], environment: environment)
        #expect(listed.output == "[]\n", "\(listed.output)")
        return result
    }

    static let track = "<trk><name>&x;</name><trkseg><trkpt lat=\"46.0\" lon=\"14.0\"><time>2026-11-29T07:30:00Z</time></trkpt><trkpt lat=\"46.01\" lon=\"14.0\"><time>2026-11-29T07:40:00Z</time></trkpt></trkseg></trk>"

    @Test func externalEntityIsNeverRead() throws {
        let path = try write("xxe.gpx", """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]>
            <gpx version="1.1" creator="x">\(Self.track)</gpx>
            """)
        let result = try importRefused(path)
        #expect(!result.output.contains("root:") && !result.error.contains("root:"))
        // The same through a parameter entity, and with the DOCTYPE after a comment.
        let parameter = try write("xxe2.gpx", """
            <?xml version="1.0"?><!-- a comment first -->
            <!DOCTYPE gpx [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>
            <gpx version="1.1" creator="x">\(Self.track.replacingOccurrences(of: "&x;", with: "n"))</gpx>
            """)
        _ = try importRefused(parameter)
    }

    @Test func billionLaughsIsRefusedQuickly() throws {
        var entities = "<!ENTITY x0 \"ha\">"
        for level in 1...12 {
            entities += "<!ENTITY x\(level) \"" + String(repeating: "&x\(level - 1);", count: 10) + "\">"
        }
        let path = try write("laughs.gpx", "<?xml version=\"1.0\"?><!DOCTYPE gpx [\(entities)]><gpx>\(Self.track.replacingOccurrences(of: "&x;", with: "&x12;"))</gpx>")
        _ = try importRefused(path, seconds: 3)
    }

    /// 200,000 nested elements are refused at the nesting limit, whatever the machine's speed: at
    /// the 64th `<a>` (line 65, inside `<gpx>`), having read no further. bench/hostile-xml times it.
    @Test func deepNestingIsRefusedAtTheNestingLimit() throws {
        let depth = 200_000
        let path = try write("deep.gpx", "<gpx>" + String(repeating: "\n<a>", count: depth) + String(repeating: "</a>", count: depth) + "</gpx>")
        let result = try importRefused(path, seconds: nil)
        #expect(result.output.contains("deep.gpx:65: rejected: <a> is nested more than 64 elements deep"), "\(result.output)")
    }

    @Test func hundredMegabyteSingleLineFilesAreRefusedQuickly() throws {
        let line = Data(repeating: UInt8(ascii: "7"), count: 100 << 20)
        let csv = directory.file("long.csv")
        try (Data("id,start,type,name,notes,distance_m,duration_s,elevation_m\n1,".utf8) + line).write(to: URL(fileURLWithPath: csv))
        _ = try importRefused(csv)
        let gpx = directory.file("long.gpx")
        try (Data("<gpx><trk><name>".utf8) + line).write(to: URL(fileURLWithPath: gpx))
        _ = try importRefused(gpx)
        try? FileManager.default.removeItem(atPath: csv)
        try? FileManager.default.removeItem(atPath: gpx)
    }

    @Test func fitHeaderClaimingAHugeSizeIsRefusedQuickly() throws {
        // A 14-byte header announcing 4 GB of records, followed by a few bytes.
        var bytes: [UInt8] = [14, 0x20, 0x08, 0x08, 0xFF, 0xFF, 0xFF, 0xFF] + Array(".FIT".utf8) + [0, 0]
        bytes += [0x40, 0, 0, 0, 0, 1, 0, 4, 1] + [UInt8](repeating: 0, count: 64)
        let path = directory.file("huge.fit")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let result = try importRefused(path, seconds: 3)
        #expect(result.output.contains("huge.fit"))
    }
}
