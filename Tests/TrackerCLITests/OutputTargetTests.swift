import Foundation
import Testing
import TrackerTestSupport

/// `-o` and backup destinations that are not plain files: a pipe must stay a pipe (a rename
/// over it would put a file in its place, as it would over /dev/null), and a link must stay a
/// link with the new content in its target.
@Suite struct OutputTargetTests {
    func populated() -> TrackerHarness {
        let harness = TrackerHarness()
        harness.run(["add", "--distance", "5", "--duration", "30m", "--date", "2026-11-27T07:00:00Z"])
        return harness
    }

    func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Runs `arguments` with `-o` a FIFO whose reader is already waiting (as `cat pipe` would
    /// be), on threads of their own; returns the result and the bytes that came through. Every
    /// wait is bounded, so a command that never opens the pipe, or opens it twice, fails the
    /// test instead of hanging the suite.
    func runIntoFIFO(_ harness: TrackerHarness, _ arguments: [String]) throws -> (CommandResult, [UInt8]) {
        let fifo = harness.directory.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        nonisolated(unsafe) var received: [UInt8] = []
        nonisolated(unsafe) var result: CommandResult?
        let read = DispatchSemaphore(value: 0), ran = DispatchSemaphore(value: 0)
        Thread {
            if let reader = FileHandle(forReadingAtPath: fifo) { received = Array(reader.readDataToEndOfFile()) }
            read.signal()
        }.start()
        // Let the reader reach open(2) first, where it waits for a writer.
        Thread.sleep(forTimeInterval: 0.1)
        Thread {
            result = harness.run(arguments + ["-o", fifo])
            ran.signal()
        }.start()
        if read.wait(timeout: .now() + 30) == .timedOut {
            Issue.record("nothing came through the pipe")
            // Stand in as a writer once, so that the reader sees the end.
            let writer = open(fifo, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            read.wait()
        }
        if ran.wait(timeout: .now() + 30) == .timedOut {
            Issue.record("the command is still waiting on the pipe: it opened it again after its reader left")
            // Stand in as a reader, held open while the command writes, so that it can end.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            ran.wait()
            if reader >= 0 { close(reader) }
        }
        #expect(isFIFO(fifo), "the pipe was replaced by a file")
        return (try #require(result), received)
    }

    @Test func aChartGoesThroughAPipeWithoutAConfirmationAfterIt() throws {
        let harness = populated()
        let (result, bytes) = try runIntoFIFO(harness, ["chart", "--format", "png"])
        #expect(result.status == 0, "\(result.error)")
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(result.output.isEmpty)
    }

    @Test func anExportGoesThroughAPipe() throws {
        let harness = populated()
        let (result, bytes) = try runIntoFIFO(harness, ["export"])
        #expect(result.status == 0, "\(result.error)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("id,") && text.contains(",5000,"), "\(text)")
    }

    @Test(arguments: [["chart", "-o"], ["export", "-o"]])
    func aLinkStaysALinkAndItsTargetGetsTheFile(command: [String]) throws {
        let harness = populated()
        let target = harness.directory.file("real.out"), link = harness.directory.file("link.out")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = harness.run(command + [link, "--format", command[0] == "chart" ? "svg" : "json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(isLink(link))
        let written = String(decoding: try #require(FileManager.default.contents(atPath: target)), as: UTF8.self)
        #expect(written != "old" && (written.contains("<svg") || written.hasPrefix("[")), "\(written.prefix(80))")
    }

    @Test func aFolderIsAUsageError() {
        let harness = populated()
        let result = harness.run(["chart", "-o", harness.directory.file("")])
        #expect(result.status == 64)
        #expect(result.error.contains("is a folder; give a file name"), "\(result.error)")
    }

    @Test func aBackupRefusesAPipeAndLeavesIt() {
        let harness = populated()
        let fifo = harness.directory.file("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        let result = harness.run(["backup", fifo, "--force"])
        #expect(result.status == 1)
        #expect(result.error.contains("is not a regular file"), "\(result.error)")
        #expect(isFIFO(fifo))
    }

    @Test func aBackupThroughALinkReplacesItsTarget() throws {
        let harness = populated()
        let target = harness.directory.file("real.db"), link = harness.directory.file("latest.db")
        #expect(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(harness.run(["backup", link]).status == 1, "an existing target needs --force")
        let result = harness.run(["backup", link, "--force"])
        #expect(result.status == 0, "\(result.error)")
        #expect(isLink(link))
        let header = try #require(FileManager.default.contents(atPath: target)).prefix(15)
        #expect(String(decoding: header, as: UTF8.self) == "SQLite format 3")
    }

    @Test func aChartFileHasTheUsualModeAndAnExportOrReportAPrivateOne() throws {
        let harness = populated()
        let chart = harness.directory.file("weeks.svg"), export = harness.directory.file("all.csv")
        let report = harness.directory.file("report.html")
        #expect(harness.run(["chart", "-o", chart]).status == 0)
        #expect(harness.run(["export", "-o", export]).status == 0)
        #expect(harness.run(["report", "-o", report]).status == 0)
        func mode(_ path: String) -> mode_t {
            var info = stat()
            return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
        }
        // Read, not set: umask(2) would change it for every test running meanwhile.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        let mask = try #require(mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
        #expect(mode(chart) == 0o666 & ~mask)
        #expect(mode(export) == 0o600)
        // The report holds moods and notes.
        #expect(mode(report) == 0o600)
    }

    @Test func slashDevStdoutIsStandardOutputAndATerminalThereIsRefused() {
        let harness = populated()
        let export = harness.run(["export", "-o", "/dev/stdout"])
        #expect(export.status == 0, "\(export.error)")
        #expect(export.output.hasPrefix("id,"))
        let chart = harness.run(["chart", "--format", "svg", "-o", "/dev/stdout"])
        #expect(chart.status == 0 && chart.output.contains("<svg") && !chart.output.contains("Wrote"))
        let refused = harness.run(["chart", "-o", "/dev/stdout"], terminal: true)
        #expect(refused.status == 64)
        #expect(refused.error.contains("refusing to write a PNG to the terminal"))
    }

    @Test func anExportTakesItsFormatFromTheFileNameAndSaysWhatItWrote() throws {
        let harness = populated()
        harness.run(["mood", "good", "--date", "2026-11-28"])
        let json = harness.directory.file("all.JSON")
        let result = harness.run(["export", "-o", json])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "Wrote \(json) (JSON, 1 activity)\n")
        #expect(String(decoding: try #require(FileManager.default.contents(atPath: json)), as: UTF8.self).hasPrefix("["))
        let moods = harness.directory.file("moods.csv")
        #expect(harness.run(["export", "--moods", "-o", moods]).output == "Wrote \(moods) (CSV, 1 mood)\n")
        let clash = harness.run(["export", "--format", "csv", "-o", harness.directory.file("x.json")])
        #expect(clash.status == 64)
        #expect(clash.error.contains("--format csv does not match the file name"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory.file("x.json")))
    }
}
