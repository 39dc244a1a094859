import Foundation
import Testing
@testable import TrackerCore

/// The one routine that writes a file whole: beside it, flushed, renamed.
@Suite struct FileReplacementTests {
    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = try OutputPathTests.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    func temporaryFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.contains(".tmp-") }
    }

    func mode(_ path: String) -> mode_t {
        var info = stat()
        return stat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test func theContentIsCompleteAndTheTemporaryFileGone() throws {
        try withFolder { folder in
            let path = folder + "/out.csv"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
            let file = try FileReplacement(path)
            // Several writes, one larger than a pipe's or a page's worth.
            let large = [UInt8](repeating: UInt8(ascii: "x"), count: 300_000)
            try file.write(Array("first\n".utf8))
            try file.write(large)
            try file.write(Array("\nlast\n".utf8))
            // Until the commit, the old content stays under the name.
            #expect(FileManager.default.contents(atPath: path) == Data("old\n".utf8))
            #expect(FileManager.default.fileExists(atPath: file.temporaryPath))
            try file.commit()
            #expect(FileManager.default.contents(atPath: path) == Data("first\n".utf8) + Data(large) + Data("\nlast\n".utf8))
            #expect(try temporaryFiles(in: folder).isEmpty)
        }
    }

    @Test func aRefusedCommitKeepsTheOldFileAndLeavesNoTemporaryOne() throws {
        try withFolder { folder in
            let path = folder + "/b.db"
            #expect(FileManager.default.createFile(atPath: path, contents: Data("keep me".utf8)))
            let file = try FileReplacement(path, named: "b.db")
            try file.write(Array("new".utf8))
            #expect(throws: FileError.cannot("write", "b.db", reason: "it already exists; use --force to replace it")) {
                try file.commit(replace: false)
            }
            #expect(FileManager.default.contents(atPath: path) == Data("keep me".utf8))
            #expect(try temporaryFiles(in: folder).isEmpty)
        }
    }

    @Test func aFailedRenameLeavesNoTemporaryFile() throws {
        try withFolder { folder in
            // A folder with something in it cannot be renamed over.
            let path = folder + "/taken"
            try FileManager.default.createDirectory(atPath: path + "/inside", withIntermediateDirectories: true)
            let file = try FileReplacement(path)
            try file.write(Array("new".utf8))
            #expect(throws: FileError.self) { try file.commit() }
            #expect(try temporaryFiles(in: folder).isEmpty)
            #expect(FileManager.default.fileExists(atPath: path + "/inside"))
        }
    }

    @Test func aDiscardedOrAbandonedReplacementLeavesNothing() throws {
        try withFolder { folder in
            let discarded = try FileReplacement(folder + "/a.png")
            try discarded.write([1, 2, 3])
            discarded.discard()
            do {
                let abandoned = try FileReplacement(folder + "/b.png")
                try abandoned.write([1, 2, 3])
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        }
    }

    @Test func aMissingFolderIsNamed() throws {
        try withFolder { folder in
            #expect(throws: FileError.cannot("write", "out.csv", reason: "the folder of \(folder)/missing/out.csv does not exist")) {
                _ = try FileReplacement(folder + "/missing/out.csv", named: "out.csv")
            }
        }
    }

    @Test func permissionsAreThoseAskedForLessTheUmask() throws {
        try withFolder { folder in
            let mask = umask(0o022)
            defer { umask(mask) }
            let private_ = try FileReplacement(folder + "/export.csv", permissions: 0o600)
            try private_.commit()
            #expect(mode(folder + "/export.csv") == 0o600)
            let usual = try FileReplacement(folder + "/chart.png")
            try usual.commit()
            #expect(mode(folder + "/chart.png") == 0o644)
        }
    }
}
