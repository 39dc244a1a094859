#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker gear`: shoes, bikes and other gear, and the distance done with each, read from the
/// activities themselves (`GearStore.uses`).
enum GearCommand {
    /// What `tracker gear ACTION` does.
    enum Action: String, CaseIterable, ExpressibleByArgument {
        case add, list, show, retire, edit, delete
        static let argumentKind = "a gear action"
    }

    static let action = ArgumentSpec("action", help: "add, list (the default), show, retire, edit or delete.", optional: true, completion: Action.completion)
    static let name = ArgumentSpec("name", help: "The gear's name (quote it when it has spaces).", optional: true)

    static let kind = OptionSpec("kind", short: "k", value: "kind", help: "What it is: \(GearKind.acceptedValues).", completion: GearKind.completion)
    static let family = OptionSpec("for", value: "family", help: "The family it is for (\(ActivityFamily.acceptedValues)). Default: run for shoes, ride for a bike.", completion: ActivityFamily.completion)
    static let isDefault = OptionSpec("default", help: "Give it to the family's new activities that name no gear (add, import).")
    static let notDefault = OptionSpec("no-default", help: "edit: stop giving it to new activities.")
    static let limit = OptionSpec("limit", value: "distance", help: "The distance after which to replace it: 700km, 500mi, 700 (in the display unit); edit: none removes it.")
    static let since = OptionSpec("since", value: "when", help: "The day it came into use: no default gear is given to activities before it.")
    static let notes = OptionSpec("notes", value: "text", help: "Free-form notes; edit: '' removes them.")
    static let rename = OptionSpec("name", short: "n", value: "text", help: "edit: a new name.")
    static let all = OptionSpec("all", short: "a", help: "list: retired gear too; show: every activity, not the latest \(shownActivities).")
    /// The activities `gear show` lists without --all.
    static let shownActivities = 20
    static let force = OptionSpec("force", help: "delete: also when activities use it (they keep no gear).")

    /// The options each action takes.
    static let accepted: [Action: [OptionSpec]] = [
        .add: [kind, family, isDefault, limit, since, notes],
        .list: [all, OutputFormat.jsonOption, OutputFormat.csvOption],
        .show: [all, OutputFormat.jsonOption],
        .retire: [],
        .edit: [kind, family, isDefault, notDefault, limit, since, notes, rename],
        .delete: [force],
    ]

    static let command = Command(
        CommandSpec(
            name: "gear",
            abstract: "Track shoes, bikes and other gear, and the distance done with each.",
            discussion: """
                Each gear's distance, time and activities are added up from the activities done with \
                it (add --gear, edit --gear, or the family's default gear, which add and import give \
                to activities that name none). A gear passing its --limit is said once, by the \
                command that took it past. Names are unique whatever their letter case.
                """,
            arguments: [action, name],
            options: [kind, family, isDefault, notDefault, limit, since, notes, rename, all, force, OutputFormat.jsonOption, OutputFormat.csvOption],
            examples: [
                "tracker gear add 'Pegasus 40' --kind shoes --default --limit 700km",
                "tracker gear list", "tracker gear show 'Pegasus 40'", "tracker gear retire 'Pegasus 40'",
                "tracker gear edit Commuter --limit 5000km", "tracker gear delete Commuter --force",
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let chosen = try arguments.argument(Self.action, as: Action.self) ?? .list
        // A value is checked before the action it belongs to, so a wrong one is named for what it is.
        _ = try arguments.parse(kind, as: GearKind.self)
        _ = try arguments.parse(family, as: ActivityFamily.self)
        let given = Set(arguments.values.keys).union(arguments.flags)
        let allowed = Set((accepted[chosen] ?? []).map(\.name))
        if let stray = given.sorted().first(where: { !allowed.contains($0) }) {
            let takers = Action.allCases.filter { accepted[$0]?.contains { $0.name == stray } == true }.map { "'gear \($0.rawValue)'" }
            throw UsageError.invalid("--\(stray) is not an option of 'gear \(chosen.rawValue)'" + (takers.isEmpty ? "" : "; it is for " + takers.joined(separator: " and ")))
        }
        let named = arguments.positionals.count > 1 ? arguments.positionals[1] : nil
        if chosen == .list {
            if let named { throw UsageError.unexpectedArgument(named) }
            return try list(arguments, context)
        }
        guard let named else { throw UsageError.missingArgument("name") }
        switch chosen {
        case .add: try add(named, arguments, context)
        case .show: try show(named, arguments, context)
        case .retire: try retire(named, context)
        case .edit: try edit(named, arguments, context)
        case .delete: try delete(named, arguments, context)
        case .list: break
        }
    }

    // MARK: - Adding and changing

    static func add(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let gearName = try validName(text)
        guard let kind = try arguments.parse(Self.kind, as: GearKind.self) else { throw UsageError.missingRequired(option: "--kind") }
        var gear = Gear(name: gearName, kind: kind, family: kind.family)
        try apply(arguments, to: &gear, context: context)
        let database = try context.database()
        let store = GearStore(database: database)
        let stored = try database.inTransaction(.immediate) { () throws -> Gear in
            if let taken = try store.find(name: gearName) {
                throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is taken: a gear is named '\(taken.name)' already; choose another name, or change it with: tracker gear edit '\(taken.name)'"))
            }
            return try store.insert(gear, createdAt: context.nowSeconds)
        }
        context.print("Added gear \(TerminalText.escape(stored.name))  " + describe(stored, formatter: try context.formatter(), zone: context.clock.timeZone))
    }

    static func edit(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let fields = accepted[.edit] ?? []
        guard arguments.hasAny(fields) else {
            throw UsageError.invalid("nothing to change; give at least one of " + fields.map { "--\($0.name)" }.joined(separator: ", "))
        }
        if arguments.flag(isDefault) && arguments.flag(notDefault) {
            throw UsageError.invalid("--default and --no-default contradict each other; give one of them")
        }
        let database = try context.database()
        let store = GearStore(database: database)
        let formatter = try context.formatter()
        let updated = try database.inTransaction(.immediate) { () throws -> Gear in
            var gear = try GearLookup.find(text, option: "<name>", store: store)
            if let newName = arguments.value(rename) {
                let checked = try validName(newName)
                if let taken = try store.find(name: checked), taken.id != gear.id {
                    throw UsageError.invalidValue(option: "--name", ValueParseError(value: newName, reason: "is taken: a gear is named '\(taken.name)' already"))
                }
                gear.name = checked
            }
            if let kind = try arguments.parse(Self.kind, as: GearKind.self) {
                gear.kind = kind
                if arguments.value(family) == nil && !gear.isDefault { gear.family = kind.family }
            }
            try apply(arguments, to: &gear, context: context)
            if arguments.flag(notDefault) { gear.isDefault = false }
            try store.update(gear)
            return gear
        }
        context.print("Updated gear \(TerminalText.escape(updated.name))  " + describe(updated, formatter: formatter, zone: context.clock.timeZone))
    }

    /// Reads `--for`, `--default`, `--limit`, `--since` and `--notes` into `gear`.
    static func apply(_ arguments: ParsedArguments, to gear: inout Gear, context: CommandContext) throws {
        if let parsed = try arguments.parse(family, as: ActivityFamily.self) { gear.family = parsed }
        if arguments.flag(isDefault) {
            guard gear.family != nil else {
                throw UsageError.invalid("--default needs a family: give --for FAMILY (\(ActivityFamily.acceptedValues)) for gear of kind \(gear.kind.rawValue)")
            }
            gear.isDefault = true
        }
        if let text = arguments.value(limit) {
            gear.limit = try parseLimit(text, units: context.units(), allowsNone: gear.id != nil)
        }
        if let text = arguments.value(since) {
            gear.since = try ParsedArguments.convert(text, option: "--since") { text in
                Int64(try When(parsing: text, clock: context.clock).lowerBound(clock: context.clock).timeIntervalSince1970)
            }
        }
        if let text = arguments.value(notes) { gear.notes = text.isEmpty ? nil : text }
    }

    /// A limit: a distance above zero (`700km`, `500mi`, `700` in the display unit), or `none` on edit.
    static func parseLimit(_ text: String, units: UnitSystem, allowsNone: Bool) throws -> Double? {
        if allowsNone && text.lowercased() == "none" { return nil }
        let meters = try ParsedArguments.convert(text, option: "--limit") { try ValueParser.distance($0, units: units) }
        guard meters > 0 else {
            throw UsageError.invalidValue(option: "--limit", ValueParseError(value: text, reason: "is zero; a limit is a distance above 0, such as 700km" + (allowsNone ? ", or none to remove it" : "")))
        }
        return meters
    }

    /// A name as typed, trimmed; an empty one is refused.
    static func validName(_ text: String) throws -> String {
        let trimmed = text.trimmingSpaces()
        guard !trimmed.isEmpty else {
            throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is empty; a gear needs a name, such as 'Pegasus 40'"))
        }
        // `edit --gear none` takes an activity's gear off, so no gear may be called that.
        guard trimmed.lowercased() != "none" else {
            throw UsageError.invalidValue(option: "<name>", ValueParseError(value: text, reason: "is kept for 'tracker edit ID --gear none'; choose another name"))
        }
        return trimmed
    }

    static func retire(_ text: String, _ context: CommandContext) throws {
        let database = try context.database()
        let store = GearStore(database: database)
        let gear = try database.inTransaction(.immediate) { () throws -> Gear in
            var gear = try GearLookup.find(text, option: "<name>", store: store)
            guard !gear.isRetired else { return gear }
            gear.retired = context.nowSeconds
            // A retired gear is no one's default any more.
            gear.isDefault = false
            try store.update(gear)
            return gear
        }
        let use = try gear.id.map { try store.use(of: $0) } ?? GearUse()
        let formatter = try context.formatter()
        context.print("Retired gear \(TerminalText.escape(gear.name)) after \(formatter.distance(use.distance)) over \(use.activities.counted("activity", "activities"))")
    }

    static func delete(_ text: String, _ arguments: ParsedArguments, _ context: CommandContext) throws {
        let database = try context.database()
        let store = GearStore(database: database)
        let (gear, detached) = try database.inTransaction(.immediate) { () throws -> (Gear, Int) in
            let gear = try GearLookup.find(text, option: "<name>", store: store)
            guard let id = gear.id else { return (gear, 0) }
            let use = try store.use(of: id)
            if use.activities > 0 && !arguments.flag(force) {
                throw RuntimeError("\(gear.name) is the gear of \(use.activities.counted("activity", "activities")); nothing was deleted. Give --force to delete it and leave them without gear, or retire it: tracker gear retire '\(gear.name)'")
            }
            return (gear, try store.delete(id: id))
        }
        context.print("Deleted gear \(TerminalText.escape(gear.name))" + (detached > 0 ? "; " + detached.plural("1 activity now has", "\(detached) activities now have") + " no gear" : ""))
    }

    // MARK: - Describing

    /// `shoes for runs, default, limit 700 km, since 2026-11-01` (the day in `zone`, where it was given).
    static func describe(_ gear: Gear, formatter: DisplayFormatter, zone: Zone) -> String {
        var parts = [gear.kind.rawValue + (gear.family.map { " for \($0.displayName.lowercased())" } ?? "")]
        if gear.isDefault { parts.append("default") }
        if let limit = gear.limit { parts.append("limit " + limitText(limit, formatter: formatter)) }
        if let since = gear.since { parts.append("since " + localInstant(since, zone: zone).localDay.iso) }
        if gear.isRetired { parts.append("retired") }
        return parts.joined(separator: ", ")
    }

    /// A moment of the gear's own (`--since`, retirement) at `zone`'s offset then.
    static func localInstant(_ seconds: Int64, zone: Zone) -> LocalInstant {
        LocalInstant(secondsSince1970: seconds, utcOffset: zone.secondsFromGMT(at: seconds))
    }

    /// `700 km`: a limit in the display unit, whole when it is.
    static func limitText(_ meters: Double, formatter: DisplayFormatter) -> String {
        let value = formatter.number(meters, of: .distance)
        let number = abs(value - value.rounded()) < 0.005 ? String(printf: "%.0f", value) : String(printf: "%.1f", value)
        return number + " " + formatter.units.distanceSymbol
    }

    /// What a write that added `added` metres to gear `id` says when that took it past its limit, from
    /// its use as stored now: `Pegasus 40 passed its 700 km limit`.
    static func limitNotice(_ id: Int64, added: Double, store: GearStore, formatter: DisplayFormatter) throws -> String? {
        guard added > 0, let gear = try store.find(id: id), let limit = gear.limit else { return nil }
        let now = try store.use(of: id)
        var before = now
        before.distance -= added
        guard now.passes(limit, from: before) else { return nil }
        return "\(TerminalText.escape(gear.name)) passed its \(limitText(limit, formatter: formatter)) limit"
    }

    /// The lines a write says for each gear it took past its limit: `Pegasus 40 passed its 700 km limit`.
    static func limitNotices(before: [Int64: GearUse], after: [Int64: GearUse], store: GearStore, formatter: DisplayFormatter) throws -> [String] {
        let passed = after.filter { id, use in before[id].map { $0.distance < use.distance } ?? true }
        guard !passed.isEmpty else { return [] }
        return try store.all().compactMap { gear in
            guard let id = gear.id, let use = passed[id], let limit = gear.limit, use.passes(limit, from: before[id]) else { return nil }
            return "\(TerminalText.escape(gear.name)) passed its \(limitText(limit, formatter: formatter)) limit"
        }
    }
}
