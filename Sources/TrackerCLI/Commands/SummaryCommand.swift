#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore
import TrackerTime

/// `tracker summary`: this week, the last 12 weeks, the year and all time, with streaks,
/// goals and how mood relates to training load.
enum SummaryCommand {
    static let command = Command(
        CommandSpec(
            name: "summary", aliases: ["summarise", "summarize"],
            abstract: "Summarize this week, the last 12 weeks, the year and all time.",
            discussion: """
                This week and the last 12 weeks are the windows of 'tracker weeks' with the same \
                options (7-day windows, or calendar weeks with --calendar or 'tracker config week'); \
                the year to date starts on 1 January in local time. Each sport present gets a line \
                of its own. A streak counts consecutive 7-day windows holding at least one activity. \
                The mood trend needs \(TrainingSummary.minimumMoodTrendDays) days with a mood on \
                each side. Mood and load sets weekly mood against one sport's distance (--type, or \
                the only sport trained), else against the weekly time of every sport. Moods are \
                never filtered by --type. --year YYYY summarises the year as it ended: the same as \
                --as-of YYYY-12-31 (or now, for the current year), with the whole year in its line.
                """,
            options: [
                WindowOptions.weeks.spec, WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart,
                WindowOptions.asOf, year.spec, WindowOptions.type, WindowOptions.gear, OutputFormat.jsonOption,
            ],
            examples: ["tracker summary", "tracker summary --type run --as-of 2026-06-30", "tracker summary --year 2025", "tracker summary --calendar", "tracker summarise --json"]),
        readsOnly: true, run: run)

    static let year = Option<Int?>(
        "year", value: "YYYY", help: "Summarise this local calendar year as it ended (the current year: up to now).",
        number: PeriodOptions.yearNumber)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        var options = try WindowOptions.parse(arguments, context: context)
        if let year = try arguments.parse(Self.year) {
            options.asOf = try asOf(endOf: year, arguments, clock: context.clock)
        }
        let database = try context.database()
        let summary = try TrainingSummary.load(from: database, options: options)
        // The Eddington number of the whole history up to the as-of day, of the types asked for.
        let types = Set(options.types)
        let days = try DayDistanceStore(database: database).days(through: options.asOf.lastDay)
        let eddington = EddingtonSummary(days: types.isEmpty ? days : days.filter { types.contains($0.type) })
        if arguments.flag(OutputFormat.jsonOption) {
            guard case .object(var fields) = summary.json(gearNames: try GearStore(database: database).names()) else { return }
            fields.append(("eddington", eddington.json))
            context.print(JSONValue.object(fields).serialized(pretty: true))
        } else {
            let formatter = try context.formatter()
            context.page(summary.text(formatter, terminal: context.terminal) + "\n"
                + eddington.text(imperial: formatter.units == .imperial, width: context.terminal.columns))
        }
    }

    /// Where `summary --year` stops counting: the end of 31 December in local time, or now
    /// while the year is still going.
    /// - Throws: `UsageError` with --as-of (both name where counting stops), or for a year that has not begun.
    static func asOf(endOf year: Int, _ arguments: ParsedArguments, clock: Clock) throws -> AsOf {
        if arguments.value(WindowOptions.asOf) != nil {
            throw UsageError.invalid("--year and --as-of both say where the summary ends; give one of them")
        }
        let today = clock.today
        guard year <= today.year else {
            throw UsageError.invalidValue(option: "--year", ValueParseError(value: String(year), reason: "has not begun (today is \(today.iso))"))
        }
        guard year < today.year, let last = LocalDay(year: year, month: 12, day: 31) else { return clock.asOf }
        return Clock(endOf: last, timeZone: clock.timeZone).asOf
    }
}
