import CSQLite

/// A prepared statement that owns its `sqlite3_stmt` and finalizes it in `deinit`.
///
/// Every bind and step result is checked and thrown as `DatabaseError`; a wrong
/// number of arguments is an error, not a crash.
/// See https://www.sqlite.org/c3ref/stmt.html.
public final class Statement {
    let handle: OpaquePointer
    unowned let database: Database
    public let sql: String

    init(database: Database, sql: String) throws {
        var statement: OpaquePointer?
        var trailingSQL = ""
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v2(database.handle, text, -1, &statement, &tail)
            // Read the tail while the C string is alive.
            if let tail { trailingSQL = String(cString: tail) }
            return code
        }
        guard code == SQLITE_OK, let statement else {
            throw database.error(code: code, sql: sql)
        }
        // One statement at a time: trailing SQL would be silently ignored otherwise.
        if trailingSQL.contains(where: { !$0.isWhitespace && $0 != ";" }) {
            sqlite3_finalize(statement)
            throw DatabaseError.misuse("more than one statement in a single prepare", sql: sql)
        }
        self.handle = statement
        self.database = database
        self.sql = sql
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Clears earlier bindings and binds `arguments` to the `?` placeholders, in order.
    /// - Throws: `DatabaseError` when the count does not match or SQLite refuses a value.
    public func bind(_ arguments: [SQLBindable]) throws {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw DatabaseError.misuse("expected \(expected) arguments, got \(arguments.count)", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch argument.sqlValue {
            case .null:
                code = sqlite3_bind_null(handle, index)
            case .integer(let value):
                code = sqlite3_bind_int64(handle, index, value)
            case .real(let value):
                code = sqlite3_bind_double(handle, index, value)
            case .text(let value):
                // Explicit length: text may contain NUL characters.
                var text = value
                code = text.withUTF8 { buffer in
                    buffer.withMemoryRebound(to: CChar.self) {
                        tracker_sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count))
                    }
                }
            case .blob(let bytes):
                code = bytes.withUnsafeBytes { tracker_sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count)) }
            }
            guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
        }
    }

    /// Advances to the next row. Returns `false` when the statement is done.
    /// - Throws: `DatabaseError` for any result other than `SQLITE_ROW` or `SQLITE_DONE`.
    @discardableResult
    public func step() throws -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.error(code: code, sql: sql)
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Runs the statement to completion with `arguments`.
    public func execute(_ arguments: [SQLBindable] = []) throws {
        try bind(arguments)
        while try step() {}
        sqlite3_reset(handle)
    }

    /// Runs the statement with `arguments` and maps each row.
    public func map<T>(_ arguments: [SQLBindable] = [], _ transform: (Row) throws -> T) throws -> [T] {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        var results: [T] = []
        let row = Row(statement: self)
        while try step() {
            results.append(try transform(row))
        }
        return results
    }

    /// Calls `body` for each row without collecting them: memory stays flat.
    public func forEach(_ arguments: [SQLBindable] = [], _ body: (Row) throws -> Void) throws {
        try bind(arguments)
        defer { sqlite3_reset(handle) }
        let row = Row(statement: self)
        while try step() {
            try body(row)
        }
    }
}
