import TrackerCore

// The files an import has read (migration 0021), so that a folder imported again reads only the
// new ones. A file is remembered inside its own transaction, so a refused file, whose rows are
// rolled back, is not remembered either and is read again next time.
extension ImportWriter {
    /// Whether a file with this fingerprint was read by an earlier import (or earlier in this one).
    /// - Throws: `DatabaseError`.
    public func hasRead(_ file: FileFingerprint) throws -> Bool {
        let statement = try database.cachedStatement("SELECT 1 FROM imported_files WHERE checksum = ? AND size = ?")
        try statement.bind([file.checksum, file.size])
        defer { statement.reset() }
        return try statement.step()
    }

    /// Remembers a file read whole, under the path it was read by (for people; never looked at),
    /// in the open transaction: the file's own, or a dry run's, which is rolled back.
    /// - Throws: `DatabaseError`.
    public func rememberRead(_ file: FileFingerprint, path: String) throws {
        try database.cachedStatement(
            "INSERT INTO imported_files (checksum, size, path, imported_utc) VALUES (?, ?, ?, ?) "
                + "ON CONFLICT (checksum, size) DO UPDATE SET path = excluded.path, imported_utc = excluded.imported_utc"
        ).execute([file.checksum, file.size, path, createdAt])
    }
}
