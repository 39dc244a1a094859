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

    public var isConstraintViolation: Bool { primaryCode == SQLITE_CONSTRAINT }
    public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB }
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }

    public var description: String {
        var text = "SQLite error \(extendedCode)"
        if let name = sqlite3_errstr(extendedCode) { text += " (\(String(cString: name)))" }
        text += ": \(message)"
        if let sql { text += " - while executing \(sql.split(whereSeparator: \.isNewline).joined(separator: " "))" }
        return text
    }

    /// A programming or schema-level problem found by this layer, not SQLite.
    static func misuse(_ message: String, sql: String? = nil) -> DatabaseError {
        DatabaseError(extendedCode: SQLITE_MISUSE, message: message, sql: sql)
    }
}
