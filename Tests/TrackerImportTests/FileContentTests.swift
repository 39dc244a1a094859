import Foundation
import Testing
import TrackerCore
@testable import TrackerImport
import TrackerTestSupport

/// The one reading of a file's first bytes, as the CLI's rejection reasons and standard input's
/// format both use it.
@Suite struct FileContentTests {
    static let header = "id,start,type,name,notes,distance_m,duration_s,elevation_m\n"

    static let cases: [(String, [UInt8], FileContent?)] = [
        ("png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0], .png),
        ("jpeg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10], .jpeg),
        ("gif", Array("GIF89a".utf8) + [1, 0], .gif),
        ("pdf", Array("%PDF-1.7\n".utf8), .pdf),
        ("zip", [0x50, 0x4B, 0x03, 0x04, 0x14, 0], .zip),
        ("empty zip", [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18), .zip),
        ("webp", Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
        ("fit", [14, 0x20, 0x5C, 0x08, 0, 0, 0, 0] + Array(".FIT".utf8) + [0, 0], .fit),
        ("xml", Array("<?xml version=\"1.0\"?>\n<gpx>".utf8), .xml),
        ("xml after a byte-order mark and blank lines", [0xEF, 0xBB, 0xBF] + Array("\n\n  <gpx>".utf8), .xml),
        ("json array", Array("[{\"start\": 1}]".utf8), .json),
        ("json object", Array("  {\"a\": 1}".utf8), .json),
        ("csv", Array((header + "1,2026-11-01T07:00:00Z,run\n").utf8), .csv),
        ("csv with CRLF", Array("start,type\r\n2026-11-01,run\r\n".utf8), .csv),
        ("Latin-1 csv", Array("name,notes\n".utf8) + [0x43, 0x61, 0x66, 0xE9], .csv),
        ("csv whose header is cut mid-character", Array("Date,Humeur,Activit".utf8) + [0xC3], .csv),
        // The rule both callers share: markup in the first line is not a table.
        ("a first line with a comma and markup", Array("title,<b>notes</b>\n1,2\n".utf8), nil),
        ("a comma only on the second line", Array("just words\nand, more\n".utf8), nil),
        ("words", Array("just words\n".utf8), nil),
        ("nothing", [], nil),
        ("binary with a comma", [0x01, 0x02, 0x2C, 0x03, 0x0A], nil),
        ("text after a NUL is not read", Array("ab".utf8) + [0] + Array("x,y\n".utf8), nil),
    ]

    @Test(arguments: 0..<cases.count)
    func bytesAreReadAsTheirKind(index: Int) {
        let (name, bytes, kind) = Self.cases[index]
        #expect(FileContent(bytes: bytes) == kind, "\(name)")
    }

    @Test func standardInputsFormatFollowsTheSameReading() {
        #expect(ImportFormat.sniffed(from: Array((Self.header + "1,2026-11-01T07:00:00Z,run\n").utf8)) == .csv)
        #expect(ImportFormat.sniffed(from: Array("title,<b>notes</b>\n1,2\n".utf8)) == nil)
        #expect(ImportFormat.sniffed(from: Array("[]".utf8)) == .json)
        #expect(ImportFormat.sniffed(from: [14, 0x20, 0x5C, 0x08, 0, 0, 0, 0] + Array(".FIT".utf8)) == .fit)
        #expect(ImportFormat.sniffed(from: Array("<?xml version=\"1.0\"?>\n<gpx version=\"1.1\">".utf8)) == .gpx)
        #expect(ImportFormat.sniffed(from: Array("<?xml version=\"1.0\"?>\n<TrainingCenterDatabase>".utf8)) == .tcx)
        #expect(ImportFormat.sniffed(from: Array("<html><body>".utf8)) == nil)
        #expect(ImportFormat.sniffed(from: Array("%PDF-1.7\n".utf8)) == nil)
    }

    @Test func aZipIsItsNameOrEitherSignature() {
        #expect(ImportFormat.isZip(name: "export.ZIP", prefix: []))
        #expect(ImportFormat.isZip(name: "", prefix: [0x50, 0x4B, 0x03, 0x04]))
        #expect(ImportFormat.isZip(name: "empty", prefix: [0x50, 0x4B, 0x05, 0x06]))
        #expect(!ImportFormat.isZip(name: "ride.gpx", prefix: Array("PK".utf8)))
    }

    @Test func theSniffedPrefixIsTheFilesFirstBytes() throws {
        let directory = TemporaryDirectory()
        let long = directory.file("long.csv"), short = directory.file("short.csv")
        let bytes = Array((Self.header + String(repeating: "1,2026-11-01T07:00:00Z,run,,,1,1,1\n", count: 40)).utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: long))
        try Data("a,b".utf8).write(to: URL(fileURLWithPath: short))
        #expect(FileByteStream.prefix(of: long, count: FileContent.sniffedByteCount) == Array(bytes.prefix(FileContent.sniffedByteCount)))
        #expect(FileByteStream.prefix(of: short, count: 512) == Array("a,b".utf8))
        #expect(FileByteStream.prefix(of: directory.file("missing"), count: 4).isEmpty)
        #expect(FileContent(sniffing: long) == .csv)
        #expect(FileContent(sniffing: directory.file("missing")) == nil)
    }
}
