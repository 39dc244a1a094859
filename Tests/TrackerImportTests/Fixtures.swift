import CZlib
import Foundation
import TrackerCore
@testable import TrackerImport
import TrackerTime

/// Paths and small builders shared by the import tests.
enum Fixtures {
    /// `../shared/fixtures` beside the package root, or `nil` when absent (tests then skip).
    static let sharedFolder: URL? = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = root.deletingLastPathComponent().appendingPathComponent("shared/fixtures")
        return FileManager.default.fileExists(atPath: folder.path) ? folder : nil
    }()

    static func shared(_ relative: String) -> String? {
        sharedFolder.map { $0.appendingPathComponent(relative).path }
    }

    static let options = ImportOptions(
        timeZone: Zone(identifier: "UTC")!, now: Date(timeIntervalSince1970: 1_796_000_000))

    /// Writes `text` to `path` gzipped, with zlib's gzip file functions.
    static func writeGzip(_ bytes: [UInt8], to path: String) {
        guard let file = gzopen(path, "wb") else { return }
        _ = bytes.withUnsafeBytes { gzwrite(file, $0.baseAddress, UInt32($0.count)) }
        gzclose(file)
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
