import Foundation
import Testing
import TrackerTestSupport

/// The small run of scripts/crash-import (`make crash` runs the long one): `tracker import`
/// killed with SIGKILL at random moments leaves an intact database with each file all in or out.
@Suite struct CrashSafetyTests {
    @Test(.timeLimit(.minutes(2)))
    func importKilledAtRandomMomentsLeavesWholeFiles() throws {
        let (status, text) = try ProjectScript.run(
            "crash-import", environment: ["CRASH_RUNS": "12", "CRASH_FILES": "6", "CRASH_ROWS": "150", "CRASH_SEED": "29"])
        #expect(status == 0, "\(text)")
        #expect(text.contains("every check passed"), "\(text)")
        #expect(text.contains("after, of 6 files x 150 rows"), "\(text)")
        #expect(text.hasSuffix("PASS\n"), "\(text)")
    }
}
