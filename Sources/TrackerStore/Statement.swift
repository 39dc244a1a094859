import CSQLite

/// A prepared statement that owns its `sqlite3_stmt` and finalizes it in `deinit`.
///
/// Every bind and step result is checked and thrown as `DatabaseError`; a wrong
/// number of arguments is an error, not a crash. Nothing outside this file touches the handle.
/// See https://www.sqlite.org/c3ref/stmt.html.
public final class Statement {
    private let handle: OpaquePointer
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

    // MARK: - Binding

    /// Clears earlier bindings and binds `arguments` to the `?` placeholders, in order.
    /// - Throws: `DatabaseError` when the count does not match or SQLite refuses a value.
    public func bind(_ arguments: [SQLBindable]) throws {
        reset()
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard arguments.count == expected else {
            throw DatabaseError.misuse("expected \(expected) arguments, got \(arguments.count)", sql: sql)
        }
        for (offset, argument) in arguments.enumerated() {
            try bind(argument.sqlValue, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the placeholder at `index` (from 1), leaving the others as they are.
    /// The positional binds are for statements run many times with many values (a batch insert):
    /// no argument array is built. Call `reset()` before binding a statement that has run.
    /// - Throws: `DatabaseError` when the index is out of range or SQLite refuses the value.
    /// See https://www.sqlite.org/c3ref/bind_blob.html.
    public func bind(_ value: SQLValue, at index: Int32) throws {
        switch value {
        case .null: try bindNull(at: index)
        case .integer(let value): try bind(value, at: index)
        case .real(let value): try bind(value, at: index)
        case .text(let value): try bind(value, at: index)
        case .blob(let bytes):
            try check(bytes.withUnsafeBytes { tracker_sqlite3_bind_blob(handle, index, $0.baseAddress, Int32($0.count)) })
        }
    }

    /// Binds an integer to the placeholder at `index` (from 1).
    /// - Throws: `DatabaseError` when the index is out of range.
    public func bind(_ value: Int64, at index: Int32) throws {
        try check(sqlite3_bind_int64(handle, index, value))
    }

    /// Binds a real number to the placeholder at `index` (from 1).
    /// - Throws: `DatabaseError` when the index is out of range.
    public func bind(_ value: Double, at index: Int32) throws {
        try check(sqlite3_bind_double(handle, index, value))
    }

    /// Binds text, or NULL for `nil`, to the placeholder at `index` (from 1).
    /// - Throws: `DatabaseError` when the index is out of range or the text is too long.
    public func bind(_ value: String?, at index: Int32) throws {
        guard var text = value else { return try bindNull(at: index) }
        // Explicit length: text may contain NUL characters.
        try check(text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                tracker_sqlite3_bind_text(handle, index, $0.baseAddress, Int32($0.count))
            }
        })
    }

    /// Binds NULL to the placeholder at `index` (from 1).
    /// - Throws: `DatabaseError` when the index is out of range.
    public func bindNull(at index: Int32) throws {
        try check(sqlite3_bind_null(handle, index))
    }

    private func check(_ code: Int32) throws {
        guard code == SQLITE_OK else { throw database.error(code: code, sql: sql) }
    }

    // MARK: - Running

    /// Makes the statement ready to run again, keeping its bindings. A failed step's error has
    /// already been thrown by `step()`, so the code `sqlite3_reset` repeats is not looked at.
    /// See https://www.sqlite.org/c3ref/reset.html.
    public func reset() {
        sqlite3_reset(handle)
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
            reset()
            throw error
        }
    }

    /// Runs the statement to completion with `arguments`.
    public func execute(_ arguments: [SQLBindable] = []) throws {
        try bind(arguments)
        while try step() {}
        reset()
    }

    /// Runs the statement with `arguments` and maps each row.
    public func map<T>(_ arguments: [SQLBindable] = [], _ transform: (Row) throws -> T) throws -> [T] {
        try bind(arguments)
        defer { reset() }
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
        defer { reset() }
        let row = Row(statement: self)
        while try step() {
            try body(row)
        }
    }

    // MARK: - Columns of the current row (read through `Row`)

    var columnCount: Int { Int(sqlite3_column_count(handle)) }

    func columnIsNull(_ index: Int32) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    func columnInt64(_ index: Int32) -> Int64 {
        sqlite3_column_int64(handle, index)
    }

    func columnDouble(_ index: Int32) -> Double {
        sqlite3_column_double(handle, index)
    }

    func columnString(_ index: Int32) -> String? {
        guard let bytes = sqlite3_column_text(handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    func columnValue(_ index: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER: return .integer(columnInt64(index))
        case SQLITE_FLOAT: return .real(columnDouble(index))
        case SQLITE_TEXT: return columnString(index).map(SQLValue.text) ?? .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let pointer = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
        default: return .null
        }
    }
}
