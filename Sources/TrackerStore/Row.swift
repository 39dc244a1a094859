/// Typed access to the current row of a statement; valid only inside the mapping closure.
public struct Row {
    let statement: Statement

    public var columnCount: Int { statement.columnCount }

    public func isNull(_ index: Int) -> Bool {
        statement.columnIsNull(Int32(index))
    }

    public func int64(_ index: Int) -> Int64 {
        statement.columnInt64(Int32(index))
    }

    public func int(_ index: Int) -> Int { Int(int64(index)) }

    public func double(_ index: Int) -> Double {
        statement.columnDouble(Int32(index))
    }

    public func optionalDouble(_ index: Int) -> Double? {
        isNull(index) ? nil : double(index)
    }

    public func string(_ index: Int) -> String? {
        statement.columnString(Int32(index))
    }

    public func value(_ index: Int) -> SQLValue {
        statement.columnValue(Int32(index))
    }
}
