#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file that cannot be created, written, replaced or used, as one line for a person that
/// names the file: `cannot create /backups/t.db: Permission denied`,
/// `/data/t.db is a directory, not a database file`.
///
/// Thrown by the file routines of every layer (`FileReplacement`, opening, backing up and
/// restoring a database), so that a file problem is never dressed up as a SQLite failure.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file (or folder) the problem is about, as it was given.
    public let path: String
    /// The whole line; it names `path`.
    public let message: String

    /// `path` followed by what is wrong with it: `FileError(path, "is a directory")`.
    public init(_ path: String, _ problem: String) {
        self.path = path
        self.message = "\(path) \(problem)"
    }

    /// A line of its own, which must name `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `cannot ACTION PATH: REASON`, such as `cannot create out.csv: Permission denied`.
    public static func cannot(_ action: String, _ path: String, reason: String) -> FileError {
        FileError(path: path, message: "cannot \(action) \(path): \(reason)")
    }

    /// `cannot ACTION PATH:` and the system's words for `code` (an `errno` value).
    public static func cannot(_ action: String, _ path: String, errno code: Int32) -> FileError {
        cannot(action, path, reason: String(cString: strerror(code)))
    }

    public var description: String { message }
}
