import Foundation
import Testing
import TrackerTestSupport

@Suite struct ImportBinaryTests {
    /// Through the real binary with piped output: the report on stdout, no progress bar or
    /// escape codes on stderr, exit 1 for the rejected file, and the good file still imported.
    @Test func pipedImportReportsPerFileAndExitsOneOnARejection() throws {
        let directory = TemporaryDirectory()
        let environment = ["TRACKER_DB": directory.file("t.db"), "TRACKER_NOW": "2026-11-29T09:00:00Z", "TZ": "UTC", "HOME": directory.path]
        var paths: [String] = []
        for index in 0..<12 {
            let path = directory.file("f\(index).csv")
            let row = "\(index),2026-10-\(String(format: "%02d", index + 1))T07:00:00Z,run,\"a, b\",,1000,300,0\n"
            _ = FileManager.default.createFile(atPath: path, contents: Data(("id,start,type,name,notes,distance_m,duration_s,elevation_m\n" + row).utf8))
            paths.append(path)
        }
        let bad = directory.file("bad.csv")
        _ = FileManager.default.createFile(atPath: bad, contents: Data("id,start,type\n1,yesterday,run\n".utf8))
        let result = try BinaryRunner.run(["import"] + paths + [bad], environment: environment)
        #expect(result.status == 1)
        #expect(result.output.contains("f0.csv: 1 added"))
        #expect(result.output.contains("\(bad):1: rejected: missing required column duration_s"))
        #expect(result.error == "tracker: error: 1 of 13 files was rejected and nothing from it was imported; the other 12 were imported: 12 added\n")
        let export = try BinaryRunner.run(["export"], environment: environment)
        #expect(export.output.split(separator: "\r\n").count == 13)
    }
}
