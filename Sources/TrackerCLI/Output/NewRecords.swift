import TrackerCore

/// The wording of the `New record: 5 km in 22:13, was 22:40 (run #12)` lines that `import` and `add`
/// print. Which records are new is the store's and Core's (`BestEffortStore.newRecords(among:)`,
/// `NewRecord.wholeActivity`): a record is announced only when it beats one already held by another
/// activity of the same type, so the first activity of a type, which sets every record, says nothing.
enum NewRecords {
    /// One line per record, in the order given (the store's: by type, then category).
    static func lines(_ records: [NewRecord], formatter: DisplayFormatter) -> [String] {
        records.map { line($0.category, $0.value, was: $0.previous, type: $0.type, id: $0.activityID, formatter: formatter) }
    }

    static func line(_ category: RecordCategory, _ value: Double, was old: Double, type: ActivityType, id: Int64, formatter: DisplayFormatter) -> String {
        "New record: \(category.name)\(category.smallerIsBetter ? " in" : "") \(text(category, value, type: type, formatter)), "
            + "was \(text(category, old, type: type, formatter)) (\(type.rawValue) #\(id))"
    }

    /// A distance in the unit `type`'s family counts in (yards or metres for a swim).
    static func text(_ category: RecordCategory, _ value: Double, type: ActivityType, _ formatter: DisplayFormatter) -> String {
        switch category {
        case .effort(.distance), .longestTime: return formatter.clockDuration(value)
        case .effort(.duration): return "\(Int(value.rounded())) W"
        case .longestDistance: return formatter.distance(value, family: type.family)
        case .biggestClimb: return formatter.elevation(value)
        }
    }
}
