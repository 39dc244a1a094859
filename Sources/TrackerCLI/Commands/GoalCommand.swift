#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore

/// `tracker goal`: shows or sets the weekly goals, stored in the database in SI units.
enum GoalCommand {
    static let distance = OptionSpec("distance", short: "d", value: "distance", help: "Weekly distance: 50 (in the display unit), 50km, 30mi; 0 removes it.")
    static let duration = OptionSpec("duration", short: "T", value: "duration", help: "Weekly time: 5h, 4h30m, 300m, 4:30:00; 0 removes it.")
    static let elevation = OptionSpec("elevation", short: "e", value: "elevation", help: "Weekly elevation gain: 1000 (in the display unit), 1000m, 3000ft; 0 removes it.")
    static let clear = OptionSpec("clear", help: "Remove every weekly goal.")
    static let settingOptions = [distance, duration, elevation]

    static let command = Command(
        CommandSpec(
            name: "goal", aliases: ["goals"],
            abstract: "Show or set weekly goals for distance, time and elevation.",
            discussion: """
                Without options, shows the goals and this week's progress toward them. A goal of 0 \
                removes that goal; --clear removes them all. This week is the last 7 days, or the \
                current calendar week with --calendar.
                """,
            options: [
                distance, duration, elevation, clear,
                WindowOptions.calendar, WindowOptions.weekStart, WindowOptions.asOf,
                OutputFormat.jsonOption,
            ],
            examples: ["tracker goal", "tracker goal --distance 50km --duration 5h", "tracker goal --elevation 0", "tracker goal --clear"]),
        run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try WindowOptions.parse(arguments, clock: context.clock)
        let changing = arguments.hasAny(settingOptions)
        if arguments.flag(clear) && changing {
            throw UsageError.invalid("--clear removes every goal; give it alone, or set goals without it")
        }
        let units = try context.units()
        // Parse everything before writing anything.
        var goals: WeeklyGoals?
        if changing || arguments.flag(clear) {
            let distance = try arguments.parse(Self.distance) { try ValueParser.distance($0, units: units) }
            let duration = try arguments.parse(Self.duration, parseDuration)
            let elevation = try arguments.parse(Self.elevation) { try ValueParser.elevation($0, units: units) }
            let database = try context.database()
            let store = SettingsStore(database: database)
            // Read and write in one transaction, so two goal commands at once cannot lose an update.
            goals = try database.inTransaction(.immediate) {
                var updated = arguments.flag(clear) ? WeeklyGoals() : try store.weeklyGoals()
                if let distance { updated.distance = distance > 0 ? distance : nil }
                if let duration { updated.duration = duration }
                if let elevation { updated.elevation = elevation > 0 ? elevation : nil }
                try store.setWeeklyGoals(updated)
                return updated
            }
        }
        // Only showing: a missing database is empty, and is not created.
        let report = try WeeklyReport.load(
            from: context.database(creating: changing || arguments.flag(clear)), options: WeeklyReportOptions(asOf: options.asOf, mode: options.mode, weekStart: options.weekStart, weekCount: 1))
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(JSONValue.object([
                ("as_of", .string(ISO8601.string(report.asOf, timeZone: report.timeZone))),
                ("mode", .string(report.mode.rawValue)),
                ("goals", report.goals.json),
                ("week", report.weekJSON(0)),
            ]).serialized(pretty: true))
            return
        }
        let formatter = try context.formatter()
        if goals != nil {
            context.print(report.goals.isEmpty ? "Weekly goals cleared." : "Weekly goals: " + describe(report.goals, formatter))
        }
        guard !report.goals.isEmpty else {
            context.print("No weekly goals set. Set some with: tracker goal --distance 50 --duration 5h")
            return
        }
        context.print("\(report.headline)  \(report.selectedCaption)  \(WeeklyReport.count(report.selected.activities))")
        for line in GoalProgress.lines(report.selectedGoalProgress, formatter: formatter, width: context.terminal.columns - 2, palette: context.terminal.palette) {
            context.print("  " + line)
        }
    }

    /// A duration, or `0` to remove the goal (`nil`).
    static func parseDuration(_ text: String) throws -> Double? {
        if let number = ValueParser.decimal(text.trimmingSpaces()), number == 0 { return nil }
        return try ValueParser.duration(text)
    }

    static func describe(_ goals: WeeklyGoals, _ formatter: DisplayFormatter) -> String {
        WeekMetric.allCases.compactMap { metric in
            goals.target(for: metric).map { "\(metric.rawValue) \(WeeklyReport.value($0, metric: metric, formatter: formatter))" }
        }.joined(separator: ", ")
    }
}
