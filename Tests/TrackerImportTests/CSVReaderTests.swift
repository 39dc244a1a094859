import Testing
import TrackerRandom
import TrackerTestSupport
import TrackerCore
@testable import TrackerImport
import TrackerTime

@Suite struct CSVReaderTests {
    static func records(_ text: [UInt8]) throws -> [[String]] {
        let reader = CSVReader(stream: DataByteStream(text))
        var rows: [[String]] = []
        while let row = try reader.nextRecord() { rows.append(row) }
        return rows
    }

    @Test func readsQuotedFieldsWithCommasQuotesAndNewlines() throws {
        let text = "\u{FEFF}a,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n,,\n\n😀,é,\"\"\n"
        let rows = try Self.records(Array(text.utf8))
        #expect(rows == [["a", "b", "c"], ["x, y", "say \"hi\"", "two\nlines"], ["", "", ""], ["😀", "é", ""]])
    }

    @Test func reportsTheLineOfEachRecord() throws {
        let reader = CSVReader(stream: DataByteStream(Array("h\n\"a\nb\"\nc\n".utf8)))
        _ = try reader.nextRecord()
        _ = try reader.nextRecord()
        #expect(reader.recordLine == 2)
        _ = try reader.nextRecord()
        #expect(reader.recordLine == 4)
    }

    @Test func writerOutputReadsBack() throws {
        var random = SeededRandom(seed: 7)
        let alphabet = Array("ab ,\"\n\r😀é\u{0}x")
        for _ in 0..<200 {
            let row = (0..<random.int(1...5)).map { _ in String((0..<random.int(0...8)).map { _ in alphabet[random.int(0...(alphabet.count - 1))] }) }
            let text = CSVWriter.line(row)
            #expect(try Self.records(Array(text.utf8)) == [row] || row == [""])
        }
    }

    @Test(arguments: [
        ("a,b\n\"open,c\n", 2, "never closed"),
        ("a,b\n\"x\"y,c\n", 2, "after the closing quote"),
        ("a,b\nok,ok\n\u{FF}", 3, "not UTF-8"),
    ])
    func refusesMalformedCSVWithTheLine(text: String, line: Int, reason: String) {
        var bytes = Array(text.utf8)
        if text.hasSuffix("\u{FF}") { bytes = Array(bytes.dropLast(2)) + [0xFF, 0x0A] }
        #expect {
            _ = try Self.records(bytes)
        } throws: { error in
            guard let error = error as? ImportError else { return false }
            return error.location == .line(line) && error.reason.contains(reason)
        }
    }

    @Test func exportTimestampsReadBackToTheSameInstant() {
        var random = SeededRandom(seed: 11)
        for _ in 0..<2000 {
            let instant = LocalInstant(secondsSince1970: Int64(random.int(0...4_000_000_000)), utcOffset: random.int(-64_800...64_800) / 900 * 900)
            let text = ISO8601.string(instant)
            #expect(ISO8601.parse(text)?.seconds == Double(instant.secondsSince1970))
            #expect(ISO8601.parse(text)?.offset == instant.utcOffset)
        }
    }

    @Test func parsesTimestamps() {
        #expect(ISO8601.parse("2026-11-29T07:30:00+01:00")?.seconds == 1_795_933_800)
        #expect(ISO8601.parse("2026-11-29T07:30:00+01:00")?.offset == 3600)
        #expect(ISO8601.parse("2026-11-29T07:30:00.5Z")?.seconds == 1_795_937_400.5)
        #expect(ISO8601.parse("2026-02-30T07:30:00Z") == nil)
        #expect(ISO8601.parse("1900-01-01T00:00:00Z")?.seconds == -2_208_988_800)
    }
}
