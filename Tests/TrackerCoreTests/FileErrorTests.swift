import Foundation
import Testing
@testable import TrackerCore

/// Every file problem is one line that names the file.
@Suite struct FileErrorTests {
    @Test func aProblemFollowsThePath() {
        let error = FileError("/data/t.db", "is a directory, not a database file")
        #expect(error.message == "/data/t.db is a directory, not a database file")
        #expect(error.path == "/data/t.db")
        #expect("\(error)" == error.message)
    }

    @Test func aFailedActionGivesTheSystemsReason() {
        #expect(FileError.cannot("create", "out.csv", errno: EACCES).message == "cannot create out.csv: Permission denied")
        #expect(FileError.cannot("create the directory", "/a/b", errno: ENOTDIR).message == "cannot create the directory /a/b: Not a directory")
        #expect(FileError.cannot("write", "b.db", reason: "it already exists; use --force to replace it").message
            == "cannot write b.db: it already exists; use --force to replace it")
    }

    @Test(arguments: [EACCES, ENOENT, ENOSPC, EROFS, EISDIR])
    func everyMessageIsOneLineNamingTheFile(code: Int32) {
        let error = FileError.cannot("write", "/backups/tracker 2026.db", errno: code)
        #expect(error.message.contains("/backups/tracker 2026.db"))
        #expect(!error.message.contains("\n"))
        #expect(error.message.hasSuffix(String(cString: strerror(code))))
    }
}
