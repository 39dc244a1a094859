import Foundation
import Testing
import TrackerTestSupport

/// Several tracker processes (writers, readers, backups) on one new database: the small run of
/// scripts/stress-concurrency
/// (the large one is `scripts/stress-concurrency 8 200 2`).
@Suite struct ConcurrencyTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test(.timeLimit(.minutes(2)))
    func concurrentWritersAndReadersLoseNothing() throws {
        let binary = try #require(BinaryRunner.trackerURL(), "the tracker binary was not built")
        let process = Process()
        process.executableURL = Self.packageRoot.appendingPathComponent("scripts/stress-concurrency")
        process.arguments = ["6", "10", "2"]
        var environment = ProcessInfo.processInfo.environment
        environment["TRACKER_BIN"] = binary.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("rows 60 of 60 (distinct 60), integrity ok, failed writes 0, failed reads 0, count went down 0 times"), "\(text)")
        // `tracker backup` looping meanwhile: every copy intact.
        #expect(text.contains(", bad backups 0"), "\(text)")
        #expect(text.hasSuffix("PASS\n"), "\(text)")
    }
}
