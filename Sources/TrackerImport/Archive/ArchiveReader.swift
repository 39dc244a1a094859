import CArchive

/// Reads the entries of a `.zip` file one after the other with libarchive, into memory:
/// nothing is ever extracted to disk, so an entry's name (`../x`, `/etc/passwd`) only names it.
///
/// Owns libarchive's read handle and frees it in `deinit`; every result code is checked and a
/// failure is an `ImportError` naming the entry. See https://github.com/libarchive/libarchive/wiki/ManPageArchiveRead3.
final class ArchiveReader {
    /// One entry's header.
    struct Entry: Equatable, Sendable {
        /// The name stored in the archive, as it is (`export_1/activities/12.gpx.gz`).
        var name: String
        /// The uncompressed size the archive declares, when it declares one.
        var size: Int?
        /// A regular file (not a folder, a link or a device).
        var isFile: Bool
    }

    private let archive: OpaquePointer
    private var current: String?
    /// The archive's bytes when it is read from memory (a zip inside a zip): libarchive reads them
    /// in place, so they live as long as the handle.
    private var memory: UnsafeMutableRawBufferPointer?

    /// Opens the zip file at `path`.
    /// - Throws: `ImportError` when it cannot be opened or is not a zip file.
    init(path: String) throws {
        guard let handle = archive_read_new() else { throw ImportError(.file, "cannot start libarchive") }
        archive = handle
        try check(archive_read_support_format_zip(archive), "cannot read zip archives")
        // 64 KB reads; libarchive seeks to the central directory itself.
        try check(archive_read_open_filename(archive, path, 65_536), "cannot be opened as a zip archive: it is damaged or not a zip file")
    }

    /// Opens a zip archive held in memory (an entry of another archive), read in place.
    /// - Throws: `ImportError` when it is not a zip archive.
    init(bytes: [UInt8]) throws {
        guard let handle = archive_read_new() else { throw ImportError(.file, "cannot start libarchive") }
        archive = handle
        let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        memory = copy
        bytes.withUnsafeBytes { copy.copyMemory(from: $0) }
        try check(archive_read_support_format_zip(archive), "cannot read zip archives")
        try check(archive_read_open_memory(archive, copy.baseAddress, bytes.count), "cannot be opened as a zip archive: it is damaged or not a zip file")
    }

    deinit {
        archive_read_free(archive)
        memory?.deallocate()
    }

    /// Reads the next bytes of the current entry into `buffer`; 0 at its end.
    /// - Throws: `ImportError` when they are damaged.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = archive_read_data(archive, buffer.baseAddress, buffer.count)
        guard count >= 0 else {
            throw ImportError(.file, "is damaged: the entry '\(current ?? "")' cannot be read (libarchive: \(message))")
        }
        return count
    }

    /// The next entry's header, or `nil` after the last; its data is then read with `readData`.
    /// - Throws: `ImportError` when the archive is damaged.
    func nextEntry() throws -> Entry? {
        var entry: OpaquePointer?
        let code = archive_read_next_header(archive, &entry)
        if code == ARCHIVE_EOF { return nil }
        try check(code, current.map { "is damaged after the entry '\($0)'" } ?? "is damaged at its first entry")
        guard let entry else { throw ImportError(.file, "is damaged: an entry without a header") }
        let name = (archive_entry_pathname_utf8(entry) ?? archive_entry_pathname(entry)).map { String(cString: $0) } ?? ""
        current = name
        let size = archive_entry_size_is_set(entry) != 0 ? Int(archive_entry_size(entry)) : nil
        return Entry(name: name, size: size, isFile: tracker_archive_entry_is_regular_file(entry) != 0)
    }

    /// The current entry's bytes, decompressed and checked against its CRC.
    /// - Throws: `ImportError` when they are damaged or more than `limit` bytes.
    func readData(limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try readData { chunk in
            guard bytes.count + chunk.count <= limit else {
                throw ImportError(.file, "the entry '\(current ?? "")' is larger than \(limit / 1_048_576) MB")
            }
            bytes += chunk
        }
        return bytes
    }

    /// Reads the current entry's bytes through, handing each chunk to `body`.
    /// - Throws: `ImportError` when they are damaged, or what `body` throws.
    func readData(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
            if count == 0 { return }
            guard count > 0 else {
                throw ImportError(.file, "is damaged: the entry '\(current ?? "")' cannot be read (libarchive: \(message))")
            }
            try chunk.withUnsafeBytes { try body(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
        }
    }

    private var message: String {
        archive_error_string(archive).map { String(cString: $0) } ?? "error \(archive_errno(archive))"
    }

    private func check(_ code: Int32, _ reason: String) throws {
        // ARCHIVE_WARN still delivers the entry (an unknown extra field, say).
        guard code == ARCHIVE_OK || code == ARCHIVE_WARN else {
            throw ImportError(.file, "\(reason) (libarchive: \(message))")
        }
    }
}
