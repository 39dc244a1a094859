import Foundation
import Testing
@testable import TrackerTime

@Suite struct ISO8601Tests {
    @Test(arguments: [
        ("2026-11-29T07:30:00+01:00", 1_795_933_800.0, 3600 as Int?),
        ("2026-11-29 07:30Z", 1_795_937_400, 0), ("2026-11-29t07:30:00-0530", 1_795_957_200, -19_800),
        ("2026-11-29T07:30:00+01", 1_795_933_800, 3600), ("2026-11-29T07:30:00,25Z", 1_795_937_400.25, 0),
        ("1971-06-01T10:00:00-00:44:30", 44_621_070, -2670), ("2026-11-29T07:30", 1_795_937_400, nil),
        ("1969-12-31T23:59:59Z", -1, 0),
    ])
    func parses(_ text: String, _ seconds: Double, _ offset: Int?) throws {
        let parsed = try #require(ISO8601.parse(text))
        #expect(parsed.seconds == seconds)
        #expect(parsed.offset == offset)
    }

    @Test(arguments: [
        "2026-11-29", "2026-11-29T24:00", "2026-11-29T07:60", "2026-02-29T07:30Z", "2026-11-29T07:30:00+19:00",
        "2026-11-29T07:30:00+0100:30", "2026-11-29T07:30:00.", "2026-11-29T07:30:00 ", "0000-01-01T00:00Z",
    ])
    func refuses(_ text: String) {
        #expect(ISO8601.parse(text) == nil)
    }

    /// Whatever the writer writes, at any offset to the second, reads back as the same instant
    /// and offset.
    @Test func writtenTextReadsBack() {
        var state: UInt64 = 7
        func next(_ range: ClosedRange<Int64>) -> Int64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int64((state >> 33) % UInt64(range.upperBound - range.lowerBound + 1))
        }
        for _ in 0..<5000 {
            let instant = LocalInstant(secondsSince1970: next(-100_000...4_000_000_000), utcOffset: Int(next(-64_800...64_800)))
            let parsed = ISO8601.parse(ISO8601.string(instant))
            #expect(parsed?.seconds == Double(instant.secondsSince1970))
            #expect(parsed?.offset == instant.utcOffset)
        }
    }
}
