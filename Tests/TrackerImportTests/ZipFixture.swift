import CArchive

/// Writes zip archives for the tests with libarchive's writer.
/// See https://github.com/libarchive/libarchive/wiki/ManPageArchiveWrite3.
enum ZipFixture {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Writes `entries` (name, bytes) to a zip file at `path`: deflated, or stored as they are.
    static func write(_ entries: [(String, [UInt8])], to path: String, stored: Bool = false) throws {
        guard let archive = archive_write_new() else { throw Failure(description: "archive_write_new") }
        defer { archive_write_free(archive) }
        func check(_ code: Int32, _ step: String) throws {
            guard code == ARCHIVE_OK else {
                throw Failure(description: "\(step): \(archive_error_string(archive).map { String(cString: $0) } ?? "\(code)")")
            }
        }
        try check(archive_write_set_format_zip(archive), "format")
        if stored { try check(archive_write_set_options(archive, "zip:compression=store"), "options") }
        try check(archive_write_open_filename(archive, path), "open")
        for (name, bytes) in entries {
            guard let entry = archive_entry_new() else { throw Failure(description: "archive_entry_new") }
            defer { archive_entry_free(entry) }
            archive_entry_set_pathname(entry, name)
            archive_entry_set_size(entry, la_int64_t(bytes.count))
            // AE_IFREG, a macro with a cast that Swift does not import.
            archive_entry_set_filetype(entry, 0o100000)
            archive_entry_set_perm(entry, 0o644)
            try check(archive_write_header(archive, entry), "header of \(name)")
            let written = bytes.withUnsafeBytes { archive_write_data(archive, $0.baseAddress, $0.count) }
            guard written == bytes.count else { throw Failure(description: "data of \(name): \(written)") }
        }
        try check(archive_write_close(archive), "close")
    }
}
