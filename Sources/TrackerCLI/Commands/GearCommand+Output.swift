import TrackerCore
import TrackerStore
import TrackerTime

extension GearCommand {
    /// The fields of `gear list --json` and `--csv`, in order.
    static let recordFields = ["name", "kind", "for", "default", "activities", "distance_m", "duration_s", "first", "last",
                               "limit_m", "limit_share", "since", "retired", "brand", "model", "notes"]

    static func list(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let format = try OutputFormat.from(arguments)
        let database = try context.database(creating: false)
        let store = GearStore(database: database)
        let gear = try store.all(inUseOnly: !arguments.flag(all))
        let uses = try store.uses()
        func instant(_ seconds: Int64?) throws -> String? {
            // Shown at the offset of the activity that started then.
            guard let seconds else { return nil }
            let offset = try database.fetchInt("SELECT utc_offset FROM activities WHERE start_utc = ? LIMIT 1", [seconds]) ?? 0
            return ISO8601.string(LocalInstant(secondsSince1970: seconds, utcOffset: Int(offset)))
        }
        switch format {
        case .json, .csv:
            var records: [[JSONValue]] = []
            for item in gear {
                let use = item.id.flatMap { uses[$0] } ?? GearUse()
                records.append([
                    .string(item.name), .string(item.kind.rawValue), .optional(item.family?.rawValue), .bool(item.isDefault),
                    .integer(Int64(use.activities)), .number(use.distance), .number(use.duration),
                    .optional(try instant(use.first)), .optional(try instant(use.last)),
                    item.limit.map(JSONValue.number) ?? .null, use.share(of: item.limit).map(JSONValue.number) ?? .null,
                    .optional(item.since.map { ISO8601.string(localInstant($0, zone: context.clock.timeZone)) }),
                    .optional(item.retired.map { ISO8601.string(localInstant($0, zone: context.clock.timeZone)) }),
                    .optional(item.brand), .optional(item.model), .optional(item.notes),
                ])
            }
            if format == .json {
                context.print(JSONValue.array(records.map { .object(Array(zip(recordFields, $0))) }).serialized(pretty: true))
            } else {
                context.io.out(CSVWriter.line(recordFields) + records.map { CSVWriter.line($0.map(csvText)) }.joined())
            }
        case .table:
            guard !gear.isEmpty else {
                let retired = arguments.flag(all) ? 0 : try store.all().count
                context.print(retired > 0
                    ? "No gear in use; \(retired.counted("retired gear", "retired gear")) (--all lists them)."
                    : "No gear yet. Add some with: tracker gear add 'Pegasus 40' --kind shoes --default --limit 700km")
                return
            }
            let formatter = try context.formatter()
            var table = TextTable([
                ("NAME", .left), ("KIND", .left), ("DISTANCE", .right), ("TIME", .right), ("ACTS", .right),
                ("FIRST", .left), ("LAST", .left), ("LIMIT", .right),
            ])
            table.truncatable = [0: 8]
            table.readable = [0: 16]
            table.dropsBeforeCutting = 1
            table.dropOrder = [5, 3, 1]
            for item in gear {
                let use = item.id.flatMap { uses[$0] } ?? GearUse()
                var name = item.name
                if item.isDefault { name += " *" }
                let share = use.share(of: item.limit).map { String(printf: "%.0f%%", $0 * 100) }
                table.append([
                    name, item.kind.rawValue + (item.isRetired ? ", retired" : ""), formatter.distance(use.distance), formatter.totalDuration(use.duration),
                    "\(use.activities)", try day(use.first, database: database), try day(use.last, database: database),
                    item.limit.map { (share ?? "") + " of " + limitText($0, formatter: formatter) } ?? "",
                ])
            }
            var text = table.render(width: context.terminal.columns, palette: context.terminal.palette)
            if gear.contains(where: \.isDefault) { text += "* the default gear of its family\n" }
            context.page(text)
        }
    }

    /// `2026-11-29`: the local day an activity started, at its own offset; empty for none.
    private static func day(_ seconds: Int64?, database: Database) throws -> String {
        guard let seconds else { return "" }
        let offset = try database.fetchInt("SELECT utc_offset FROM activities WHERE start_utc = ? LIMIT 1", [seconds]) ?? 0
        return LocalInstant(secondsSince1970: seconds, utcOffset: Int(offset)).localDay.iso
    }

    private static func csvText(_ value: JSONValue) -> String {
        switch value {
        case .null: return ""
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .number(let number): return JSONValue.format(number)
        default: return value.serialized()
        }
    }

    static func show(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let database = try context.database(creating: false)
        let store = GearStore(database: database)
        let gear = try GearLookup.find(text, option: "<name>", store: store)
        guard let id = gear.id else { return }
        let use = try store.use(of: id)
        let json = arguments.flag(OutputFormat.jsonOption)
        // The JSON has every id; the page the latest, unless --all.
        let activities = try store.activities(of: id, limit: json || arguments.flag(all) ? nil : shownActivities + 1)
        let months = try store.monthlyDistance(of: id)
        if json {
            let fields: [(String, JSONValue)] = [
                ("name", .string(gear.name)), ("kind", .string(gear.kind.rawValue)), ("for", .optional(gear.family?.rawValue)),
                ("default", .bool(gear.isDefault)), ("retired", .bool(gear.isRetired)),
                ("activities", .integer(Int64(use.activities))), ("distance_m", .number(use.distance)), ("duration_s", .number(use.duration)),
                ("limit_m", gear.limit.map(JSONValue.number) ?? .null), ("limit_share", use.share(of: gear.limit).map(JSONValue.number) ?? .null),
                ("brand", .optional(gear.brand)), ("model", .optional(gear.model)), ("notes", .optional(gear.notes)),
                ("months", .array(months.map { .object([("month", .string($0.month)), ("distance_m", .number($0.distance)), ("activities", .integer(Int64($0.activities)))]) })),
                ("activity_ids", .array(activities.compactMap(\.id).map(JSONValue.integer))),
            ]
            context.print(JSONValue.object(fields).serialized(pretty: true))
            return
        }
        let formatter = try context.formatter()
        // The name on a line of its own: a long one and its description would not fit 60 columns.
        var lines = [TerminalText.escape(gear.name), describe(gear, formatter: formatter, zone: context.clock.timeZone)]
        var made = [gear.brand, gear.model].compactMap { $0 }.joined(separator: " ")
        if !made.isEmpty { made = TerminalText.escape(made) ; lines.append(made) }
        var total = "\(formatter.distance(use.distance))  \(formatter.totalDuration(use.duration))  \(use.activities.counted("activity", "activities"))"
        if let share = use.share(of: gear.limit), let limit = gear.limit {
            total += String(printf: "  %.0f%%", share * 100) + " of its " + limitText(limit, formatter: formatter) + " limit"
        }
        lines.append(total)
        if let notes = gear.notes { lines.append(TerminalText.escape(notes)) }
        var text = lines.joined(separator: "\n") + "\n"
        if !months.isEmpty {
            var table = TextTable([("MONTH", .left), ("DISTANCE", .right), ("ACTS", .right), ("", .left)])
            let longest = months.map(\.distance).max() ?? 0
            for month in months {
                let width = longest > 0 ? Int((month.distance / longest * 20).rounded()) : 0
                table.append([month.month, formatter.distance(month.distance), "\(month.activities)", String(repeating: "▇", count: width)])
            }
            table.dropOrder = [3]
            text += "\nBY MONTH\n" + table.render(width: context.terminal.columns, palette: context.terminal.palette)
        }
        if !activities.isEmpty {
            text += "\nACTIVITIES\n"
            let more = activities.count > shownActivities && !arguments.flag(all)
            text += try activityTable(more ? Array(activities.prefix(shownActivities)) : activities, context: context)
            if more {
                let footer = "The latest \(shownActivities) of \(use.activities) are shown; --all lists every one."
                text += context.paint(TerminalText.wrap(footer, width: context.terminal.columns), .secondary) + "\n"
            }
        }
        context.page(text)
    }

    /// The activities' table as `list` lays it out, without its gear column (they share one gear).
    private static func activityTable(_ activities: [Activity], context: CommandContext) throws -> String {
        let formatter = try context.formatter()
        var table = TextTable([
            ("ID", .right), ("DATE", .left), ("TYPE", .left), ("DISTANCE", .right), ("TIME", .right), ("NAME", .left),
        ])
        table.truncatable = [5: 8]
        table.readable = [5: 16]
        table.dropsBeforeCutting = 0
        table.dropOrder = [2]
        for activity in activities {
            table.append([
                "\(activity.id ?? 0)", formatter.dateTime(activity.start), activity.type.displayName,
                formatter.distance(activity.distance, family: activity.type.family), formatter.clockDuration(activity.duration),
                activity.name ?? "",
            ])
        }
        return table.render(width: context.terminal.columns, palette: context.terminal.palette)
    }
}
