import Foundation
import Testing
import TrackerTestSupport

/// `-o /dev/stdout` where the shell appends standard output to a file (`>> log`): the file keeps
/// what it had, and tracker's lines come after it.
@Suite struct OutputAppendTests {
    @Test func anExportToDevStdoutAppendsWhereTheShellSaysSo() throws {
        let tracker = try #require(BinaryRunner.trackerURL(), "the tracker binary is built by swift build")
        let directory = TemporaryDirectory()
        let log = directory.file("log.csv")
        #expect(FileManager.default.createFile(atPath: log, contents: Data("before\n".utf8)))
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "HOME": directory.path]
        #expect(try BinaryRunner.run(["add", "--distance", "5", "--duration", "30m"], environment: environment).status == 0)

        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$0\" export -o /dev/stdout >> \"$1\"", tracker.path, log]
        shell.environment = environment
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        let text = try String(contentsOfFile: log, encoding: .utf8)
        #expect(text.hasPrefix("before\nid,"), "\(text.prefix(60))")
        var info = stat()
        #expect(stat(log, &info) == 0 && info.st_mode & 0o777 != 0o600, "the log was replaced by a private file")
    }
}
