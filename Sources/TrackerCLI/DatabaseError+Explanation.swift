#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import TrackerStore

extension DatabaseError {
    /// One line for a person about the database at `path`: what happened and what to do,
    /// never the SQL (which can hold a long INSERT) unless `debug` asks for it.
    func explanation(path: String, debug: Bool) -> String {
        let detail = debug ? " [\(description)]" : ""
        // SQLite reports some writes that found no space (the WAL index growing) as I/O errors.
        let full = kind == .diskFull || (kind == .ioError && Self.noSpaceLeft(besides: path))
        if full {
            return "the disk is full: could not write \(path); nothing was changed. Free some space and try again\(detail)"
        }
        switch kind {
        case .corrupt, .notADatabase:
            return "the database \(path) is damaged (SQLite: \(message)); nothing was changed. Run 'tracker doctor' to check it\(detail)"
        case .cannotWrite:
            return "cannot write \(path) (SQLite: \(message)); nothing was changed. Check the file's permissions or use --db\(detail)"
        case .busy:
            return "the database is busy (another tracker is writing); try again\(detail)"
        case .diskFull, .ioError, .constraint, .other:
            return codeDescription + ": \(message) in \(path)\(debug ? "" : " (TRACKER_DEBUG=1 shows the statement)")\(detail)"
        }
    }

    /// Whether the file system holding `path` has less than a page or two free (statvfs(3)).
    static func noSpaceLeft(besides path: String) -> Bool {
        var status = statvfs()
        let folder = path.deletingLastPathComponent
        guard statvfs(folder.isEmpty ? "." : folder, &status) == 0 else { return false }
        return UInt64(status.f_bavail) * UInt64(status.f_frsize) < 64 * 1024
    }
}
