import TrackerCore
import TrackerStore
import TrackerTime

extension SegmentCommand {
    static let noRoutes = "no recorded routes yet"

    /// Whether any stored track has positions (then it visited a tile).
    static func hasRoutes(_ database: Database) throws -> Bool {
        try database.fetchInt("SELECT 1 FROM activity_tiles LIMIT 1") != nil
    }

    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let json = arguments.flag(OutputFormat.jsonOption)
        let database = try context.database(creating: false)
        let store = SegmentStore(database: database)
        let segments = try store.all()
        let summaries = try store.summaries()
        if json {
            context.print(JSONValue.array(segments.map { segment in
                let summary = segment.id.flatMap { summaries[$0] }
                return .object([
                    ("name", .string(segment.name)), ("length_m", .number(segment.shape.length)), ("source", .string(segment.source)),
                    ("efforts", .integer(Int64(summary?.efforts ?? 0))), ("best_s", summary.map { .number($0.best) } ?? .null),
                ])
            }).serialized(pretty: true))
            return
        }
        guard !segments.isEmpty else {
            context.print(try hasRoutes(database) ? "No segments yet. Add one with: tracker segment add 'Hill climb' --activity 12 --from 3.2 --to 4.5" : noRoutes)
            return
        }
        let formatter = try context.formatter()
        var table = TextTable([("NAME", .left), ("LENGTH", .right), ("EFFORTS", .right), ("BEST", .right), ("FROM", .left)])
        table.truncatable = [0: 8, 4: 8]
        table.dropOrder = [4]
        for segment in segments {
            let summary = segment.id.flatMap { summaries[$0] }
            table.append([TerminalText.escape(segment.name), formatter.distance(segment.shape.length), "\(summary?.efforts ?? 0)",
                          summary.map { formatter.clockDuration($0.best) } ?? "", TerminalText.escape(segment.source)])
        }
        context.page(table.render(width: context.terminal.columns, palette: context.terminal.palette))
    }

    static func show(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let json = arguments.flag(OutputFormat.jsonOption)
        let database = try context.database(creating: false)
        let store = SegmentStore(database: database)
        let segment = try find(text, store: store)
        guard let id = segment.id else { return }
        let efforts = try store.efforts(ofSegment: id)
        let length = segment.shape.length
        if json {
            context.print(JSONValue.object([
                ("name", .string(segment.name)), ("length_m", .number(length)), ("source", .string(segment.source)),
                ("efforts", .array(efforts.enumerated().map { rank, stored in
                    .object([
                        ("rank", .integer(Int64(rank + 1))), ("activity_id", .integer(stored.activityID)), ("type", .string(stored.type.rawValue)),
                        ("start", .string(ISO8601.string(stored.start))), ("elapsed_s", .number(stored.effort.elapsed)),
                        ("speed_m_s", stored.effort.elapsed > 0 ? .number(length / stored.effort.elapsed) : .null),
                        ("heart_rate_bpm", stored.effort.heartRate.map(JSONValue.number) ?? .null),
                        ("power_w", stored.effort.power.map(JSONValue.number) ?? .null),
                        ("start_index", .integer(Int64(stored.effort.startIndex))), ("end_index", .integer(Int64(stored.effort.endIndex))),
                    ])
                })),
            ]).serialized(pretty: true))
            return
        }
        let formatter = try context.formatter()
        context.print("\(TerminalText.escape(segment.name))  \(formatter.distance(length)), \(efforts.count.counted("effort"))")
        guard !efforts.isEmpty else {
            context.print(try hasRoutes(database) ? "No activity passes over it yet." : noRoutes)
            return
        }
        let showsPace = efforts.contains { $0.type.showsPace || $0.type.family == .swim }
        var table = TextTable([
            ("#", .right), ("TIME", .right), (showsPace ? "PACE" : "SPEED", .right), ("HR", .right), ("POWER", .right),
            ("DATE", .left), ("ACTIVITY", .right),
        ])
        table.dropOrder = [4, 3, 2]
        for (rank, stored) in efforts.enumerated() {
            let effort = stored.effort
            table.append([
                "\(rank + 1)", formatter.clockDuration(effort.elapsed), formatter.pace(distance: length, duration: effort.elapsed, type: stored.type),
                effort.heartRate.map(formatter.heartRate) ?? "", effort.power.map(formatter.power) ?? "",
                stored.start.localDay.iso, "#\(stored.activityID)",
            ])
        }
        context.page(table.render(width: context.terminal.columns, palette: context.terminal.palette))
    }

    /// What an import says of each segment it set a new best on: `New best on Hill climb: 4:12, was 4:30`.
    static func newBestLines(before: [Int64: (efforts: Int, best: Double)], store: SegmentStore, formatter: DisplayFormatter) throws -> [String] {
        let after = try store.summaries()
        return try store.all().compactMap { segment in
            guard let id = segment.id, let now = after[id] else { return nil }
            guard let was = before[id] else { return "First effort on \(TerminalText.escape(segment.name)): \(formatter.clockDuration(now.best))" }
            guard now.best < was.best else { return nil }
            return "New best on \(TerminalText.escape(segment.name)): \(formatter.clockDuration(now.best)), was \(formatter.clockDuration(was.best))"
        }
    }
}
