import Foundation
import Testing
import TrackerTestSupport

/// The small run of scripts/crash-import (`make crash` runs the long one): `tracker import`
/// killed with SIGKILL at random moments leaves an intact database with each file all in or out.
@Suite struct CrashSafetyTests {
    @Test(.timeLimit(.minutes(2)))
    func importKilledAtRandomMomentsLeavesWholeFiles() throws {
        let binary = try #require(BinaryRunner.trackerURL(), "the tracker binary was not built")
        let process = Process()
        process.executableURL = ConcurrencyTests.packageRoot.appendingPathComponent("scripts/crash-import")
        var environment = ProcessInfo.processInfo.environment
        environment.merge(["TRACKER_BIN": binary.path, "CRASH_RUNS": "12", "CRASH_FILES": "6", "CRASH_ROWS": "150", "CRASH_SEED": "29"]) { $1 }
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("every check passed"), "\(text)")
        #expect(text.contains("after, of 6 files x 150 rows"), "\(text)")
        #expect(text.hasSuffix("PASS\n"), "\(text)")
    }
}
