import Foundation
import Testing
import TrackerTestSupport

/// Names and notes are data, never code or terminal commands: stored and exported exactly,
/// escaped on a terminal.
@Suite struct TextSafetyTests {
    static let hostile = [
        "O'Brien \"the quote\"",
        "'; DROP TABLE activities; --",
        "Robert'); DELETE FROM moods WHERE ('1'='1",
        "nul\u{0}inside",
        "\u{1B}[2J\u{1B}[31mred screen\u{1B}[0m",
        "\u{1B}]0;title\u{07}bell",
        "tab\there, comma",
        "line\nbreak",
        "cr\r\nlf",
        "\u{202E}txt.exe\u{202C}",
        "\u{200F}שלום עולם",
        "مرحبا \u{2067}isolated\u{2069}",
        "🏃‍♀️ 🇵🇹 👨‍👩‍👧",
        "\u{7F}\u{85}\u{9B}c1",
        "  spaces  ",
        "\u{FEFF}bom \\ backslash",
        "é precomposed e\u{301} combining",
    ]

    static func jsonObjects(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    /// Foundation's JSON reader drops a leading byte-order mark from strings; for those, the
    /// raw output is checked instead.
    static func same(_ parsed: String?, _ text: String, in output: String) -> Bool {
        if parsed == text { return true }
        return text.hasPrefix("\u{FEFF}") && output.contains("\"" + text.replacingOccurrences(of: "\\", with: "\\\\") + "\"")
    }

    @Test(arguments: hostile)
    func storedAndExportedExactly(_ text: String) throws {
        let harness = TrackerHarness()
        let added = harness.run(["add", "--duration", "30m", "--distance", "5", "--name", text, "--notes", text])
        #expect(added.status == 0, "\(added.error)")
        #expect(harness.run(["mood", "good", "--note", text]).status == 0)

        let json = harness.run(["list", "--json"])
        let objects = try Self.jsonObjects(json.output)
        #expect(objects.count == 1)
        #expect(Self.same(objects.first?["name"] as? String, text, in: json.output))
        #expect(Self.same(objects.first?["notes"] as? String, text, in: json.output))

        let csv = harness.run(["list", "--csv"])
        let rows = CSVReader.rows(csv.output)
        #expect(rows.count == 2, "\(rows)")
        #expect(rows.last?[3] == text)
        #expect(rows.last?[4] == text)

        let moods = harness.run(["moods", "--json"])
        #expect(Self.same(try Self.jsonObjects(moods.output).first?["note"] as? String, text, in: moods.output))

        // The database still has both tables and exactly one row in each.
        #expect(harness.run(["list", "--json"]).status == 0)
        #expect(harness.run(["moods"]).status == 0)
    }

    @Test(arguments: hostile)
    func terminalOutputHasNoRawControlCharacters(_ text: String) throws {
        let harness = TrackerHarness()
        let added = harness.run(["add", "--duration", "30m", "--name", text], terminal: true)
        let listed = harness.run(["list"], terminal: true, columns: 200)
        for output in [added.output, listed.output] {
            // The table's own colours are the only escapes a terminal may get.
            let uncoloured = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            let scalars = uncoloured.unicodeScalars.filter { $0 != "\n" }
            #expect(!scalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(output.debugDescription)")
            #expect(!scalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) })
        }
        if text.contains("\u{1B}") {
            #expect(listed.output.contains("\\u{1B}[2J") || listed.output.contains("\\u{1B}]0;"))
        }
    }

    @Test func argumentsThatLookLikeOptionsOrSQLAreValues() throws {
        let harness = TrackerHarness()
        #expect(harness.run(["add", "--duration", "30m", "--name=--json"]).status == 0)
        let objects = try Self.jsonObjects(harness.run(["list", "--json"]).output)
        #expect(objects.first?["name"] as? String == "--json")
    }

    @Test func absurdValuesAreRefusedBeforeTheyReachTheDatabase() {
        let harness = TrackerHarness()
        let result = harness.run(["add", "--duration", "12712712712712712", "--distance", "1"])
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("tracker: error: --duration: '12712712712712712' is too large; a duration must be at most 744h (31 days)"))
        #expect(harness.run(["list", "--json"]).output == "[]\n")
    }
}

/// A small RFC 4180 reader, to check what `--csv` wrote.
enum CSVReader {
    static func rows(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append("\""); scalars.removeFirst() } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                row.append(field); field = ""
            } else if scalar == "\r" && scalars.first == "\n" {
                scalars.removeFirst()
                row.append(field); field = ""
                rows.append(row); row = []
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !row.isEmpty { row.append(field); rows.append(row) }
        return rows
    }
}
