import Foundation
import Testing
@testable import TrackerCore

/// Which output paths are replaced whole, which are written in place, and which name one of
/// the process's own descriptors.
@Suite struct OutputPathTests {
    /// A fresh folder, its path with any links in it resolved (the temporary folder may be one).
    static func makeFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.resolvingSymlinksInPath().path
    }

    func withFolder(_ body: (String) throws -> Void) throws {
        let folder = try Self.makeFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try body(folder)
    }

    @Test func aNewOrRegularFileIsReplacedWhole() throws {
        try withFolder { (folder: String) throws in
            #expect(try OutputPath.resolve(folder + "/new.png") == .replaceable(folder + "/new.png"))
            #expect(FileManager.default.createFile(atPath: folder + "/old.png", contents: Data([1])))
            #expect(try OutputPath.resolve(folder + "/old.png") == .replaceable(folder + "/old.png"))
            // A relative path is taken from the given folder.
            #expect(try OutputPath.resolve("old.png", from: folder) == .replaceable(folder + "/old.png"))
        }
    }

    @Test func aLinkIsFollowedSoThatItStays() throws {
        try withFolder { (folder: String) throws in
            #expect(FileManager.default.createFile(atPath: folder + "/target.png", contents: Data([1])))
            try FileManager.default.createSymbolicLink(atPath: folder + "/link.png", withDestinationPath: folder + "/target.png")
            #expect(try OutputPath.resolve(folder + "/link.png") == .replaceable(folder + "/target.png"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/dangling.png", withDestinationPath: folder + "/missing.png")
            #expect(try OutputPath.resolve(folder + "/dangling.png") == .replaceable(folder + "/missing.png"))
        }
    }

    @Test func aRelativeLinkIsFollowedFromItsOwnFolder() throws {
        try withFolder { (folder: String) throws in
            try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
            #expect(FileManager.default.createFile(atPath: folder + "/sub/real.csv", contents: Data([1])))
            // Both named bare, as typed in the link's own folder: `-o out.csv` with out.csv -> real.csv.
            try FileManager.default.createSymbolicLink(atPath: folder + "/sub/out.csv", withDestinationPath: "real.csv")
            #expect(try OutputPath.resolve("out.csv", from: folder + "/sub") == .replaceable(folder + "/sub/real.csv"))
            try FileManager.default.createSymbolicLink(atPath: folder + "/up.csv", withDestinationPath: "sub/../sub/real.csv")
            #expect(try OutputPath.resolve("up.csv", from: folder) == .replaceable(folder + "/sub/real.csv"))
        }
    }

    @Test func devicesAndPipesAreWrittenInPlace() throws {
        #expect(try OutputPath.resolve("/dev/null") == .special("/dev/null"))
        try withFolder { (folder: String) throws in
            #expect(mkfifo(folder + "/pipe", 0o600) == 0)
            #expect(try OutputPath.resolve(folder + "/pipe") == .special(folder + "/pipe"))
        }
    }

    @Test func namesOfOpenDescriptorsAreThoseDescriptors() throws {
        #expect(try OutputPath.resolve("/dev/stdout") == .descriptor(1))
        #expect(try OutputPath.resolve("/dev/stderr") == .descriptor(2))
        #expect(try OutputPath.resolve("/dev/fd/1") == .descriptor(1))
        #expect(try OutputPath.resolve("/proc/self/fd/2") == .descriptor(2))
        #expect(try OutputPath.resolve("/proc/\(getpid())/fd/1") == .descriptor(1))
        try withFolder { (folder: String) throws in
            // Through a link of one's own too.
            try FileManager.default.createSymbolicLink(atPath: folder + "/out", withDestinationPath: "/dev/stdout")
            #expect(try OutputPath.resolve(folder + "/out") == .descriptor(1))
        }
    }

    @Test func aFolderIsRefusedWithItsName() throws {
        try withFolder { (folder: String) throws in
            #expect(throws: ValueParseError(value: folder, reason: "is a folder; give a file name")) {
                try OutputPath.resolve(folder)
            }
        }
    }
}
