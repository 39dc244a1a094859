import CSQLite

/// A failure reported by SQLite, or by this layer while talking to it.
///
/// Rendered as one line: `SQLite error 19 (SQLITE_CONSTRAINT_CHECK): CHECK constraint failed: ...
/// - while executing INSERT INTO ...`. Bound values are never included: notes are private.
public struct DatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code (https://www.sqlite.org/rescode.html).
    public let extendedCode: Int32
    public let message: String
    public let sql: String?

    public init(extendedCode: Int32, message: String, sql: String? = nil) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }

    /// The primary result code (the low byte of the extended code).
    public var primaryCode: Int32 { extendedCode & 0xFF }

    /// What went wrong, by the kinds a person is told apart, so that callers need not know
    /// SQLite's result codes.
    public enum Kind: Sendable, Equatable {
        /// No space to write (SQLITE_FULL).
        case diskFull
        /// The operating system failed a read or write (SQLITE_IOERR); SQLite reports some writes
        /// that found no space this way.
        case ioError
        /// The file is a database whose pages do not hold together (SQLITE_CORRUPT).
        case corrupt
        /// The file is not a SQLite database at all (SQLITE_NOTADB).
        case notADatabase
        /// The file cannot be opened or written (SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN).
        case cannotWrite
        /// Another connection holds a lock (SQLITE_BUSY, SQLITE_LOCKED).
        case busy
        /// A UNIQUE, CHECK, NOT NULL or foreign-key constraint failed (SQLITE_CONSTRAINT).
        case constraint
        /// Anything else; `description` gives SQLite's code and name.
        case other
    }

    /// The kind of failure, from the primary result code.
    public var kind: Kind {
        switch primaryCode {
        case SQLITE_FULL: .diskFull
        case SQLITE_IOERR: .ioError
        case SQLITE_CORRUPT: .corrupt
        case SQLITE_NOTADB: .notADatabase
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN: .cannotWrite
        case SQLITE_BUSY, SQLITE_LOCKED: .busy
        case SQLITE_CONSTRAINT: .constraint
        default: .other
        }
    }

    public var isConstraintViolation: Bool { kind == .constraint }
    public var isNotADatabase: Bool { kind == .notADatabase }
    public var isBusy: Bool { kind == .busy }

    /// SQLite's code and its name, as in `SQLite error 19 (constraint failed)`.
    public var codeDescription: String {
        var text = "SQLite error \(extendedCode)"
        if let name = sqlite3_errstr(extendedCode) { text += " (\(String(cString: name)))" }
        return text
    }

    public var description: String {
        var text = codeDescription + ": \(message)"
        if let sql { text += " - while executing \(sql.split(whereSeparator: \.isNewline).joined(separator: " "))" }
        return text
    }

    /// A programming or schema-level problem found by this layer, not SQLite.
    static func misuse(_ message: String, sql: String? = nil) -> DatabaseError {
        DatabaseError(extendedCode: SQLITE_MISUSE, message: message, sql: sql)
    }
}
