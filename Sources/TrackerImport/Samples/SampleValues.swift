import TrackerCore

/// The values one sample of a file carries, in SI units, by column; a value the sample lacks is `nil`.
struct SampleValues {
    /// Every column, in the order of the values (`StreamColumn.allCases`, worked out once: a file
    /// has a sample a second).
    static let columns = StreamColumn.allCases
    /// Each column's place in `columns`, by raw value.
    private static let positions: [Int] = {
        var positions = [Int](repeating: 0, count: Int(UInt8.max) + 1)
        for (position, column) in columns.enumerated() { positions[Int(column.rawValue)] = position }
        return positions
    }()

    private var values = [Double?](repeating: nil, count: columns.count)

    subscript(column: StreamColumn) -> Double? {
        get { values[Self.positions[Int(column.rawValue)]] }
        set { values[Self.positions[Int(column.rawValue)]] = newValue }
    }

    /// The value of the column at `position` in `columns`.
    subscript(position position: Int) -> Double? {
        values[position]
    }

    /// Whether any column has a value.
    var isEmpty: Bool { values.allSatisfy { $0 == nil } }

    /// Removes every value, keeping the storage for the next sample.
    mutating func removeAll() {
        for position in values.indices { values[position] = nil }
    }
}
