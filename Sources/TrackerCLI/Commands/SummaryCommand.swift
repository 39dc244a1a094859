#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TrackerCore
import TrackerStore

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
                never filtered by --type.
                """,
            options: [
                WindowOptions.weeks.spec, WindowOptions.calendar, WindowOptions.rolling, WindowOptions.weekStart,
                WindowOptions.asOf, WindowOptions.type, WindowOptions.gear, OutputFormat.jsonOption,
            ],
            examples: ["tracker summary", "tracker summary --type run --as-of 2026-06-30", "tracker summary --calendar", "tracker summarise --json"]),
        readsOnly: true, run: run)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws {
        let options = try WindowOptions.parse(arguments, context: context)
        let database = try context.database()
        let summary = try TrainingSummary.load(from: database, options: options)
        if arguments.flag(OutputFormat.jsonOption) {
            context.print(summary.json(gearNames: try GearStore(database: database).names()).serialized(pretty: true))
        } else {
            context.page(summary.text(try context.formatter(), terminal: context.terminal))
        }
    }
}
