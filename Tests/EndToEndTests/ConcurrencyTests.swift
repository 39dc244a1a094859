import Foundation
import Testing
import TrackerTestSupport

/// Several tracker processes (writers, readers, backups) on one new database: the small run of
/// scripts/stress-concurrency
/// (the large one is `scripts/stress-concurrency 8 200 2`).
@Suite struct ConcurrencyTests {
    @Test(.timeLimit(.minutes(2)))
    func concurrentWritersAndReadersLoseNothing() throws {
        let (status, text) = try ProjectScript.run("stress-concurrency", arguments: ["6", "10", "2"])
        #expect(status == 0, "\(text)")
        #expect(text.contains("rows 60 of 60 (distinct 60), integrity ok, failed writes 0, failed reads 0, count went down 0 times"), "\(text)")
        // `tracker backup` looping meanwhile: every copy intact.
        #expect(text.contains(", bad backups 0"), "\(text)")
        #expect(text.hasSuffix("PASS\n"), "\(text)")
    }
}
