/// One entry of a zip file on disk, streamed: libarchive decompresses it chunk by chunk, so an
/// entry larger than memory (Apple Health's `export.xml`) is read without being held.
final class ArchiveEntryStream: ByteStream {
    private let reader: ArchiveReader

    /// Opens `path` and moves to its entry named `entry`.
    /// - Throws: `ImportError` when the archive cannot be read or has no such entry.
    init(path: String, entry: String) throws {
        reader = try ArchiveReader(path: path)
        while let found = try reader.nextEntry() {
            if found.isFile && found.name == entry { return }
        }
        throw ImportError(.file, "has no entry '\(entry)'")
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        try reader.read(into: buffer)
    }
}
