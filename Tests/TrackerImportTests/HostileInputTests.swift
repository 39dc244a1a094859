import Foundation
import Testing
import TrackerTestSupport

/// Inputs the fuzzer found, minimized, that crashed the process inside FoundationXML; each is
/// now refused with a message, and a legitimate file of the same shape still imports.
@Suite struct HostileInputTests {
    func importing(_ name: String, _ bytes: [UInt8]) throws -> (CommandResult, TrackerHarness) {
        let harness = TrackerHarness()
        let path = harness.directory.file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (harness.run(["import", path]), harness)
    }

    @Test(arguments: [
        ("element-name.gpx", [0x3C, 0xD8, 0x6B, 0x70, 0x34] as [UInt8], "is not valid UTF-8"),
        ("empty-encoding.tcx", Array("<?xml encoding?><".utf8) + [0xEE] + Array("s>2".utf8), "is not valid UTF-8"),
        ("declared-utf16.tcx", Array("<?xml encoding=\"UTF-16\"?><".utf8) + [0xFF] + Array("><L".utf8), "is not valid UTF-8"),
        ("instruction.gpx", Array("<gpx><?pi?></gpx>".utf8), "a processing instruction without data"),
        ("instruction-space.tcx", Array("<?xml version=\"1.0\"?><?target \n ?><TrainingCenterDatabase/>".utf8), "a processing instruction without data"),
    ])
    func crashingInputIsRefused(_ name: String, _ bytes: [UInt8], _ reason: String) throws {
        let (result, harness) = try importing(name, bytes)
        #expect(result.status == 1)
        #expect(result.output.contains(reason), "\(result.output)")
        #expect(harness.run(["list", "--json"]).output == "[]\n")
    }

    static let points = "<trkseg><trkpt lat=\"46.0\" lon=\"14.0\"><time>2026-11-29T07:30:00Z</time></trkpt><trkpt lat=\"46.01\" lon=\"14.0\"><time>2026-11-29T07:40:00Z</time></trkpt></trkseg>"

    @Test func declaredLatin1FileStillImports() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><gpx version=\"1.1\" creator=\"x\"><trk><name>Caf".utf8) + [0xE9]
            + Array("</name>\(Self.points)</trk></gpx>".utf8)
        let (result, harness) = try importing("latin1.gpx", bytes)
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(harness.run(["list", "--json"]).output.contains("\"name\": \"Café\""))
    }

    @Test func utf16FileStillImports() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><gpx version=\"1.1\" creator=\"x\"><trk><name>Łódź</name>\(Self.points)</trk></gpx>"
        let (result, harness) = try importing("utf16.gpx", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(harness.run(["list", "--json"]).output.contains("\"name\": \"Łódź\""))
    }

    @Test func stylesheetInstructionWithDataStillImports() throws {
        let text = "<?xml version=\"1.0\"?><?xml-stylesheet href=\"a.xsl\"?><gpx version=\"1.1\" creator=\"x\"><trk><name>Loop ✓</name>\(Self.points)</trk></gpx>"
        let (result, harness) = try importing("styled.gpx", Array(text.utf8))
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(harness.run(["list", "--json"]).output.contains("\"name\": \"Loop ✓\""))
    }
}
