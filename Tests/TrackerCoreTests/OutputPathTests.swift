import Foundation
import Testing
import TrackerCore

/// Which output paths are replaced whole and which are written in place.
@Suite struct OutputPathTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("output-path-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// The same path with links in its folders resolved (the temporary folder may be one).
    func real(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }

    @Test func aNewOrRegularFileIsReplacedWhole() throws {
        #expect(try OutputPath.resolve(path("new.png")) == .replaceable(real(path("new.png"))))
        #expect(FileManager.default.createFile(atPath: path("old.png"), contents: Data([1])))
        #expect(try OutputPath.resolve(path("old.png")) == .replaceable(real(path("old.png"))))
    }

    @Test func aLinkIsFollowedSoThatItStays() throws {
        #expect(FileManager.default.createFile(atPath: path("target.png"), contents: Data([1])))
        try FileManager.default.createSymbolicLink(atPath: path("link.png"), withDestinationPath: path("target.png"))
        #expect(try OutputPath.resolve(path("link.png")) == .replaceable(real(path("target.png"))))
        try FileManager.default.createSymbolicLink(atPath: path("dangling.png"), withDestinationPath: path("missing.png"))
        #expect(try OutputPath.resolve(path("dangling.png")) == .replaceable(real(path("missing.png"))))
    }

    @Test func devicesAndPipesAreWrittenInPlace() throws {
        #expect(try OutputPath.resolve("/dev/null") == .special("/dev/null"))
        let fifo = path("pipe")
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(try OutputPath.resolve(fifo) == .special(fifo))
    }

    @Test func aFolderIsRefusedWithItsName() {
        #expect(throws: ValueParseError(value: folder.path, reason: "is a folder; give a file name")) {
            try OutputPath.resolve(folder.path)
        }
    }
}
