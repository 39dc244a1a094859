import TrackerCore
import TrackerTime

/// `tracker records`: the best few of each record, per activity type, from a list of candidates.
///
/// Pure: entries in (every activity's totals and best efforts, or the store's records), text or JSON
/// out. Entries are ranked and filtered by year with the one ranking of records
/// (`PersonalRecord.ranks(above:)`, `isIn(year:)`), so any source of entries gives the same page; the
/// store's records arrive ranked, filtered and cut already.
struct RecordsPage {
    /// Types in `ActivityType` order, each with its records in `order(of:)` and their best entries.
    let sections: [(type: ActivityType, records: [(kind: RecordCategory, top: [RecordEntry])])]

    init(entries: [RecordEntry], types: [ActivityType] = [], year: Int? = nil, top: Int = 3) {
        let kept = entries.filter { entry in
            let record = entry.record
            return record.counts && (types.isEmpty || types.contains(entry.type)) && record.isIn(year: year)
        }
        sections = ActivityType.allCases.compactMap { type in
            let ofType = kept.filter { $0.type == type }
            guard !ofType.isEmpty else { return nil }
            let kinds = Dictionary(grouping: ofType, by: \.kind)
            let records = kinds.keys.sorted { Self.order(of: $0) < Self.order(of: $1) }.map { kind in
                (kind, Array(kinds[kind, default: []].sorted { $0.record.ranks(above: $1.record) }.prefix(top)))
            }
            return (type, records)
        }
    }

    /// Efforts by their place in the running, riding and power lists (shortest first), then the totals.
    static func order(of kind: RecordCategory) -> Double {
        switch kind {
        case .effort(.distance(let metres)): return metres
        case .effort(.duration(let seconds)): return 1e9 + seconds
        case .longestDistance: return 2e9
        case .longestTime: return 2e9 + 1
        case .biggestClimb: return 2e9 + 2
        }
    }

    var isEmpty: Bool { sections.isEmpty }

    // MARK: - Text

    func text(_ formatter: DisplayFormatter) -> String {
        guard !isEmpty else {
            return "No records yet. Every activity's distance, time and climb count, and imported activities with recorded samples add their best efforts.\n"
        }
        var blocks: [String] = []
        for section in sections {
            var table = TextTable([("RECORD", .left), ("#", .right), ("RESULT", .right), ("PACE", .right), ("DATE", .left), ("ACTIVITY", .right)])
            for (kind, top) in section.records {
                for (rank, entry) in top.enumerated() {
                    table.append([
                        rank == 0 ? kind.name : "", "\(rank + 1)", result(entry, formatter), pace(entry, formatter),
                        DisplayFormatter.day(entry.start.localDay), "#\(entry.activityID)",
                    ])
                }
            }
            blocks.append(section.type.displayName.uppercased() + "\n" + table.render())
        }
        return blocks.joined(separator: "\n")
    }

    /// `22:13`, `245 W`, `21.10 km`, `+1250 m`.
    func result(_ entry: RecordEntry, _ formatter: DisplayFormatter) -> String {
        switch entry.kind {
        case .effort(.duration): return entry.averagePower.map(formatter.power) ?? ""
        case .effort(.distance), .longestTime: return formatter.clockDuration(entry.time)
        case .longestDistance: return formatter.distance(entry.distance, family: entry.type.family)
        case .biggestClimb: return formatter.elevation(entry.climb)
        }
    }

    /// The pace or speed of a distance effort or the longest distance; empty otherwise.
    func pace(_ entry: RecordEntry, _ formatter: DisplayFormatter) -> String {
        switch entry.kind {
        case .effort(.distance), .longestDistance: return formatter.pace(distance: entry.distance, duration: entry.time, type: entry.type)
        default: return ""
        }
    }

    // MARK: - JSON

    /// One object per ranked entry, in SI units.
    var json: JSONValue {
        var rows: [JSONValue] = []
        for section in sections {
            for (kind, top) in section.records {
                for (rank, entry) in top.enumerated() {
                    var fields: [(String, JSONValue)] = [
                        ("type", .string(section.type.rawValue)), ("record", .string(kind.name)), ("rank", .integer(Int64(rank + 1))),
                        ("activity_id", .integer(entry.activityID)), ("start", .string(ISO8601.string(entry.start))),
                    ]
                    switch kind {
                    case .effort(.duration):
                        fields += [("duration_s", .number(entry.time)), ("power_average_w", entry.averagePower.map(JSONValue.number) ?? .null)]
                    case .effort(.distance), .longestDistance, .longestTime:
                        fields += [("distance_m", .number(entry.distance)), ("duration_s", .number(entry.time))]
                    case .biggestClimb:
                        fields += [("elevation_m", .number(entry.climb))]
                    }
                    rows.append(.object(fields))
                }
            }
        }
        return .array(rows)
    }
}
