#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker goal`: shows or sets the weekly goals, stored in the database in SI units.
enum GoalCommand {
    static let distance = OptionSpec("distance", short: "d", value: "distance", help: "Weekly distance: 50 (in the display unit, km or mi; for --type swim m or yd), 50km, 30mi; 0 removes it.")
    static let duration = OptionSpec("duration", short: "T", value: "duration", help: "Weekly time: 5h, 4h30m, 300m, 4:30:00; 0 removes it.")
    static let elevation = OptionSpec("elevation", short: "e", value: "elevation", help: "Weekly elevation gain: 1000 (in the display unit), 1000m, 3000ft; 0 removes it.")
    static let clear = OptionSpec("clear", help: "Remove every weekly goal.")
    static let settingOptions = [distance, duration, elevation]

    static let type = OptionSpec("type", short: "t", value: "family", help: "The family whose own goals to show or set (\(ActivityFamily.acceptedValues)); without it, the goals over every sport.", completion: ActivityFamily.completion)

    static let command = Command(
        CommandSpec(
            name: "goal", aliases: ["goals"],
            abstract: "Show or set weekly goals for distance, time and elevation, over every sport or per sport.",
            discussion: """
                Without options, shows the goals and this week's progress toward them. A goal of 0 \
                removes that goal; --clear removes them all (with --type, only that sport's). Goals \
                over every sport count every activity; a sport's goals (--type run) count only \
                that family, and each is kept apart from the other. This week is the \
                newest window of 'tracker weeks' with the same options.
                """,
            options: [
                distance, duration, elevation, clear, type,
                WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart, WindowOptions.asOf, WindowOptions.week.spec,
                OutputFormat.jsonOption,
            ],
            examples: [
                "tracker goal", "tracker goal --distance 50km --duration 5h", "tracker goal --type run --distance 40km",
                "tracker goal --elevation 0", "tracker goal --type ride --clear", "tracker goal --calendar --week 1",
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        // The family first: a wrong --type names the families, which are all a goal accepts.
        let family = try parseFamily(arguments)
        var options = try WindowOptions.parse(arguments, context: context)
        let changing = arguments.hasAny(settingOptions)
        if arguments.flag(clear) && changing {
            throw UsageError.invalid("--clear removes every goal; give it alone, or set goals without it")
        }
        let units = try context.units()
        // Parse everything before writing anything.
        let changed = changing || arguments.flag(clear) ? try change(arguments, family: family, units: units, context: context) : false
        // The family's own types, so a walk goal counts hikes too.
        options.typeFilters = family.map { [.family($0)] } ?? []
        options.weekCount = options.selectedWeeksAgo + 1
        // Only showing: a missing database is empty, and is not created.
        let report = try WeeklyReport.load(from: context.database(creating: changed), options: options)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(json(report, family: family).serialized(pretty: true))
            return
        }
        let formatter = try context.formatter()
        let scopeName = family.map { "Weekly \($0.rawValue) goals" } ?? "Weekly goals"
        if changed {
            if arguments.flag(clear) {
                context.print("\(scopeName) cleared.")
            } else {
                context.print(report.goals.isEmpty ? "\(scopeName) cleared." : "\(scopeName): " + describe(report.goals, formatter, family: family))
            }
        }
        guard report.hasGoals else {
            let option = family.map { " --type \($0.rawValue)" } ?? ""
            let example = family?.countsInShortUnits == true ? "5000" : "50"
            context.print("No weekly \(family.map { "\($0.rawValue) " } ?? "")goals set. Set some with: tracker goal\(option) --distance \(example) --duration 5h")
            return
        }
        context.print("\(report.headline)  \(report.selectedCaption)  \(report.selected.activities.counted("activity", "activities"))")
        for line in GoalProgress.lines(report.selectedGoalProgress, formatter: formatter, family: family, width: context.terminal.columns - 2, palette: context.terminal.palette) {
            context.print("  " + line)
        }
        context.io.out(report.familyLines(formatter))
    }

    /// Sets or clears the goals the options give, after parsing them all, in one transaction
    /// so that two goal commands at once cannot lose an update. Returns `true`: the goals changed.
    static func change(_ arguments: ParsedArguments, family: ActivityFamily?, units: UnitSystem, context: CommandContext) throws -> Bool {
        // A bare number means what it means in `add`: metres or yards for a swim goal.
        let distance = try arguments.parse(Self.distance) { try ValueParser.distance($0, units: units, family: family) }
        let duration = try arguments.parse(Self.duration, parseDuration)
        let elevation = try arguments.parse(Self.elevation) { try ValueParser.elevation($0, units: units) }
        let database = try context.database()
        let store = SettingsStore(database: database)
        try database.inTransaction(.immediate) {
            if arguments.flag(clear) && family == nil {
                try store.setSportGoals(SportGoals())
                return
            }
            var updated = arguments.flag(clear) ? WeeklyGoals() : try store.weeklyGoals(for: family)
            if let distance { updated.distance = distance > 0 ? distance : nil }
            if let duration { updated.duration = duration }
            if let elevation { updated.elevation = elevation > 0 ? elevation : nil }
            try store.setWeeklyGoals(updated, for: family)
        }
        return true
    }

    /// The goals and the selected week's progress toward them, as `--json` prints them.
    static func json(_ report: WeeklyReport, family: ActivityFamily?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("as_of", .string(ISO8601.string(report.asOf.instant, timeZone: report.asOf.timeZone))),
            ("mode", .string(report.mode.rawValue)),
        ]
        if let family { fields.append(("family", .string(family.rawValue))) }
        fields.append(("goals", report.goals.json))
        if family == nil {
            fields.append(("family_goals", .object(report.sportGoals.familiesWithGoals.map { ($0.rawValue, report.sportGoals.goals(for: $0).json) })))
        }
        fields.append(("week", report.weekJSON(report.selectedIndex)))
        return .object(fields)
    }

    /// The family `--type` names, `nil` without it.
    /// - Throws: `UsageError` for an unknown name (naming the families, which are all a goal
    ///   accepts), or one type of a family: goals are per family.
    static func parseFamily(_ arguments: ParsedArguments) throws -> ActivityFamily? {
        guard let text = arguments.value(type) else { return nil }
        let filter = try ParsedArguments.convert(text, option: "--\(Self.type.name)") { text in
            if let filter = ActivityTypeFilter(parsing: text) { return filter }
            return .family(try ActivityFamily.parse(text))
        }
        switch filter {
        case .family(let family):
            return family
        case .type(let type):
            throw UsageError.invalidValue(option: "--type", ValueParseError(
                value: text, reason: "is one type of the \(type.family.rawValue) family, and goals are kept per family; use --type \(type.family.rawValue)"))
        }
    }

    /// A duration, or `0` to remove the goal (`nil`).
    static func parseDuration(_ text: String) throws -> Double? {
        if let number = ValueParser.decimal(text.trimmingSpaces()), number == 0 { return nil }
        return try ValueParser.duration(text)
    }

    static func describe(_ goals: WeeklyGoals, _ formatter: DisplayFormatter, family: ActivityFamily?) -> String {
        WeekMetric.allCases.compactMap { metric in
            goals.target(for: metric).map { "\(metric.rawValue) \(WeeklyReport.value($0, metric: metric, formatter: formatter, family: family))" }
        }.joined(separator: ", ")
    }
}
