#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerTime
import TrackerStore

/// The goals of a whole year or month (`goal --year`, `goal --month`): set beside the weekly
/// ones, and shown against the pace that reaches them.
extension GoalCommand {
    static let year = OptionSpec("year", help: "Set or show the goals of the whole calendar year instead of a week's.")
    static let month = OptionSpec("month", help: "Set or show the goals of the whole calendar month instead of a week's.")

    /// The period `--year` or `--month` names, `nil` for the weekly goals.
    /// - Throws: `UsageError` for both at once.
    static func periodUnit(_ arguments: ParsedArguments) throws -> PeriodUnit? {
        switch (arguments.flag(year), arguments.flag(month)) {
        case (true, true): throw UsageError.invalid("--year and --month are two periods of goals; give one of them")
        case (true, false): return .year
        case (false, true): return .month
        case (false, false): return nil
        }
    }

    /// `goal --year` or `--month`: sets the goals the options give, then shows each against the pace.
    static func runPeriod(_ unit: PeriodUnit, _ arguments: ParsedArguments, family: ActivityFamily?, context: CommandContext) throws {
        let asOf = try arguments.parse(WindowOptions.asOf) { try WindowOptions.parseAsOf($0, clock: context.clock) } ?? context.clock.asOf
        let units = try context.units()
        let changing = arguments.hasAny(settingOptions) || arguments.flag(clear)
        if changing {
            let distance = try arguments.parse(Self.distance) { try ValueParser.distance($0, units: units, family: family) }
            let duration = try arguments.parse(Self.duration, parseDuration)
            let elevation = try arguments.parse(Self.elevation) { try ValueParser.elevation($0, units: units) }
            let database = try context.database()
            let store = SettingsStore(database: database)
            try database.inTransaction(.immediate) {
                var goals = arguments.flag(clear) ? WeeklyGoals() : try store.periodGoals(unit, for: family)
                if let distance { goals.distance = distance > 0 ? distance : nil }
                if let duration { goals.duration = duration }
                if let elevation { goals.elevation = elevation > 0 ? elevation : nil }
                try store.setPeriodGoals(goals, unit, for: family)
            }
        }
        let database = try context.database(creating: changing)
        let goals = try SettingsStore(database: database).periodGoals(unit, for: family)
        let scope = "\(unit == .year ? "Yearly" : "Monthly")\(family.map { " \($0.rawValue)" } ?? "") goals"
        let progress = try paceProgress(goals, unit: unit, family: family, asOf: asOf, database: database)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(periodJSON(progress, unit: unit, family: family, asOf: asOf).serialized(pretty: true))
            return
        }
        let formatter = try context.formatter()
        if changing { context.print(goals.isEmpty ? "\(scope) cleared." : "\(scope): " + describe(goals, formatter, family: family)) }
        guard !progress.isEmpty else {
            if !changing {
                context.print("No \(scope.lowercased()) set. Set one with: tracker goal --\(unit.rawValue)\(family.map { " --type \($0.rawValue)" } ?? "") --distance \(unit == .year ? "2000" : "200")")
            }
            return
        }
        for line in paceLines(progress, unit: unit, asOf: asOf, formatter: formatter, family: family) {
                context.print(TerminalText.wrap(line, width: context.terminal.columns, indent: 2))
            }
    }

    /// Each goal of `goals` against the period holding the as-of moment, counted up to it.
    static func paceProgress(_ goals: WeeklyGoals, unit: PeriodUnit, family: ActivityFamily?, asOf: AsOf, database: Database) throws -> [PaceProgress] {
        guard !goals.isEmpty else { return [] }
        let day = asOf.lastDay
        let windows = PeriodWindows(unit, from: day, through: day, asOf: asOf)
        let start = windows.boundaries[0], end = windows.boundaries[1]
        let totals = try CalendarTotalsStore(database: database).totals([start..<max(start, min(end, asOf.seconds))], types: family?.types ?? [])
        let week = totals.first ?? WeekTotals(start: asOf.instant, end: asOf.instant)
        let elapsed = Double(min(end, asOf.seconds) - start) / Double(max(1, end - start))
        return goals.progress(for: week).map { PaceProgress(progress: $0, elapsed: elapsed, secondsLeft: Double(end - asOf.seconds)) }
    }

    /// `2026 distance: 937.80 km of 2000.00 km (46%), 22.40 km behind pace; needs 48.10 km a week`,
    /// in the words `weeks` and the report use (`PeriodGoalStanding.paceText`).
    static func paceLines(_ progress: [PaceProgress], unit: PeriodUnit, asOf: AsOf, formatter: DisplayFormatter, family: ActivityFamily?) -> [String] {
        let day = asOf.lastDay
        let name = unit == .year ? String(day.year) : "\(day.monthAbbreviation) \(day.year)"
        return progress.map { pace in
            let metric = pace.progress.metric
            func value(_ amount: Double) -> String { WeeklyReport.value(amount, metric: metric, formatter: formatter, family: family) }
            return "\(name) \(metric.rawValue): \(value(pace.progress.achieved)) of \(value(pace.progress.target)) (\(Percent.text(pace.progress.fraction))), "
                + PeriodGoalStanding.paceText(pace, formatter: formatter, family: family)
        }
    }

    static func periodJSON(_ progress: [PaceProgress], unit: PeriodUnit, family: ActivityFamily?, asOf: AsOf) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("as_of", .string(ISO8601.string(asOf.instant, timeZone: asOf.timeZone))),
            ("period", .string(unit.rawValue)),
        ]
        if let family { fields.append(("family", .string(family.rawValue))) }
        fields.append(("goals", .array(progress.map { pace in
            .object([
                ("metric", .string(pace.progress.metric.rawValue)),
                ("target", .number(pace.progress.target)),
                ("achieved", .number(pace.progress.achieved)),
                ("elapsed", .number(pace.elapsed)),
                ("expected", .number(pace.expected)),
                ("ahead", .number(pace.ahead)),
                ("per_week_needed", pace.perWeekNeeded.map(JSONValue.number) ?? .null),
            ])
        })))
        return .object(fields)
    }
}

extension GoalCommand {
    /// The yearly and monthly goals beside the weekly ones, each against its pace; nothing when none is set.
    static func printPeriodGoals(family: ActivityFamily?, asOf: AsOf, context: CommandContext, creating: Bool) throws {
        let database = try context.database(creating: creating)
        let store = SettingsStore(database: database)
        let formatter = try context.formatter()
        for unit in [PeriodUnit.year, .month] {
            let progress = try paceProgress(try store.periodGoals(unit, for: family), unit: unit, family: family, asOf: asOf, database: database)
            for line in paceLines(progress, unit: unit, asOf: asOf, formatter: formatter, family: family) {
                context.print(TerminalText.wrap(line, width: context.terminal.columns, indent: 2))
            }
        }
    }
}
