import CSQLite

/// Typed access to the current row of a statement; valid only inside the mapping closure.
public struct Row {
    let statement: Statement

    public var columnCount: Int { Int(sqlite3_column_count(statement.handle)) }

    public func isNull(_ index: Int) -> Bool {
        sqlite3_column_type(statement.handle, Int32(index)) == SQLITE_NULL
    }

    public func int64(_ index: Int) -> Int64 {
        sqlite3_column_int64(statement.handle, Int32(index))
    }

    public func int(_ index: Int) -> Int { Int(int64(index)) }

    public func double(_ index: Int) -> Double {
        sqlite3_column_double(statement.handle, Int32(index))
    }

    public func optionalDouble(_ index: Int) -> Double? {
        isNull(index) ? nil : double(index)
    }

    public func string(_ index: Int) -> String? {
        guard let bytes = sqlite3_column_text(statement.handle, Int32(index)) else { return nil }
        let count = Int(sqlite3_column_bytes(statement.handle, Int32(index)))
        return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    }

    public func value(_ index: Int) -> SQLValue {
        let column = Int32(index)
        switch sqlite3_column_type(statement.handle, column) {
        case SQLITE_INTEGER: return .integer(int64(index))
        case SQLITE_FLOAT: return .real(double(index))
        case SQLITE_TEXT: return string(index).map(SQLValue.text) ?? .null
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement.handle, column))
            guard let pointer = sqlite3_column_blob(statement.handle, column) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: pointer, count: count)))
        default: return .null
        }
    }
}
