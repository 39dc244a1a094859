import Foundation
import Testing
import TrackerTestSupport

/// Outputs, exports and backups reach the disk before they get their name: watched with strace,
/// the temporary file is flushed, renamed (or linked) onto the name, and the folder flushed.
@Suite struct DurableOutputTests {
    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The system calls of one run that touch files, one per line.
    static func trace(_ arguments: [String], environment: [String: String], in directory: TemporaryDirectory) throws -> [String] {
        let tracker = try #require(BinaryRunner.trackerURL(), "the tracker binary is built by swift build")
        let log = directory.file("strace.log")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(strace))
        process.arguments = ["-f", "-qq", "-e", "trace=openat,fsync,fdatasync,rename,renameat,renameat2,link,linkat,close", "-o", log, tracker.path] + arguments
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// The descriptor an `openat` of a path containing `fragment` returned, and its line.
    static func opened(_ fragment: String, in lines: [String], from start: Int = 0) -> (descriptor: String, line: Int)? {
        for index in lines.indices where index >= start && lines[index].contains("openat(") && lines[index].contains(fragment) {
            guard let result = lines[index].components(separatedBy: "= ").last, Int(result) != nil else { continue }
            return (result, index)
        }
        return nil
    }

    static func checkFlushedBeforeNamed(_ lines: [String], destination: String, folder: String) {
        guard let temporary = opened(destination + ".tmp-", in: lines) else {
            Issue.record("no temporary file beside \(destination):\n\(lines.joined(separator: "\n"))")
            return
        }
        let named = lines.firstIndex { ($0.contains("rename") || $0.contains("link")) && $0.contains("\"\(destination)\"") }
        let flushed = lines.indices.first { $0 > temporary.line && lines[$0].contains("fsync(\(temporary.descriptor))") }
        guard let named, let flushed else {
            Issue.record("not flushed and renamed:\n\(lines.joined(separator: "\n"))")
            return
        }
        #expect(flushed < named, "the file was named before it was flushed")
        // The folder is opened and flushed after the rename.
        let folderOpen = lines.indices.first { $0 > named && lines[$0].contains("openat(") && lines[$0].contains("\"\(folder)\"") }
        let folderFlushed = folderOpen.flatMap { open in
            lines[open].components(separatedBy: "= ").last.flatMap { descriptor in
                lines.indices.first { $0 > open && lines[$0].contains("fsync(\(descriptor))") }
            }
        }
        #expect(folderFlushed != nil, "the folder was not flushed after the rename:\n\(lines.suffix(20).joined(separator: "\n"))")
    }

    @Test(.enabled(if: strace != nil, "strace is not installed"))
    func exportsChartsAndBackupsAreFlushedBeforeTheyAreNamed() throws {
        let directory = TemporaryDirectory()
        let folder = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        let environment = ["TRACKER_DB": folder + "/t.db", "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "HOME": folder]
        #expect(try BinaryRunner.run(["add", "--distance", "5", "--duration", "30m"], environment: environment).status == 0)

        let export = folder + "/out.csv"
        Self.checkFlushedBeforeNamed(try Self.trace(["export", "-o", export], environment: environment, in: directory), destination: export, folder: folder)
        #expect(try String(contentsOfFile: export, encoding: .utf8).hasPrefix("id,"))

        let chart = folder + "/chart.svg"
        Self.checkFlushedBeforeNamed(try Self.trace(["chart", "-o", chart], environment: environment, in: directory), destination: chart, folder: folder)

        let backup = folder + "/copy.db"
        Self.checkFlushedBeforeNamed(try Self.trace(["backup", backup], environment: environment, in: directory), destination: backup, folder: folder)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }.isEmpty)
    }
}
