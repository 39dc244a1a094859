import Foundation
import Testing
@testable import TrackerCore

/// TrackerCore formats, trims and splits paths without Foundation's NSString (see
/// BENCHMARKS.md, start-up); each replacement gives what Foundation gives for the same input.
@Suite struct StringFoundationParityTests {
    static let texts = [
        "", " ", "\t", "run", "  run  ", "\trun\t", " \n run \r\n", "\u{00A0}run\u{00A0}", "\u{2003}Lauf\u{3000}",
        "\u{85}x\u{2028}", "\u{2029}y\u{000B}\u{000C}", "a b", "  ", "\n\n", "🏃 ", " é", " e\u{301} ", "\u{200B}z\u{200B}",
        "\u{FEFF}w", " \u{1680}v\u{202F} ", "x\u{205F}",
    ]

    @Test(arguments: texts)
    func trimmingSpaces(_ text: String) {
        #expect(text.trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
        #expect(text[...].trimmingSpaces() == text.trimmingCharacters(in: .whitespaces))
    }

    @Test(arguments: texts)
    func trimmingSpacesAndLineBreaks(_ text: String) {
        #expect(text.trimmingSpacesAndLineBreaks() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test(arguments: ["Aktivita\u{308}ts-ID", "Aktivitäts-ID", "e\u{301}\u{323}", "Å", "A\u{30A}", "ﬁ", "한", "\u{1100}\u{1161}\u{11A8}", ""])
    func canonicallyComposed(_ text: String) {
        #expect(Array(text.canonicallyComposed.unicodeScalars) == Array(text.precomposedStringWithCanonicalMapping.unicodeScalars))
    }

    @Test(arguments: [0.0, -0.0, 0.05, 0.15, 0.25, 2.675, 1.005, -1.25, 12.345, 99.95, 1e15, -7.5, 0.5, 1.5, 2.5, 1234.5678])
    func printfOfDoubles(_ value: Double) {
        for format in ["%.0f", "%.1f", "%.2f", "+%.0f", "%+.2f", "%6.1f"] {
            #expect(String(printf: format, value) == String(format: format, value), "\(format) of \(value)")
        }
    }

    @Test(arguments: [0, 7, 59, 60, 61, 3599, 3600, 86_399, -5, 123_456])
    func printfOfIntegers(_ value: Int) {
        #expect(String(printf: "%d:%02d", value / 60, value % 60) == String(format: "%d:%02d", value / 60, value % 60))
        #expect(String(printf: "%04d%02d", value, value % 100) == String(format: "%04d%02d", value, value % 100))
        let crc = UInt16(truncatingIfNeeded: value)
        #expect(String(printf: "0x%04X", crc) == String(format: "0x%04X", crc))
        let scalar = UInt32(truncatingIfNeeded: value) & 0xFFFF
        #expect(String(printf: "\\u%04x", scalar) == String(format: "\\u%04x", scalar))
    }

    @Test(arguments: [0.0, 1e-5, 0.5, 2.5, 100.0, 123_456.789, 1e21, -3.25, .infinity, -.infinity, .nan])
    func printfOfGeneralAndMixedConversions(_ value: Double) {
        for format in ["%g", "%G", "%e", "%.3e", "%10.4f", "%-8.1f|", "%08.2f", "%.7f"] {
            #expect(String(printf: format, value) == String(format: format, value), "\(format) of \(value)")
        }
        let count = Int(value.isFinite ? min(max(value, -1e6), 1e6) : 0)
        #expect(String(printf: "rho = %+.2f over %d weeks", value, count) == String(format: "rho = %+.2f over %d weeks", value, count))
        #expect(String(printf: " (95%% interval %+.2f to %+.2f)", value, -value) == String(format: " (95%% interval %+.2f to %+.2f)", value, -value))
        #expect(String(printf: "%8d %8d %6d  ", count, -count, 7) == String(format: "%8d %8d %6d  ", count, -count, 7))
    }

    @Test(arguments: [[], [""], ["a"], ["a", ""], ["", "b", ""], ["run", "ride", "swim"], ["é", "🏃‍♀️", "x y"]])
    func joinedTextIsJoined(_ texts: [String]) {
        for separator in ["", ", ", "\n", "  "] {
            #expect(texts.joinedText(separator: separator) == texts.joined(separator: separator), "\(texts) with '\(separator)'")
        }
        #expect(texts.joinedText() == texts.joined())
    }

    @Test func printfWithoutANumberLeftOrAConversion() {
        // A conversion with no number left is written as it stands; `%%` is one percent sign.
        #expect(String(printf: "%d and %d", 1) == "1 and %d")
        #expect(String(printf: "100%% of %.1f", 2.25) == "100% of 2.2")
        #expect(String(printf: "a % b") == "a % b")
        #expect(String(printf: "ends with %") == "ends with %")
        #expect(String(printf: "no conversions") == "no conversions")
        // A number of the other kind is converted to the kind the conversion names.
        #expect(String(printf: "%d", 2.9) == "2")
        #expect(String(printf: "%.1f", 3) == "3.0")
        #expect(String(printf: "%04X", UInt8(0xAB)) == "00AB")
        #expect(String(printf: "%u", Int(-1)) == "18446744073709551615")
        // Length modifiers are read and left out: every number goes in at its full width.
        #expect(String(printf: "%ld %lu %lld %zu", -5, UInt(7), Int64.min, 42) == "-5 7 -9223372036854775808 42")
        #expect(String(printf: "%lf|%Lf", 1.5, 2.25) == "1.500000|2.250000")
    }

    @Test func printfOfLongText() {
        let value = 1e300
        #expect(String(printf: "%.2f", value) == String(format: "%.2f", value))
        #expect(String(printf: "%.2f", value).count > 300)
    }

    @Test(arguments: [
        "/", "a", "a/", "a//", "/a", "/a/", "/a/b", "/a/b/", "a/b", "a/b.c", "/tmp/scratch.tiff",
        "/tmp/lock/", "tracker.db", "./x.csv", "../up/x.json.gz", ".hidden", "dir/.hidden", "a.b/c", "x.", "/a.b.c",
        "~/exports/out.CSV", "with space/file name.gpx",
    ])
    func pathComponents(_ path: String) {
        let ns = path as NSString
        #expect(path.lastPathComponent == ns.lastPathComponent, "last component of '\(path)'")
        #expect(path.pathExtension == ns.pathExtension, "extension of '\(path)'")
    }

    /// NSString's `deletingLastPathComponent` traps on some paths in Foundation on Linux, so the
    /// parent is checked against the examples of its documentation and the paths tracker opens.
    @Test(arguments: [
        ("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"),
        ("scratch.tiff", ""), ("a/b", "a"), ("a/b/", "a"), ("./x.db", "."), ("~/.local/share/tracker/tracker.db", "~/.local/share/tracker"),
        ("a//b", "a"),
    ])
    func parents(_ path: String, _ parent: String) {
        #expect(path.deletingLastPathComponent == parent)
    }

    /// Where NSString traps (the empty path) or gives nothing for a path of slashes, these keep
    /// to the rules above.
    @Test func pathsWithoutComponents() {
        #expect(("".lastPathComponent, "".deletingLastPathComponent, "".pathExtension) == ("", "", ""))
        #expect(("//".lastPathComponent, "//".deletingLastPathComponent, "//".pathExtension) == ("/", "/", ""))
    }
}
