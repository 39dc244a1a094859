#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// The weekly-window options `weeks`, `goal`, `summary` and `chart` share: declared once,
/// parsed once, so every weekly view reads them the same way. Without `--calendar` or
/// `--rolling`, the layout is the stored `tracker config week` (rolling when unset).
enum WindowOptions {
    static let weeks = Option<Int>(
        "weeks", value: "n", help: "How many weeks to show", number: WholeNumber(WeeklyReportOptions.weekCountRange, noun: "a number of weeks"),
        showsRange: true, default: WeeklyReportOptions.defaultWeekCount)
    static let calendar = OptionSpec("calendar", help: "Calendar weeks in local time (the newest may be partial) instead of 7-day windows counted back from now.")
    static let rolling = OptionSpec("rolling", help: "7-day windows counted back from now, whatever 'tracker config week' says.")
    static let weekStart = OptionSpec("week-start", value: "day", help: "First day of a calendar week: monday (ISO 8601) or sunday. Default: the 'tracker config week' day, else monday.", completion: WeekStart.completion)
    static let asOf = OptionSpec("as-of", value: "when", help: "Count up to this moment instead of now: a day (the end of it: 2026-11-29, yesterday, monday), a month (2024-12, its end) or a time (yesterday 7am, 2026-11-29T07:30).")
    static let type = OptionSpec("type", short: "t", value: "type", help: ActivityTypeFilter.optionHelp + " A family's filter is measured against that family's goals.", kind: .repeatedValue, completion: ActivityTypeFilter.completion)
    static let metric = Option<WeekMetric>("metric", value: "metric", default: .distance) { "What the bars and the best week measure: \($0)." }
    static let week = Option<Int?>(
        "week", value: "k", help: "The selected week, counted back from the newest: 0 (default) is the newest, 1 the one before.",
        number: WholeNumber(0...Int.max, noun: "a week", hint: "use 0 for the newest, 1 for the one before, and so on"))

    /// `weeks` and `summary`: only the activities done with one gear.
    static let gear = OptionSpec("gear", short: "g", value: "name", help: "Only the activities done with this gear (tracker gear list); no goal applies then.")

    /// Every shared option, in help order.
    static let specs: [OptionSpec] = [weeks.spec, calendar, rolling, weekStart, asOf, type, metric.spec, week.spec]

    /// Reads whichever of the shared options `arguments` was declared with; the window layout
    /// falls back to the stored `tracker config week`, the rest to their defaults.
    /// - Throws: `UsageError` naming the option and what it accepts; `DatabaseError` reading the setting.
    /// `readingMetric: false` leaves `--metric` to a reader of its own (the calendar chart's).
    static func parse(_ arguments: ParsedArguments, context: CommandContext, readingMetric: Bool = true) throws -> WeeklyReportOptions {
        var options = try parse(arguments, clock: context.clock, readingMetric: readingMetric) { try storedLayout(context) }
        if arguments.declares(gear), let name = arguments.value(gear) {
            // Reading never creates the database; a missing one has no gear to name.
            let store = GearStore(database: try context.database(creating: false))
            let found = try GearLookup.find(name, option: "--gear", store: store)
            options.gearID = found.id
            options.gearName = found.name
        }
        return options
    }

    /// The stored `tracker config week`, rolling when unset or unreadable as a layout.
    static func storedLayout(_ context: CommandContext) throws -> WeekLayout {
        // Reading a setting never creates the database.
        let stored = try SettingsStore(database: context.database(creating: false)).value(for: ConfigKey.week.rawValue)
        return stored.flatMap(WeekLayout.init(rawValue:)) ?? .rolling
    }

    /// `parse(_:context:)` with the default layout from `layout`, asked only when no option
    /// settles it.
    static func parse(_ arguments: ParsedArguments, clock: Clock, readingMetric: Bool = true, layout: () throws -> WeekLayout) throws -> WeeklyReportOptions {
        var options = WeeklyReportOptions(asOf: clock.asOf)
        // A command declares some of these; read only those.
        func given(_ option: OptionSpec) -> OptionSpec? { arguments.declares(option) ? option : nil }
        if let option = given(Self.asOf), let asOf = try arguments.parse(option, { try parseAsOf($0, clock: clock) }) { options.asOf = asOf }
        let calendarFlag = given(Self.calendar).map(arguments.flag) ?? false
        let rollingFlag = given(Self.rolling).map(arguments.flag) ?? false
        if calendarFlag && rollingFlag {
            throw UsageError.invalid("--calendar and --rolling are two layouts of weeks; give one of them")
        }
        let start = try given(Self.weekStart).flatMap { try arguments.parse($0, as: WeekStart.self) }
        if rollingFlag, start != nil { throw UsageError.invalid("--week-start applies to calendar weeks; leave out --rolling") }
        if arguments.declares(Self.weeks) { options.weekCount = try arguments.parse(Self.weeks) }
        if let option = given(Self.type) { options.typeFilters = try arguments.parseAll(option) }
        if readingMetric, arguments.declares(Self.metric) { options.metric = try arguments.parse(Self.metric) }
        if arguments.declares(Self.week), let selected = try arguments.parse(Self.week) {
            guard selected < options.weekCount else {
                throw UsageError.invalidValue(option: "--week", ValueParseError(
                    value: String(selected), reason: "is beyond the \(options.weekCount) weeks shown; use 0 to \(options.weekCount - 1)"))
            }
            options.selectedWeeksAgo = selected
        }
        // Last, so that no mistake in the other options waits on the database.
        let stored = rollingFlag || (calendarFlag && start != nil) ? nil : try layout()
        options.mode = rollingFlag ? .rolling : calendarFlag ? .calendar : stored?.mode ?? .rolling
        if start != nil, options.mode != .calendar {
            throw UsageError.invalid("--week-start applies to calendar weeks; add --calendar (or make them the default: tracker config week monday)")
        }
        options.weekStart = start ?? stored?.weekStart ?? .monday
        return options
    }

    /// A day (or a month) means the end of it, so `--as-of 2026-11-29` counts all of the 29th;
    /// an instant is taken as given. Either is read in the clock's zone.
    static func parseAsOf(_ text: String, clock: Clock) throws -> AsOf {
        let when = try When(parsing: text, clock: clock, allowingMonths: true)
        // Nothing is stored before the first accepted day, so no report can start earlier.
        guard when.day >= AcceptedDates.firstDay else {
            throw ValueParseError(value: text, reason: AcceptedDates.Problem.beforeFirstDay.reason)
        }
        switch when {
        case .day, .month: return Clock(endOf: when.lastDay, timeZone: clock.timeZone).asOf
        case .instant(let instant): return AsOf(instant.date, timeZone: clock.timeZone)
        }
    }
}
