import Testing
import TrackerRandom
import TrackerTestSupport
@testable import TrackerImport

@Suite struct XMLCharacterDataTests {
    static func withData<T>(_ text: [UInt8], _ body: (XMLCharacterData) throws -> T) rethrows -> T {
        try text.withUnsafeBufferPointer { try body(XMLCharacterData(bytes: $0)) }
    }

    /// The in-place reading gives exactly what `Double(String)` gives on the trimmed string.
    @Test(arguments: [
        "734.0", "45.3806355", "-14.1445025", "+5", "-0", "-0.0", "0", "007", "1e5", "5.", ".5", "-", "",
        " 12.5\n", "\t\n 3 \n", "1.2.3", "12a", "inf", "nan", "0x1p3", "9007199254740993", "900719925474099.3",
        "0.1000000000000000055511151231257827", "123456789012345678901234567890", "1,5", " ", "\r\n5\r\n",
        "5\u{301}", "\u{A0}5", "0.30000000000000004", "4.35", "2.675", "1.0000000000000002",
    ])
    func numbersAreReadAsDoubleReadsTheTrimmedText(text: String) {
        Self.withData(Array(text.utf8)) { data in
            let expected = Double(data.string)
            let read = data.number
            #expect(read?.bitPattern == expected?.bitPattern, "\(text): \(String(describing: read)) against \(String(describing: expected))")
        }
    }

    /// Random decimals of every length and sign, against the standard library's parser bit for bit.
    @Test func randomDecimalsMatchTheStandardParser() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<20_000 {
            var text = ""
            if random.unit() < 0.3 { text += random.unit() < 0.5 ? "-" : "+" }
            for _ in 0..<(1 + Int(random.unit() * 12)) { text += String(Int(random.unit() * 10)) }
            if random.unit() < 0.8 {
                text += "."
                for _ in 0..<(1 + Int(random.unit() * 18)) { text += String(Int(random.unit() * 10)) }
            }
            let expected = Double(text)
            Self.withData(Array(text.utf8)) { data in
                #expect(data.number?.bitPattern == expected?.bitPattern, "\(text)")
            }
        }
    }

    /// Trimming byte by byte agrees with trimming grapheme by grapheme wherever it is used.
    @Test(arguments: ["", " ", "\n\t x y \n", "abc", "\r\nabc\r\n", " é ", " \u{301}a", "a\u{301} ", "2026-11-29T07:30:00Z\n  "])
    func trimmingKeepsGraphemes(text: String) {
        Self.withData(Array(text.utf8)) { data in
            let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            let reference = String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
            #expect(data.string == reference)
            #expect(data.isEmpty == reference.isEmpty)
            if let plain = data.trimmedBytes {
                #expect(Array(plain) == Array(reference.utf8))
            }
        }
    }
}
