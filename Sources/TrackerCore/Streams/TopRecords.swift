/// The best `limit` records of one category, best first, kept as candidates are offered one by
/// one in any order (`PersonalRecord.ranks(above:)`), so a store can rank a whole table's rows
/// without sorting them all.
public struct TopRecords: Sendable {
    public let limit: Int
    /// Best first, at most `limit`.
    public private(set) var records: [PersonalRecord] = []

    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Keeps `record` when it ranks among the best `limit` so far.
    public mutating func offer(_ record: PersonalRecord) {
        guard limit > 0 else { return }
        if records.count == limit, let last = records.last, !record.ranks(above: last) { return }
        let index = records.firstIndex { record.ranks(above: $0) } ?? records.count
        records.insert(record, at: index)
        if records.count > limit { records.removeLast() }
    }
}
