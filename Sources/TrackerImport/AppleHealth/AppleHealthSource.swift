#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where an Apple Health export's `export.xml` and its `workout-routes/` are: a file on disk (the
/// unpacked `apple_health_export/` folder), or entries of the `export.zip`, streamed from it.
enum AppleHealthSource: Equatable, Sendable {
    /// `export.xml` on disk; the routes are in `workout-routes/` beside it.
    case file(String)
    /// The zip at `archive`, whose entry `entry` is `export.xml`.
    case archive(String, entry: String)

    /// A fresh stream of `export.xml` from its start.
    func open() throws -> ByteStream {
        switch self {
        case .file(let path): return try FileByteStream(path: path)
        case .archive(let path, let entry): return try ArchiveEntryStream(path: path, entry: entry)
        }
    }

    /// The route file the export names `/workout-routes/route_....gpx` (relative to the folder of
    /// `export.xml`), or `nil` when it is not there. A name that would leave that folder is refused.
    func route(_ reference: String) throws -> ByteStream? {
        let relative = reference.hasPrefix("/") ? String(reference.dropFirst()) : reference
        guard ArchivePlan.isSafe(relative) else {
            throw ImportError(.file, "a workout route '\(reference)' outside the export; refused")
        }
        switch self {
        case .file(let path):
            let folder = String(path.dropLast(path.lastPathComponent.count))
            let file = folder + relative
            return Importer.isRegularFile(file) ? try FileByteStream(path: file) : nil
        case .archive(let path, let entry):
            let folder = String(entry.dropLast(entry.lastPathComponent.count))
            do {
                return try ArchiveEntryStream(path: path, entry: folder + relative)
            } catch {
                return nil
            }
        }
    }
}
