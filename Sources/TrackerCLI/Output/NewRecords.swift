import TrackerCore
import TrackerStore

/// The `New record: 5 km in 22:13, was 22:40 (run #12)` lines that `import` and `add` print.
///
/// A record is announced only when it beats one already held by another activity of the same type:
/// the first activity of a type sets every record, which says nothing.
enum NewRecords {
    /// The lines for the activities `ids` (just imported, or given a stream), best first per category:
    /// for each type and best-effort category, the best of them when it beats every other activity.
    static func afterImport(of ids: [Int64], database: Database, formatter: DisplayFormatter) throws -> [String] {
        guard !ids.isEmpty else { return [] }
        let activities = ActivityStore(database: database)
        let efforts = BestEffortStore(database: database)
        var byType: [ActivityType: [Int64]] = [:]
        for id in Set(ids).sorted() {
            guard let activity = try activities.fetch(id: id) else { continue }
            byType[activity.type, default: []].append(id)
        }
        var lines: [String] = []
        for type in ActivityType.allCases {
            guard let newIDs = byType[type] else { continue }
            // Only best efforts are announced after an import, so only theirs are looked up.
            let previous = try efforts.bests(BestEffortTarget.targets(for: type).map { .effort($0) }, type: type, excluding: Set(newIDs))
            var best: [RecordCategory: (value: Double, id: Int64)] = [:]
            for id in newIDs {
                for effort in try efforts.efforts(forActivity: id) {
                    guard let value = effort.recordValue else { continue }
                    let category = effort.category
                    if best[category].map({ category.improves(value, on: $0.value) }) ?? true { best[category] = (value, id) }
                }
            }
            for category in RecordCategory.categories(for: type) {
                guard let new = best[category], let old = previous[category], category.improves(new.value, on: old) else { continue }
                lines.append(line(category, new.value, was: old, type: type, id: new.id, formatter: formatter))
            }
        }
        return lines
    }

    /// The lines for `activity`, just added by hand: the whole-activity records it beats, where
    /// `previous` is `BestEffortStore.wholeActivityBests(type:)` as read just before inserting it.
    static func afterAdding(_ activity: Activity, previous: [RecordCategory: Double], formatter: DisplayFormatter) -> [String] {
        guard let id = activity.id else { return [] }
        return RecordCategory.wholeActivity.compactMap { category in
            let value: Double
            switch category {
            case .longestDistance: value = activity.distance
            case .longestTime: value = activity.duration
            case .biggestClimb: value = activity.elevationGain
            case .effort: return nil
            }
            guard let old = previous[category], category.improves(value, on: old) else { return nil }
            return line(category, value, was: old, type: activity.type, id: id, formatter: formatter)
        }
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
