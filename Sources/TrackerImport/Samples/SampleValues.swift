import TrackerCore

/// The values one sample of a file carries, in SI units, by column; a value the sample lacks is `nil`.
struct SampleValues {
    private var values = [Double?](repeating: nil, count: StreamColumn.allCases.count)

    subscript(column: StreamColumn) -> Double? {
        get { values[Self.index(column)] }
        set { values[Self.index(column)] = newValue }
    }

    /// Whether any column has a value.
    var isEmpty: Bool { values.allSatisfy { $0 == nil } }

    private static func index(_ column: StreamColumn) -> Int {
        StreamColumn.allCases.firstIndex(of: column) ?? 0
    }
}
